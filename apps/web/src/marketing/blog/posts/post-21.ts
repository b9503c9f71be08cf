import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 21,
  category: 'business',
  date: '2025-09-02',
  readTime: 4,
  views: 1980,
  trending: false,
  featured: false,
  image: '/blog/21.svg',
  author: {
    name: 'Daniel Cohen',
    role: { en: 'Staff Engineer, API', he: 'מהנדס ראשי, ממשק API' },
    avatar: 'DC',
  },
  en: {
    title: 'CSV, XLSX or Searchable PDF? Getting Hebrew Results Into the Tools You Already Use',
    excerpt:
      'Extracted data is only useful once it reaches your spreadsheet, accounting system or archive. How each DocRead export works, why Hebrew CSV files look broken in Excel and how we avoid it, and which format to choose for which job.',
    content: `JSON is the natural format for developers, and the API returns it. Most people who work with documents, however, live in spreadsheets, accounting systems and document archives. DocRead therefore exports every result in three more formats: CSV, XLSX and searchable PDF. Each one solves a different problem, and each has a few details that matter for Hebrew.

## CSV: the universal import format

Almost every accounting and ERP system can import CSV, which makes it the default choice for moving extracted fields into another system. DocRead's CSV export lists the fields first, one row each with the field's name, value, printed text, confidence and page, followed by a section for each list (line items, receipt items or bank transactions) with its own header row.

The classic problem with Hebrew CSV files is that Excel opens them as gibberish. The file is fine; Excel guesses the wrong encoding. DocRead writes CSV as UTF-8 **with a byte order mark** (BOM), which Excel uses as a signal to read UTF-8 correctly, while other tools simply ignore it.

Other choices we made so that imports behave predictably:

- dates in ISO format (\`2026-03-05\`), never \`05/03/26\`, which different locales read differently;
- amounts as plain numbers with a dot for decimals, no thousands separators and no currency sign, with the currency as a field of its own;
- the printed text next to every normalised value, so nothing is lost in normalisation;
- cells that begin with \`=\`, \`+\`, \`-\` or \`@\` are escaped, so a malicious document cannot smuggle a formula into your spreadsheet.

You can download every export from the portal. From the API, the JSON result converts to CSV in one line, for example with \`jq\`:

\`\`\`bash
curl -sS "https://api.docread.example/v3/results/job_01JA9K3F7Q2W8E5R4T6Y" \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  | jq -r '.structuredData.fields | to_entries[] | [.key, .value.value, .value.confidence] | @csv'
\`\`\`

## XLSX: for people who will read the data

When a person will open the file rather than a system importing it, XLSX is the better choice. It keeps types, so amounts are numbers and dates are dates, and it has no encoding problems at all. DocRead's workbook has:

1. a **Fields** sheet with one row per field: name, value, printed text, confidence and page;
2. a sheet per list, such as line items or transactions, and a sheet per table found in the document;
3. sheets of Hebrew documents set to right-to-left, so columns read in the natural order.

Because the confidence sits next to every value, a reader can sort or filter on it and check the weakest values first, even outside the portal.

### Reading results in your own code

If you prefer to build the spreadsheet yourself, the JSON result has everything. A minimal CSV writer in TypeScript, with the BOM and proper quoting, looks like this:

\`\`\`ts
type Field = { value: string | number | boolean | null; confidence: number };

const quote = (v: unknown) => \`"\${String(v ?? '').replace(/"/g, '""')}"\`;

export function fieldsToCsv(fields: Record<string, Field>): string {
  const rows = [['field', 'value', 'confidence']];
  for (const [name, field] of Object.entries(fields)) {
    rows.push([name, String(field.value ?? ''), field.confidence.toFixed(2)]);
  }
  return '\\uFEFF' + rows.map((row) => row.map(quote).join(',')).join('\\r\\n') + '\\r\\n';
}
\`\`\`

## Searchable PDF: for archives and people

The searchable PDF keeps the original page image exactly as scanned and adds an invisible text layer aligned with the words on the page. The document looks unchanged, but you can search it, select text and copy it.

For Hebrew, the text layer is written in **logical order** with correct direction information, so copying a line from the PDF and pasting it into an e-mail produces readable text rather than reversed words. This is the part many tools get wrong, and it is why searchable PDFs from some scanners are useless for Hebrew search.

Searchable PDFs are the right export for archives, for legal and compliance records that must preserve the original appearance, and for sharing documents with people who have no access to the portal.

## Which one should you use?

- **Importing into another system**: CSV, or the JSON API if you control the integration.
- **Sending data to a person**: XLSX.
- **Archiving the document itself**: searchable PDF.
- **Building your own pipeline**: JSON, always; the other formats are generated from it.

All exports are created from the same result, so they never disagree with each other or with what the portal shows. The [documentation](/docs) describes each export's columns, and the [features page](/features) shows examples.
`,
  },
  he: {
    title: 'CSV, ‏XLSX או PDF ניתן לחיפוש? איך מכניסים תוצאות בעברית לכלים שכבר יש לכם',
    excerpt:
      'נתונים שחולצו מועילים רק כשהם מגיעים לגיליון, למערכת הנהלת החשבונות או לארכיון. איך עובד כל ייצוא של DocRead, למה קובצי CSV בעברית נראים שבורים באקסל ואיך אנחנו נמנעים מזה, ואיזה פורמט לבחור לאיזו משימה.',
    content: `‏JSON הוא הפורמט הטבעי למפתחים, וה-API מחזיר אותו. אבל רוב האנשים שעובדים עם מסמכים חיים בגיליונות אלקטרוניים, במערכות הנהלת חשבונות ובארכיוני מסמכים. לכן DocRead מייצא כל תוצאה בשלושה פורמטים נוספים: CSV, ‏XLSX ו-PDF ניתן לחיפוש. כל אחד פותר בעיה אחרת, ולכל אחד יש כמה פרטים שחשובים לעברית.

## ‏CSV: פורמט הייבוא האוניברסלי

כמעט כל מערכת הנהלת חשבונות ו-ERP יודעת לייבא CSV, ולכן זו בחירת ברירת המחדל להעברת שדות שחולצו למערכת אחרת. ייצוא ה-CSV של DocRead מציג קודם את השדות, שורה לכל שדה עם השם, הערך, הטקסט המודפס, הביטחון והעמוד, ואחריהם קטע לכל רשימה (שורות פריטים, פריטי קבלה או תנועות בנק) עם שורת כותרת משלו.

הבעיה הקלאסית עם קובצי CSV בעברית היא שאקסל פותח אותם כג׳יבריש. הקובץ תקין; אקסל מנחש קידוד שגוי. ‏DocRead כותב CSV בקידוד UTF-8 **עם סימן סדר בתים** (BOM), שאקסל משתמש בו כאות לקרוא UTF-8 נכון, ושכלים אחרים פשוט מתעלמים ממנו.

בחירות נוספות שעשינו כדי שייבוא יתנהג באופן צפוי:

- תאריכים בפורמט ISO ‏(\`2026-03-05\`), אף פעם לא \`05/03/26\`, שהגדרות אזוריות שונות קוראות אחרת;
- סכומים כמספרים נקיים עם נקודה עשרונית, בלי מפריד אלפים ובלי סימן מטבע, כשהמטבע הוא שדה בפני עצמו;
- הטקסט המודפס לצד כל ערך מנורמל, כך ששום דבר לא הולך לאיבוד בנרמול;
- תאים שמתחילים ב-\`=\`, ‏\`+\`, ‏\`-\` או \`@\` עוברים הגנה, כך שמסמך זדוני לא יכול להבריח נוסחה לגיליון שלכם.

אפשר להוריד כל ייצוא מהפורטל. מה-API, תוצאת ה-JSON הופכת ל-CSV בשורה אחת, למשל עם \`jq\`:

\`\`\`bash
curl -sS "https://api.docread.example/v3/results/job_01JA9K3F7Q2W8E5R4T6Y" \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  | jq -r '.structuredData.fields | to_entries[] | [.key, .value.value, .value.confidence] | @csv'
\`\`\`

## ‏XLSX: לאנשים שיקראו את הנתונים

כשאדם יפתח את הקובץ, ולא מערכת שמייבאת אותו, XLSX היא הבחירה הטובה יותר. הוא שומר טיפוסים, כך שסכומים הם מספרים ותאריכים הם תאריכים, ואין בו בעיות קידוד בכלל. בחוברת העבודה של DocRead יש:

1. גיליון **Fields** עם שורה לכל שדה: שם, ערך, הטקסט המודפס, ביטחון ועמוד;
2. גיליון לכל רשימה, כמו שורות פריטים או תנועות, וגיליון לכל טבלה שנמצאה במסמך;
3. גיליונות של מסמכים בעברית מוגדרים מימין לשמאל, כך שהעמודות נקראות בסדר הטבעי.

מכיוון שהביטחון מופיע ליד כל ערך, הקורא יכול למיין או לסנן לפיו ולבדוק קודם את הערכים החלשים, גם מחוץ לפורטל.

### קריאת התוצאות בקוד שלכם

אם אתם מעדיפים לבנות את הגיליון בעצמכם, בתוצאת ה-JSON יש הכול. כותב CSV מינימלי ב-TypeScript, עם BOM ועם מירכאות כמו שצריך, נראה כך:

\`\`\`ts
type Field = { value: string | number | boolean | null; confidence: number };

const quote = (v: unknown) => \`"\${String(v ?? '').replace(/"/g, '""')}"\`;

export function fieldsToCsv(fields: Record<string, Field>): string {
  const rows = [['field', 'value', 'confidence']];
  for (const [name, field] of Object.entries(fields)) {
    rows.push([name, String(field.value ?? ''), field.confidence.toFixed(2)]);
  }
  return '\\uFEFF' + rows.map((row) => row.map(quote).join(',')).join('\\r\\n') + '\\r\\n';
}
\`\`\`

## ‏PDF ניתן לחיפוש: לארכיונים ולאנשים

ה-PDF הניתן לחיפוש שומר את תמונת העמוד המקורית בדיוק כפי שנסרקה, ומוסיף שכבת טקסט בלתי נראית שמיושרת עם המילים בעמוד. המסמך נראה בלי שינוי, אבל אפשר לחפש בו, לסמן טקסט ולהעתיק אותו.

בעברית, שכבת הטקסט נכתבת ב**סדר לוגי** עם מידע כיווניות נכון, כך שהעתקת שורה מה-PDF והדבקתה במייל נותנת טקסט קריא ולא מילים הפוכות. זה החלק שכלים רבים מפספסים, וזו הסיבה שקובצי PDF ניתנים לחיפוש מחלק מהסורקים חסרי תועלת לחיפוש בעברית.

‏PDF ניתן לחיפוש הוא הייצוא הנכון לארכיונים, לרשומות משפטיות ורגולטוריות שחייבות לשמר את המראה המקורי, ולשיתוף מסמכים עם אנשים שאין להם גישה לפורטל.

## במה כדאי להשתמש?

- **ייבוא למערכת אחרת**: CSV, או ה-API של JSON אם האינטגרציה בשליטתכם.
- **שליחת נתונים לאדם**: XLSX.
- **ארכוב המסמך עצמו**: PDF ניתן לחיפוש.
- **בניית תהליך משלכם**: JSON, תמיד; שאר הפורמטים נוצרים ממנו.

כל הייצואים נוצרים מאותה תוצאה, ולכן הם אף פעם לא סותרים זה את זה או את מה שהפורטל מציג. ה[תיעוד](/docs) מתאר את העמודות של כל ייצוא, ו[עמוד היכולות](/features) מציג דוגמאות.
`,
  },
};
