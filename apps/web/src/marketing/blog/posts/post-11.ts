import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 11,
  category: 'api',
  date: '2026-04-07',
  readTime: 3,
  views: 3340,
  trending: false,
  featured: false,
  image: '/blog/11.svg',
  author: {
    name: 'Daniel Cohen',
    role: { en: 'Staff Engineer, API', he: 'מהנדס ראשי, ממשק API' },
    avatar: 'DC',
  },
  en: {
    title: 'Processing Documents in Bulk with the Async API, Webhooks and Back-off',
    excerpt:
      'For batches and long PDFs, submit by URL, get a jobId at once and let DocRead call you back. A practical pattern with POST /v3/process/async, GET /v3/results/{jobId}, polling as a fallback and polite retries on 429.',
    content: `The synchronous \`POST /v3/process\` call is convenient: send a file, wait, get JSON. But waiting is a poor fit for a nightly batch of two thousand supplier invoices, or for a 60-page contract. Holding an HTTP connection open for each document ties up your workers, and one slow network hop can fail the whole batch. The asynchronous API separates submitting from collecting.

## How the async flow works

1. You call \`POST /v3/process/async\` with a \`fileUrl\` where DocRead can download the document, and optionally a \`webhookUrl\`.
2. DocRead answers immediately with a \`jobId\`. The document is queued.
3. When processing ends, DocRead sends a signed webhook to your \`webhookUrl\` with the \`jobId\`, the \`status\` (\`completed\` or \`failed\`) and a \`timestamp\`.
4. You fetch the result with \`GET /v3/results/{jobId}\`.

The result has exactly the same shape as the synchronous answer, so the code that reads fields does not change.

## Submitting a job

The \`fileUrl\` must be reachable from DocRead's servers. A short-lived pre-signed URL from your object storage is ideal: it works for one download and expires soon after.

\`\`\`bash
curl -sS https://api.docread.example/v3/process/async \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "fileUrl": "https://files.example.com/inbox/inv-20451.pdf?sig=abc123",
    "webhookUrl": "https://erp.example.com/hooks/docread",
    "documentType": "invoice",
    "languageHint": "he,en"
  }'
\`\`\`

The answer is small:

\`\`\`json
{ "jobId": "job_01JBX5R4W2H7N8C3D6F9", "status": "pending" }
\`\`\`

Store the \`jobId\` next to your own record for the document before doing anything else. It is the key that ties the webhook, the result and your data together.

## Collecting results without a webhook

Webhooks are the efficient path, but a polling fallback makes the system robust when your endpoint is down for maintenance. Poll with increasing delays, not in a tight loop:

\`\`\`ts
const API = 'https://api.docread.example/v3';
const headers = { Authorization: \`Bearer \${process.env.DOCREAD_API_KEY}\` };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForResult(jobId: string, maxAttempts = 8) {
  let delay = 1000;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const response = await fetch(\`\${API}/results/\${jobId}\`, { headers });
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('Retry-After'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : delay);
    } else if (!response.ok) {
      throw new Error(\`Result request failed with \${response.status}\`);
    } else {
      const job = await response.json();
      if (job.status === 'completed' || job.status === 'failed') return job;
      await sleep(delay);
    }
    delay = Math.min(delay * 2, 30_000) + Math.floor(Math.random() * 250);
  }
  throw new Error(\`Job \${jobId} is still running; try again later\`);
}
\`\`\`

The small random jitter keeps a thousand clients from retrying in lockstep after an outage.

## Submitting a batch politely

When you submit many documents at once, the limit you will hit first is the request rate, not processing capacity. Three habits keep a batch smooth:

- **Bounded concurrency.** Submit with a small pool, say five requests in flight, instead of firing all of them at once.
- **Respect 429.** A \`429 Too Many Requests\` is not an error in your data; wait and retry with exponential back-off. Only a \`400\` means the request itself must change.
- **Idempotent bookkeeping.** If your submitter crashes halfway, restarting it should skip documents that already have a \`jobId\`.

### Handling failures

A job that ends in \`failed\` carries a reason, such as an unreadable file, a password-protected PDF or a download error from \`fileUrl\`. Download errors are usually worth one retry with a fresh URL; the others need a person or a different file.

## Putting it together

A robust integration usually looks like this: a submitter with bounded concurrency, a webhook endpoint that verifies signatures and enqueues the \`jobId\`, a worker that fetches results and writes them to your system, and a nightly sweep that polls any job older than an hour with no webhook. Each part is small, and any one of them can fail without losing documents.

The request and response reference for every endpoint is in the [documentation](/docs). For large volumes or custom rate limits, [contact our sales team](/contact-sales).
`,
  },
  he: {
    title: 'עיבוד מסמכים בכמויות עם ה-API האסינכרוני, Webhooks והשהיה מדורגת',
    excerpt:
      'לאצוות ולקובצי PDF ארוכים: שולחים לפי כתובת, מקבלים jobId מיד ונותנים ל-DocRead לחזור אליכם. תבנית מעשית עם POST /v3/process/async, ‏GET /v3/results/{jobId}, תשאול כגיבוי וניסיונות חוזרים מנומסים על 429.',
    content: `הקריאה הסינכרונית \`POST /v3/process\` נוחה: שולחים קובץ, מחכים, מקבלים JSON. אבל המתנה לא מתאימה לאצווה לילית של אלפיים חשבוניות ספקים, או לחוזה של 60 עמודים. חיבור HTTP פתוח לכל מסמך תופס את התהליכים שלכם, ותקלת רשת איטית אחת יכולה להפיל את כל האצווה. ה-API האסינכרוני מפריד בין השליחה לבין האיסוף.

## איך הזרימה האסינכרונית עובדת

1. קוראים ל-\`POST /v3/process/async\` עם \`fileUrl\`, כתובת שממנה DocRead יכול להוריד את המסמך, ואופציונלית עם \`webhookUrl\`.
2. DocRead עונה מיד עם \`jobId\`. המסמך נכנס לתור.
3. כשהעיבוד מסתיים, DocRead שולח webhook חתום ל-\`webhookUrl\` עם ה-\`jobId\`, ה-\`status\` (\`completed\` או \`failed\`) ו-\`timestamp\`.
4. מושכים את התוצאה עם \`GET /v3/results/{jobId}\`.

לתוצאה יש בדיוק אותו מבנה כמו לתשובה הסינכרונית, כך שהקוד שקורא את השדות לא משתנה.

## שליחת משימה

ה-\`fileUrl\` חייב להיות נגיש מהשרתים של DocRead. כתובת חתומה מראש וקצרת חיים מאחסון האובייקטים שלכם היא האפשרות האידיאלית: היא עובדת להורדה אחת ופגה זמן קצר אחר כך.

\`\`\`bash
curl -sS https://api.docread.example/v3/process/async \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "fileUrl": "https://files.example.com/inbox/inv-20451.pdf?sig=abc123",
    "webhookUrl": "https://erp.example.com/hooks/docread",
    "documentType": "invoice",
    "languageHint": "he,en"
  }'
\`\`\`

התשובה קטנה:

\`\`\`json
{ "jobId": "job_01JBX5R4W2H7N8C3D6F9", "status": "pending" }
\`\`\`

לפני כל דבר אחר, שמרו את ה-\`jobId\` לצד הרשומה שלכם עבור המסמך. זה המפתח שקושר יחד את ה-webhook, את התוצאה ואת הנתונים שלכם.

## איסוף תוצאות בלי webhook

Webhooks הם המסלול היעיל, אבל גיבוי של תשאול הופך את המערכת לעמידה כשנקודת הקצה שלכם למטה לתחזוקה. תשאלו עם השהיות הולכות וגדלות, לא בלולאה צפופה:

\`\`\`ts
const API = 'https://api.docread.example/v3';
const headers = { Authorization: \`Bearer \${process.env.DOCREAD_API_KEY}\` };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForResult(jobId: string, maxAttempts = 8) {
  let delay = 1000;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const response = await fetch(\`\${API}/results/\${jobId}\`, { headers });
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('Retry-After'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : delay);
    } else if (!response.ok) {
      throw new Error(\`Result request failed with \${response.status}\`);
    } else {
      const job = await response.json();
      if (job.status === 'completed' || job.status === 'failed') return job;
      await sleep(delay);
    }
    delay = Math.min(delay * 2, 30_000) + Math.floor(Math.random() * 250);
  }
  throw new Error(\`Job \${jobId} is still running; try again later\`);
}
\`\`\`

הרעד האקראי הקטן מונע מאלף לקוחות לנסות שוב באותו רגע בדיוק אחרי תקלה.

## שליחת אצווה בנימוס

כששולחים הרבה מסמכים בבת אחת, המגבלה הראשונה שתפגשו היא קצב הבקשות, לא יכולת העיבוד. שלושה הרגלים שומרים על אצווה חלקה:

- **מקביליות מוגבלת.** שלחו עם מאגר קטן, נניח חמש בקשות באוויר, במקום לירות את כולן בבת אחת.
- **כבדו את 429.** ‏\`429 Too Many Requests\` אינו שגיאה בנתונים שלכם; המתינו ונסו שוב עם השהיה שגדלה באופן מעריכי. רק \`400\` אומר שהבקשה עצמה צריכה להשתנות.
- **רישום אידמפוטנטי.** אם תהליך השליחה קורס באמצע, הפעלה מחדש צריכה לדלג על מסמכים שכבר יש להם \`jobId\`.

### טיפול בכישלונות

משימה שמסתיימת ב-\`failed\` כוללת סיבה, כמו קובץ לא קריא, PDF מוגן בסיסמה או שגיאת הורדה מ-\`fileUrl\`. על שגיאות הורדה בדרך כלל שווה לנסות שוב פעם אחת עם כתובת חדשה; האחרות צריכות אדם או קובץ אחר.

## מחברים הכול

אינטגרציה עמידה נראית בדרך כלל כך: תהליך שליחה עם מקביליות מוגבלת, נקודת קצה ל-webhook שמאמתת חתימות ומכניסה את ה-\`jobId\` לתור, תהליך עבודה שמושך תוצאות וכותב אותן למערכת שלכם, וסריקה לילית שמתשאלת כל משימה בת יותר משעה שלא הגיע עבורה webhook. כל חלק קטן, וכל אחד מהם יכול להיכשל בלי שיאבדו מסמכים.

התיעוד של הבקשות והתשובות לכל נקודת קצה נמצא ב[תיעוד](/docs). להיקפים גדולים או למגבלות קצב מותאמות, [פנו לצוות המכירות](/contact-sales).
`,
  },
};
