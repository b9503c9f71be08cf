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

1. **Find candidate regions.** Ruling lines, repeated vertical gaps and header keywords ("תיאור", "כמות", "מחיר", "סה״כ", "Description", "Qty") mark where a table probably is.
2. **Find columns.** Project word boxes onto the horizontal axis and look for gaps that persist across many lines. Numeric columns are anchored by their decimal points, which stay aligned even when the numbers have different widths.
3. **Find rows.** A new row starts where a numeric column has a value. A line with text only in the description column is a continuation of the row above.
4. **Order the columns.** Column index 0 is the first column in reading order: the rightmost in a Hebrew table, the leftmost in an English one.
5. **Join pages.** When the next page starts with the same header, or with rows that fit the same columns, the table continues.

The result has two views of the same data. \`tables\` holds the grid with every cell's text, position and span, which is what the searchable PDF and the XLSX export use. \`lists.lineItems\` holds the rows as typed fields, which is what your code usually wants.

\`\`\`json
{
  "lists": {
    "lineItems": [
      {
        "description": { "value": "ייעוץ טכני, מרץ 2026", "confidence": 0.95 },
        "quantity": { "value": 12, "confidence": 0.99 },
        "unitPrice": { "value": 350, "confidence": 0.98 },
        "amount": { "value": 4200, "confidence": 0.98 }
      }
    ]
  }
}
\`\`\`

## Checking line items against the totals

A table reader that is wrong rarely fails loudly. A row gets merged into another, or a wrapped description swallows a price, and the output still looks like a table. The best defence is arithmetic the document already contains:

\`\`\`ts
type Row = { quantity?: number; unitPrice?: number; amount: number };

export function lineItemProblems(rows: Row[], subtotal: number): string[] {
  const problems: string[] = [];
  rows.forEach((row, i) => {
    if (row.quantity !== undefined && row.unitPrice !== undefined) {
      if (Math.abs(row.quantity * row.unitPrice - row.amount) > 0.01) {
        problems.push(\`row \${i + 1}: quantity x price does not equal amount\`);
      }
    }
  });
  const sum = rows.reduce((total, row) => total + row.amount, 0);
  if (Math.abs(sum - subtotal) > 0.01 * Math.max(1, rows.length)) {
    problems.push(\`rows add up to \${sum.toFixed(2)}, subtotal says \${subtotal.toFixed(2)}\`);
  }
  return problems;
}
\`\`\`

DocRead runs the same checks and lowers the confidence of the table when they fail, with the warning \`line_items_total_mismatch\`. Discounts and rounding lines are the usual innocent reasons for a mismatch, which is why the check produces a warning and not an automatic correction.

### When to ignore line items

Not every workflow needs them. If you only post invoice totals to a ledger, skip line items entirely and review only the header fields; you save reviewer time on rows nobody will read.

## What we are still improving

Tables with nested headers, rotated column titles and hand-drawn grids remain hard, and we measure them separately in our evaluation sets rather than letting easier tables hide them. Results for these cases are reported with the rest of our metrics, measured on our public evaluation sets.

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

1. **איתור אזורים מועמדים.** קווי רשת, רווחים אנכיים שחוזרים ומילות כותרת ("תיאור", "כמות", "מחיר", "סה״כ", "Description", "Qty") מסמנים איפה כנראה נמצאת טבלה.
2. **איתור עמודות.** מטילים את תיבות המילים על הציר האופקי ומחפשים רווחים שנשמרים לאורך שורות רבות. עמודות מספריות מעוגנות לפי הנקודה העשרונית, שנשארת מיושרת גם כשהמספרים ברוחב שונה.
3. **איתור שורות.** שורה חדשה מתחילה כשיש ערך בעמודה מספרית. שורה שיש בה טקסט רק בעמודת התיאור היא המשך של השורה שמעליה.
4. **סידור העמודות.** עמודה 0 היא העמודה הראשונה בסדר הקריאה: הימנית בטבלה עברית, השמאלית בטבלה אנגלית.
5. **חיבור עמודים.** כשהעמוד הבא מתחיל באותה כותרת, או בשורות שמתאימות לאותן עמודות, הטבלה ממשיכה.

בתוצאה יש שתי תצוגות של אותם נתונים. ‏\`tables\` מחזיק את הרשת עם הטקסט, המיקום והפריסה של כל תא, ובו משתמשים ה-PDF הניתן לחיפוש וייצוא ה-XLSX. ‏\`lists.lineItems\` מחזיק את השורות כשדות עם טיפוסים, וזה מה שהקוד שלכם רוצה בדרך כלל.

\`\`\`json
{
  "lists": {
    "lineItems": [
      {
        "description": { "value": "ייעוץ טכני, מרץ 2026", "confidence": 0.95 },
        "quantity": { "value": 12, "confidence": 0.99 },
        "unitPrice": { "value": 350, "confidence": 0.98 },
        "amount": { "value": 4200, "confidence": 0.98 }
      }
    ]
  }
}
\`\`\`

## בדיקת שורות הפריטים מול הסכומים

קורא טבלאות שטועה כמעט אף פעם לא נכשל ברעש. שורה מתמזגת בשורה אחרת, או תיאור שנשבר בולע מחיר, והפלט עדיין נראה כמו טבלה. ההגנה הטובה ביותר היא החשבון שכבר נמצא במסמך:

\`\`\`ts
type Row = { quantity?: number; unitPrice?: number; amount: number };

export function lineItemProblems(rows: Row[], subtotal: number): string[] {
  const problems: string[] = [];
  rows.forEach((row, i) => {
    if (row.quantity !== undefined && row.unitPrice !== undefined) {
      if (Math.abs(row.quantity * row.unitPrice - row.amount) > 0.01) {
        problems.push(\`row \${i + 1}: quantity x price does not equal amount\`);
      }
    }
  });
  const sum = rows.reduce((total, row) => total + row.amount, 0);
  if (Math.abs(sum - subtotal) > 0.01 * Math.max(1, rows.length)) {
    problems.push(\`rows add up to \${sum.toFixed(2)}, subtotal says \${subtotal.toFixed(2)}\`);
  }
  return problems;
}
\`\`\`

DocRead מריץ את אותן בדיקות ומוריד את ציון הביטחון של הטבלה כשהן נכשלות, עם האזהרה \`line_items_total_mismatch\`. הנחות ושורות עיגול הן הסיבות התמימות הנפוצות לאי-התאמה, ולכן הבדיקה מייצרת אזהרה ולא תיקון אוטומטי.

### מתי לוותר על שורות פריטים

לא כל תהליך צריך אותן. אם אתם רושמים בספרים רק את סכומי החשבוניות, דלגו על שורות הפריטים לגמרי ובדקו רק את שדות הכותרת; תחסכו זמן בדיקה על שורות שאף אחד לא יקרא.

## על מה אנחנו עדיין עובדים

טבלאות עם כותרות מקוננות, כותרות עמודה מסובבות ורשתות שצוירו ביד עדיין קשות, ואנחנו מודדים אותן בנפרד במערכי ההערכה שלנו במקום לתת לטבלאות קלות להסתיר אותן. התוצאות למקרים האלה מדווחות יחד עם שאר המדדים שלנו, כפי שנמדדו על מערכי ההערכה הציבוריים שלנו.

כדי לראות את תצוגת הטבלאות על המסמכים שלכם, העלו כמה מהם מ[לוח הבקרה](/dashboard); ה[תיעוד](/docs) מתאר את הפורמטים \`tables\` ו-\`lists\` במלואם.
`,
  },
};
