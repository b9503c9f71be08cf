import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 13,
  category: 'research',
  date: '2026-02-24',
  readTime: 3,
  views: 2740,
  trending: false,
  featured: false,
  image: '/blog/13.svg',
  author: {
    name: 'Noa Levi',
    role: { en: 'Head of Document AI', he: 'ראש תחום בינה מלאכותית למסמכים' },
    avatar: 'NL',
  },
  en: {
    title: 'Reading Tables in Right-to-Left Documents: Line Items Without the Guesswork',
    excerpt:
      'Tables are where document OCR usually breaks: missing ruling lines, merged cells, rows that continue on the next page and columns that run from right to left. How DocRead rebuilds tables and how to check line items against totals.',
    content: `Reading the words on a page is only the first half of document understanding. The second half is structure, and nowhere is structure harder than in tables. An invoice's line items, a bank statement's transactions and a price list are all tables, and each of them can defeat a system that simply reads text line by line.

## Why tables are hard

A person sees a table at a glance. Software has to infer it from the positions of words, and real documents make that difficult:

- **No ruling lines.** Many invoices align columns with whitespace only.
- **Wrapped cells.** A product description that runs over two lines looks like two rows.
- **Merged cells and subtotals.** A row that spans the whole width breaks the grid.
- **Page breaks.** Long tables continue on the next page, often repeating the header and sometimes not.
- **Direction.** In a Hebrew document, the first column is on the right. Item descriptions are Hebrew, while quantities, prices and catalogue numbers are left-to-right islands inside right-to-left cells.

## How DocRead rebuilds a table

Our table reader works from word positions, after recognition and after each line has been put into logical order:

1. **Find cells.** Each line is split wherever the gap between words is much wider than a space, so a line with two or more such cells may belong to a table.
2. **Find columns.** In a run of consecutive lines like that, cells whose horizontal extents overlap form one column band. A run whose cells line up in the same bands is a table.
3. **Find item rows.** For line items, rows between a header row ("תיאור", "כמות", "מחיר", "Description", "Qty") and the first totals row are items. A row without numbers continues the description above it, which takes care of wrapped text.
4. **Tell the numbers apart.** Quantity, unit price and line total are recognised by the fact that quantity × unit price = line total, whatever order they were printed in.
5. **Order the columns.** Column index 0 is the first column in reading order: the rightmost in a Hebrew table, the leftmost in an English one.

The result has two views of the same data. \`tables\` holds the grid with every cell's text, position and span, which is what the XLSX export turns into a sheet per table. \`lists.lineItems\` holds the rows as typed fields, which is what your code usually wants.

\`\`\`json
{
  "lists": {
    "lineItems": [
      {
        "description": { "value": "ייעוץ טכני, מרץ 2026", "confidence": 0.95 },
        "quantity": { "value": 12, "confidence": 0.99 },
        "unitPrice": { "value": 350, "confidence": 0.98 },
        "lineTotal": { "value": 4200, "confidence": 0.98 }
      }
    ]
  }
}
\`\`\`

## Checking line items against the totals

A table reader that is wrong rarely fails loudly. A row gets merged into another, or a wrapped description swallows a price, and the output still looks like a table. The best defence is arithmetic the document already contains:

\`\`\`ts
type Row = { quantity?: number; unitPrice?: number; lineTotal: number };

export function lineItemProblems(rows: Row[], subtotal: number): string[] {
  const problems: string[] = [];
  rows.forEach((row, i) => {
    if (row.quantity !== undefined && row.unitPrice !== undefined) {
      if (Math.abs(row.quantity * row.unitPrice - row.lineTotal) > 0.01) {
        problems.push(\`row \${i + 1}: quantity x price does not equal the line total\`);
      }
    }
  });
  const sum = rows.reduce((total, row) => total + row.lineTotal, 0);
  if (Math.abs(sum - subtotal) > 0.01 * Math.max(1, rows.length)) {
    problems.push(\`rows add up to \${sum.toFixed(2)}, subtotal says \${subtotal.toFixed(2)}\`);
  }
  return problems;
}
\`\`\`

DocRead runs the same check on invoices and adds the warning \`line_items_sum_mismatch\` when the rows do not add up. Discounts and rounding lines are the usual innocent reasons for a mismatch, which is why the check produces a warning and not an automatic correction.

### When to ignore line items

Not every workflow needs them. If you only post invoice totals to a ledger, skip line items entirely and review only the header fields; you save reviewer time on rows nobody will read.

## What we are still improving

Tables that continue across pages, nested headers, rotated column titles and hand-drawn grids remain hard, and we measure them separately in our evaluation sets rather than letting easier tables hide them. Results for these cases are reported with the rest of our metrics, measured on our public evaluation sets.

To see the table view for your own documents, upload a few from the [dashboard](/dashboard); the [documentation](/docs) describes the \`tables\` and \`lists\` formats in full.
`,
  },
  he: {
    title: 'קריאת טבלאות במסמכים מימין לשמאל: שורות פריטים בלי ניחושים',
    excerpt:
      'טבלאות הן המקום שבו OCR של מסמכים נשבר בדרך כלל: קווים חסרים, תאים ממוזגים, שורות שממשיכות בעמוד הבא ועמודות שרצות מימין לשמאל. איך DocRead בונה טבלאות מחדש, ואיך בודקים שורות פריטים מול הסכומים.',
    content: `קריאת המילים בעמוד היא רק החצי הראשון של הבנת מסמך. החצי השני הוא המבנה, ובשום מקום המבנה לא קשה יותר מאשר בטבלאות. שורות הפריטים בחשבונית, התנועות בדף חשבון הבנק ומחירון הם כולם טבלאות, וכל אחת מהן יכולה להכשיל מערכת שפשוט קוראת טקסט שורה אחרי שורה.

## למה טבלאות קשות

אדם מזהה טבלה במבט אחד. תוכנה צריכה להסיק אותה ממיקומי המילים, ומסמכים אמיתיים מקשים על כך:

- **אין קווי רשת.** הרבה חשבוניות מיישרות עמודות בעזרת רווחים בלבד.
- **תאים שנשברים.** תיאור מוצר שנמשך על פני שתי שורות נראה כמו שתי שורות בטבלה.
- **תאים ממוזגים וסיכומי ביניים.** שורה שמתפרשת על כל הרוחב שוברת את הרשת.
- **מעברי עמוד.** טבלאות ארוכות ממשיכות בעמוד הבא, לעיתים עם חזרה על הכותרת ולעיתים בלי.
- **כיוון.** במסמך בעברית העמודה הראשונה נמצאת מימין. תיאורי הפריטים בעברית, ואילו כמויות, מחירים ומק״טים הם איים משמאל לימין בתוך תאים מימין לשמאל.

## איך DocRead בונה טבלה מחדש

קורא הטבלאות שלנו עובד לפי מיקומי המילים, אחרי הזיהוי ואחרי שכל שורה סודרה בסדר לוגי:

1. **איתור תאים.** כל שורה מתפצלת בכל מקום שבו הרווח בין מילים רחב בהרבה מרווח רגיל, כך ששורה עם שני תאים כאלה או יותר עשויה להיות חלק מטבלה.
2. **איתור עמודות.** ברצף של שורות כאלה, תאים שהטווח האופקי שלהם חופף יוצרים רצועת עמודה אחת. רצף שהתאים שלו מתיישרים באותן רצועות הוא טבלה.
3. **איתור שורות פריטים.** בשורות פריטים, השורות שבין שורת כותרת ("תיאור", "כמות", "מחיר", "Description", "Qty") לבין שורת הסיכום הראשונה הן הפריטים. שורה בלי מספרים ממשיכה את התיאור שמעליה, וכך מטופל טקסט שנשבר לשתי שורות.
4. **הבחנה בין המספרים.** כמות, מחיר ליחידה וסה״כ לשורה מזוהים לפי הכלל כמות × מחיר ליחידה = סה״כ לשורה, בכל סדר שבו הודפסו.
5. **סידור העמודות.** עמודה 0 היא העמודה הראשונה בסדר הקריאה: הימנית בטבלה עברית, השמאלית בטבלה אנגלית.

בתוצאה יש שתי תצוגות של אותם נתונים. ‏\`tables\` מחזיק את הרשת עם הטקסט, המיקום והפריסה של כל תא, וממנו ייצוא ה-XLSX בונה גיליון לכל טבלה. ‏\`lists.lineItems\` מחזיק את השורות כשדות עם טיפוסים, וזה מה שהקוד שלכם רוצה בדרך כלל.

\`\`\`json
{
  "lists": {
    "lineItems": [
      {
        "description": { "value": "ייעוץ טכני, מרץ 2026", "confidence": 0.95 },
        "quantity": { "value": 12, "confidence": 0.99 },
        "unitPrice": { "value": 350, "confidence": 0.98 },
        "lineTotal": { "value": 4200, "confidence": 0.98 }
      }
    ]
  }
}
\`\`\`

## בדיקת שורות הפריטים מול הסכומים

קורא טבלאות שטועה כמעט אף פעם לא נכשל ברעש. שורה מתמזגת בשורה אחרת, או תיאור שנשבר בולע מחיר, והפלט עדיין נראה כמו טבלה. ההגנה הטובה ביותר היא החשבון שכבר נמצא במסמך:

\`\`\`ts
type Row = { quantity?: number; unitPrice?: number; lineTotal: number };

export function lineItemProblems(rows: Row[], subtotal: number): string[] {
  const problems: string[] = [];
  rows.forEach((row, i) => {
    if (row.quantity !== undefined && row.unitPrice !== undefined) {
      if (Math.abs(row.quantity * row.unitPrice - row.lineTotal) > 0.01) {
        problems.push(\`row \${i + 1}: quantity x price does not equal the line total\`);
      }
    }
  });
  const sum = rows.reduce((total, row) => total + row.lineTotal, 0);
  if (Math.abs(sum - subtotal) > 0.01 * Math.max(1, rows.length)) {
    problems.push(\`rows add up to \${sum.toFixed(2)}, subtotal says \${subtotal.toFixed(2)}\`);
  }
  return problems;
}
\`\`\`

DocRead מריץ את אותה בדיקה על חשבוניות ומוסיף את האזהרה \`line_items_sum_mismatch\` כשהשורות לא מסתכמות. הנחות ושורות עיגול הן הסיבות התמימות הנפוצות לאי-התאמה, ולכן הבדיקה מייצרת אזהרה ולא תיקון אוטומטי.

### מתי לוותר על שורות פריטים

לא כל תהליך צריך אותן. אם אתם רושמים בספרים רק את סכומי החשבוניות, דלגו על שורות הפריטים לגמרי ובדקו רק את שדות הכותרת; תחסכו זמן בדיקה על שורות שאף אחד לא יקרא.

## על מה אנחנו עדיין עובדים

טבלאות שממשיכות על פני כמה עמודים, כותרות מקוננות, כותרות עמודה מסובבות ורשתות שצוירו ביד עדיין קשות, ואנחנו מודדים אותן בנפרד במערכי ההערכה שלנו במקום לתת לטבלאות קלות להסתיר אותן. התוצאות למקרים האלה מדווחות יחד עם שאר המדדים שלנו, כפי שנמדדו על מערכי ההערכה הציבוריים שלנו.

כדי לראות את תצוגת הטבלאות על המסמכים שלכם, העלו כמה מהם מ[לוח הבקרה](/dashboard); ה[תיעוד](/docs) מתאר את הפורמטים \`tables\` ו-\`lists\` במלואם.
`,
  },
};
