import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 10,
  category: 'api',
  date: '2026-04-28',
  readTime: 3,
  views: 5780,
  trending: true,
  featured: false,
  image: '/blog/10.svg',
  author: {
    name: 'Daniel Cohen',
    role: { en: 'Staff Engineer, API', he: 'מהנדס ראשי, ממשק API' },
    avatar: 'DC',
  },
  en: {
    title: 'Your First DocRead API Call: From API Key to Structured JSON',
    excerpt:
      'A hands-on walkthrough of POST /v3/process: creating a key, sending a Hebrew invoice with curl and with TypeScript fetch, reading fields and confidence, and handling the errors you will actually meet.',
    content: `This tutorial takes you from an empty terminal to structured data extracted from a real invoice. You need a DocRead account, a document (PDF, PNG, JPEG or TIFF, up to 10 MB) and either \`curl\` or Node.js 18 or later.

## Step 1: create an API key

Sign in, open **API Keys** in the [dashboard](/dashboard) and create a key. Give it a name that says where it will live, such as "billing-service production". Keys look like \`ocr_\` followed by 64 hexadecimal characters.

The full key is shown **once**. We store only a hash of it, so we cannot show it to you again; if you lose it, revoke it and create another. Put it in an environment variable rather than in your code:

\`\`\`bash
export DOCREAD_API_KEY="ocr_paste_your_key_here"
\`\`\`

## Step 2: send a document with curl

The synchronous endpoint accepts a multipart upload and answers when the document has been read. Two optional fields help: \`languageHint\` (\`he\`, \`en\` or \`he,en\`) and \`documentType\` (\`invoice\`, \`receipt\`, \`id\`, \`passport\`, \`bank_statement\`, \`contract\`, \`form\` or \`other\`). Without them, DocRead detects both.

\`\`\`bash
curl -sS https://api.docread.example/v3/process \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -F "file=@invoice.pdf" \\
  -F "languageHint=he,en" \\
  -F "documentType=invoice"
\`\`\`

Replace the host with the address shown in your dashboard, or with your own server if you self-host.

## Step 3: read the answer

A successful answer is JSON. The part you will use most is \`structuredData.fields\`: one entry per extracted field, each with a normalised \`value\`, the printed \`text\`, a \`confidence\` between 0 and 1 and the page it came from.

\`\`\`json
{
  "jobId": "job_01JC7V2S9R8M4E6W1Q0Z",
  "status": "completed",
  "structuredData": {
    "documentType": "invoice",
    "language": ["he", "en"],
    "fields": {
      "invoiceId": { "value": "20451", "text": "20451", "confidence": 0.99, "page": 1 },
      "invoiceDate": { "value": "2026-04-02", "text": "02/04/2026", "confidence": 0.98, "page": 1 },
      "totalAmount": { "value": 2360, "text": "2,360.00 ₪", "confidence": 0.97, "page": 1 }
    },
    "needsReview": false,
    "warnings": []
  }
}
\`\`\`

## Step 4: the same call from TypeScript

Node 18+ has \`fetch\`, \`FormData\` and \`Blob\` built in, so no extra packages are needed:

\`\`\`ts
import { readFile } from 'node:fs/promises';

const API = 'https://api.docread.example/v3';

export async function processInvoice(path: string) {
  const form = new FormData();
  form.append('file', new Blob([await readFile(path)]), 'invoice.pdf');
  form.append('languageHint', 'he,en');
  form.append('documentType', 'invoice');

  const response = await fetch(\`\${API}/process\`, {
    method: 'POST',
    headers: { Authorization: \`Bearer \${process.env.DOCREAD_API_KEY}\` },
    body: form,
  });
  if (!response.ok) {
    throw new Error(\`DocRead answered \${response.status}: \${await response.text()}\`);
  }
  const result = await response.json();
  return result.structuredData.fields;
}
\`\`\`

Do not set the \`Content-Type\` header yourself: \`fetch\` adds the multipart boundary for you, and a hand-written header without it breaks the upload.

## Errors you will meet

- **400 Bad Request**: the input is wrong, for example a missing \`file\` or an unknown \`documentType\`. The body explains which field; fix the request rather than retrying.
- **401 Unauthorized**: the key is missing, mistyped or revoked.
- **413 Payload Too Large**: the file exceeds 10 MB. Split large PDFs or lower the scan resolution to 300 DPI.
- **429 Too Many Requests**: you are over your rate limit. Wait and retry with exponential back-off, honouring the \`Retry-After\` header when present.
- **5xx**: something failed on our side. Retry a few times with back-off; if it persists, the status page and support will know.

## When to use the async endpoint instead

The synchronous call is ideal for single documents and interactive tools. For batches, long PDFs or anything triggered by a background job, use \`POST /v3/process/async\` with a \`fileUrl\` and a \`webhookUrl\`; we describe it in a separate article. Both return the same result format.

## Next steps

The [documentation](/docs) has the full field reference for each document type. If you have not got an account yet, [sign up](/signup); the free trial is enough to run every example in this article.
`,
  },
  he: {
    title: 'הקריאה הראשונה שלכם ל-API של DocRead: ממפתח API ועד JSON מובנה',
    excerpt:
      'הדרכה מעשית ל-POST /v3/process: יצירת מפתח, שליחת חשבונית בעברית עם curl ועם fetch ב-TypeScript, קריאת שדות וציוני ביטחון, וטיפול בשגיאות שבאמת תפגשו.',
    content: `ההדרכה הזו לוקחת אתכם ממסוף ריק ועד נתונים מובנים שחולצו מחשבונית אמיתית. צריך חשבון ב-DocRead, מסמך (PDF, PNG, JPEG או TIFF, עד 10 MB) ו-\`curl\` או Node.js בגרסה 18 ומעלה.

## שלב 1: יוצרים מפתח API

התחברו, פתחו את **מפתחות API** ב[לוח הבקרה](/dashboard) וצרו מפתח. תנו לו שם שמספר איפה הוא יגור, למשל "שירות החיובים, ייצור". מפתחות נראים כך: \`ocr_\` ואחריו 64 תווים הקסדצימליים.

המפתח המלא מוצג **פעם אחת בלבד**. אנחנו שומרים רק גיבוב שלו, ולכן לא נוכל להציג אותו שוב; אם איבדתם אותו, בטלו אותו וצרו חדש. שימו אותו במשתנה סביבה ולא בתוך הקוד:

\`\`\`bash
export DOCREAD_API_KEY="ocr_paste_your_key_here"
\`\`\`

## שלב 2: שולחים מסמך עם curl

נקודת הקצה הסינכרונית מקבלת העלאת multipart ועונה כשהמסמך נקרא. שני שדות אופציונליים עוזרים: \`languageHint\` (\`he\`, \`en\` או \`he,en\`) ו-\`documentType\` (\`invoice\`, \`receipt\`, \`id\`, \`passport\`, \`bank_statement\`, \`contract\`, \`form\` או \`other\`). בלעדיהם DocRead מזהה את שניהם בעצמו.

\`\`\`bash
curl -sS https://api.docread.example/v3/process \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -F "file=@invoice.pdf" \\
  -F "languageHint=he,en" \\
  -F "documentType=invoice"
\`\`\`

החליפו את הכתובת בזו שמופיעה בלוח הבקרה שלכם, או בשרת שלכם אם אתם בהתקנה עצמית.

## שלב 3: קוראים את התשובה

תשובה מוצלחת היא JSON. החלק שתשתמשו בו הכי הרבה הוא \`structuredData.fields\`: רשומה לכל שדה שחולץ, ובכל אחת \`value\` מנורמל, ה-\`text\` כפי שהודפס, \`confidence\` בין 0 ל-1 והעמוד שממנו הגיע.

\`\`\`json
{
  "jobId": "job_01JC7V2S9R8M4E6W1Q0Z",
  "status": "completed",
  "structuredData": {
    "documentType": "invoice",
    "language": ["he", "en"],
    "fields": {
      "invoiceId": { "value": "20451", "text": "20451", "confidence": 0.99, "page": 1 },
      "invoiceDate": { "value": "2026-04-02", "text": "02/04/2026", "confidence": 0.98, "page": 1 },
      "totalAmount": { "value": 2360, "text": "2,360.00 ₪", "confidence": 0.97, "page": 1 }
    },
    "needsReview": false,
    "warnings": []
  }
}
\`\`\`

## שלב 4: אותה קריאה מ-TypeScript

ב-Node 18 ומעלה \`fetch\`, \`FormData\` ו-\`Blob\` מובנים, כך שלא צריך חבילות נוספות:

\`\`\`ts
import { readFile } from 'node:fs/promises';

const API = 'https://api.docread.example/v3';

export async function processInvoice(path: string) {
  const form = new FormData();
  form.append('file', new Blob([await readFile(path)]), 'invoice.pdf');
  form.append('languageHint', 'he,en');
  form.append('documentType', 'invoice');

  const response = await fetch(\`\${API}/process\`, {
    method: 'POST',
    headers: { Authorization: \`Bearer \${process.env.DOCREAD_API_KEY}\` },
    body: form,
  });
  if (!response.ok) {
    throw new Error(\`DocRead answered \${response.status}: \${await response.text()}\`);
  }
  const result = await response.json();
  return result.structuredData.fields;
}
\`\`\`

אל תגדירו בעצמכם את הכותרת \`Content-Type\`: ‏\`fetch\` מוסיף את גבול ה-multipart בשבילכם, וכותרת שנכתבה ידנית בלעדיו שוברת את ההעלאה.

## השגיאות שתפגשו

- **400 Bad Request**: הקלט שגוי, למשל \`file\` חסר או \`documentType\` לא מוכר. הגוף מסביר איזה שדה; תקנו את הבקשה במקום לנסות שוב.
- **401 Unauthorized**: המפתח חסר, מוקלד לא נכון או מבוטל.
- **413 Payload Too Large**: הקובץ גדול מ-10 MB. פצלו קובצי PDF ארוכים או הורידו את רזולוציית הסריקה ל-300 DPI.
- **429 Too Many Requests**: עברתם את מגבלת הקצב. המתינו ונסו שוב עם השהיה שגדלה באופן מעריכי, ואם יש כותרת \`Retry-After\`, כבדו אותה.
- **5xx**: משהו נכשל אצלנו. נסו שוב כמה פעמים עם השהיה; אם זה נמשך, דף הסטטוס והתמיכה יודעים.

## מתי לעבור לנקודת הקצה האסינכרונית

הקריאה הסינכרונית מושלמת למסמכים בודדים ולכלים אינטראקטיביים. לאצוות, לקובצי PDF ארוכים או לכל דבר שמופעל מעבודת רקע, השתמשו ב-\`POST /v3/process/async\` עם \`fileUrl\` ו-\`webhookUrl\`; הקדשנו לה מאמר נפרד. שתיהן מחזירות את אותו מבנה תוצאה.

## הצעדים הבאים

ב[תיעוד](/docs) תמצאו את רשימת השדות המלאה לכל סוג מסמך. אם עדיין אין לכם חשבון, [הירשמו](/signup); תקופת הניסיון מספיקה כדי להריץ כל דוגמה במאמר הזה.
`,
  },
};
