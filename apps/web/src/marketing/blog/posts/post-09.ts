import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 9,
  category: 'security',
  date: '2026-05-19',
  readTime: 3,
  views: 4230,
  trending: true,
  featured: false,
  image: '/blog/9.svg',
  author: { name: 'Yoav Mizrahi', role: { en: 'Security Lead', he: 'ראש תחום אבטחת מידע' }, avatar: 'YM' },
  en: {
    title: 'Verifying DocRead Webhooks: Signatures, Timestamps and Replays',
    excerpt:
      'Anyone can send a POST request to your webhook URL. Here is how DocRead signs every delivery with the Standard Webhooks scheme, and a complete TypeScript verifier that rejects forgeries, stale messages and replays.',
    content: `Webhooks are the simplest way to learn that a document has finished processing: instead of polling, you give DocRead a URL and we call it. The catch is that your endpoint is public. Anyone who discovers the URL can post a fake "completed" event and, if your handler trusts it, trigger a payment, overwrite a record or simply flood your queue. Verifying signatures closes that door.

## The scheme we use

DocRead follows the open **Standard Webhooks** specification, so existing libraries and your own code can verify our deliveries without any DocRead-specific logic. Every delivery carries three headers:

- \`webhook-id\`: a unique id for the message. Retries of the same message keep the same id.
- \`webhook-timestamp\`: when the message was signed, in seconds since the Unix epoch.
- \`webhook-signature\`: one or more space-separated signatures, each in the form \`v1,<base64>\`.

The signature is an HMAC-SHA256 over the string \`id.timestamp.body\`, using your endpoint's signing secret. The secret starts with \`whsec_\` and is shown once, when you create the endpoint in the [dashboard](/dashboard). Store it like a password.

The body itself is small and never contains document data:

\`\`\`json
{
  "type": "processing_completed",
  "jobId": "job_01JD2Q8M7X4K9T3B5N6P",
  "status": "completed",
  "timestamp": "2026-05-19T09:41:07Z"
}
\`\`\`

To fetch the result, you call \`GET /v3/results/{jobId}\` with your API key. That way a leaked webhook payload reveals nothing about the document.

## A complete verifier

This function uses only Node's built-in \`crypto\` module:

\`\`\`ts
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

export function verifyWebhook(secret: string, headers: Headers, body: string): boolean {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const signatures = headers.get('webhook-signature');
  if (!id || !timestamp || !signatures) return false;

  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > TOLERANCE_SECONDS) return false;

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();

  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
\`\`\`

### Four details that matter

1. **Verify the raw body.** Sign and verify the exact bytes you received. If your framework parses JSON first and you re-serialise it, whitespace or key order may change and every signature will fail. Read the body as text, verify, then parse.
2. **Compare in constant time.** \`timingSafeEqual\` prevents an attacker from learning the signature byte by byte from response times.
3. **Check the timestamp.** A five-minute window stops an attacker from replaying a captured delivery next week. Keep your server clock in sync with NTP.
4. **Accept several signatures.** During secret rotation, a delivery may carry signatures from the old and new secret. Accept the message if any one of them is valid.

## Handling deliveries well

- **Respond fast.** Return a \`2xx\` status as soon as the signature is valid and the message is queued. Do the real work afterwards. Slow responses are treated as failures and retried.
- **Be idempotent.** We retry failed deliveries with exponential back-off, so the same message can arrive more than once. Record each \`webhook-id\` you have processed and skip duplicates.
- **Do not trust the event alone.** Even after verification, treat the webhook as a notification. Read the authoritative state from \`GET /v3/results/{jobId}\`.
- **Use HTTPS.** The signature protects integrity, not confidentiality. TLS protects both the payload and your secret's usefulness.

## Rotating a secret

If a secret may have leaked, replace the endpoint: create a new webhook in the dashboard with the same URL, deploy its secret to your receiver, then delete the old webhook. While both exist, your receiver may get the same event twice, once per endpoint, which the idempotency check above already handles. Accepting several signatures, as the verifier does, also keeps you compatible with senders that sign with an old and a new secret during rotation.

## Testing your endpoint

Before going live, sign a sample body yourself with the endpoint's secret, exactly as described above, and post it to your receiver. Check that the valid message is accepted and, just as important, that the same message with one changed character in the body is rejected. The full webhook reference, including every event type, is in the [documentation](/docs).
`,
  },
  he: {
    title: 'אימות Webhooks של DocRead: חתימות, חותמות זמן והתקפות שידור חוזר',
    excerpt:
      'כל אחד יכול לשלוח בקשת POST לכתובת ה-webhook שלכם. כך DocRead חותם על כל שליחה בשיטת Standard Webhooks, והנה מאמת מלא ב-TypeScript שדוחה זיופים, הודעות ישנות ושידורים חוזרים.',
    content: `Webhooks הם הדרך הפשוטה ביותר לדעת שמסמך סיים לעבור עיבוד: במקום לשאול שוב ושוב, אתם נותנים ל-DocRead כתובת ואנחנו קוראים לה. הבעיה היא שנקודת הקצה שלכם ציבורית. כל מי שמגלה את הכתובת יכול לשלוח אירוע "הושלם" מזויף, ואם הקוד שלכם סומך עליו, להפעיל תשלום, לדרוס רשומה או פשוט להציף את התור. אימות חתימות סוגר את הדלת הזו.

## השיטה שבה אנחנו משתמשים

DocRead פועל לפי המפרט הפתוח **Standard Webhooks**, כך שספריות קיימות והקוד שלכם יכולים לאמת את השליחות שלנו בלי שום היגיון ייחודי ל-DocRead. כל שליחה כוללת שלוש כותרות:

- \`webhook-id\`: מזהה ייחודי להודעה. ניסיונות חוזרים של אותה הודעה שומרים על אותו מזהה.
- \`webhook-timestamp\`: מתי נחתמה ההודעה, בשניות מאז ראשית זמן יוניקס.
- \`webhook-signature\`: חתימה אחת או יותר, מופרדות ברווח, כל אחת בצורה \`v1,<base64>\`.

החתימה היא HMAC-SHA256 על המחרוזת \`id.timestamp.body\`, עם סוד החתימה של נקודת הקצה. הסוד מתחיל ב-\`whsec_\` ומוצג פעם אחת בלבד, כשאתם יוצרים את נקודת הקצה ב[לוח הבקרה](/dashboard). שמרו עליו כמו על סיסמה.

גוף ההודעה קטן ואף פעם לא מכיל נתונים מהמסמך:

\`\`\`json
{
  "type": "processing_completed",
  "jobId": "job_01JD2Q8M7X4K9T3B5N6P",
  "status": "completed",
  "timestamp": "2026-05-19T09:41:07Z"
}
\`\`\`

כדי לקבל את התוצאה קוראים ל-\`GET /v3/results/{jobId}\` עם מפתח ה-API. כך גם אם תוכן ה-webhook דלף, הוא לא חושף דבר על המסמך.

## מאמת מלא

הפונקציה הזו משתמשת רק במודול \`crypto\` המובנה של Node:

\`\`\`ts
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

export function verifyWebhook(secret: string, headers: Headers, body: string): boolean {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const signatures = headers.get('webhook-signature');
  if (!id || !timestamp || !signatures) return false;

  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > TOLERANCE_SECONDS) return false;

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();

  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
\`\`\`

### ארבעה פרטים שחשובים

1. **אמתו את הגוף הגולמי.** חותמים ומאמתים את הבייטים המדויקים שהתקבלו. אם המסגרת שלכם מפענחת JSON קודם ואתם מסדרים אותו מחדש, הרווחים או סדר המפתחות עלולים להשתנות וכל חתימה תיכשל. קראו את הגוף כטקסט, אמתו, ורק אז פענחו.
2. **השוו בזמן קבוע.** \`timingSafeEqual\` מונע מתוקף ללמוד את החתימה בייט אחר בייט מזמני התגובה.
3. **בדקו את חותמת הזמן.** חלון של חמש דקות מונע מתוקף לשדר מחדש שליחה שתפס, בשבוע הבא. שמרו על שעון השרת מסונכרן עם NTP.
4. **קבלו כמה חתימות.** בזמן החלפת סוד, שליחה יכולה לשאת חתימות מהסוד הישן ומהחדש. קבלו את ההודעה אם אחת מהן תקינה.

## טיפול נכון בשליחות

- **ענו מהר.** החזירו סטטוס \`2xx\` ברגע שהחתימה תקינה וההודעה נכנסה לתור, ובצעו את העבודה האמיתית אחר כך. תגובות איטיות נחשבות לכישלון ונשלחות שוב.
- **היו אידמפוטנטיים.** אנחנו שולחים שוב שליחות שנכשלו, עם השהיה שגדלה באופן מעריכי, כך שאותה הודעה יכולה להגיע יותר מפעם אחת. שמרו כל \`webhook-id\` שטיפלתם בו ודלגו על כפילויות.
- **אל תסמכו על האירוע לבדו.** גם אחרי אימות, התייחסו ל-webhook כהתראה. את המצב המחייב קראו מ-\`GET /v3/results/{jobId}\`.
- **השתמשו ב-HTTPS.** החתימה מגינה על השלמות, לא על הסודיות. TLS מגן גם על התוכן וגם על הערך של הסוד שלכם.

## החלפת סוד

אם יש חשש שסוד דלף, החליפו את נקודת הקצה: צרו בלוח הבקרה webhook חדש עם אותה כתובת, פרסו את הסוד שלו אצל המקבל, ואז מחקו את ה-webhook הישן. כל עוד שניהם קיימים, המקבל שלכם עשוי לקבל את אותו אירוע פעמיים, פעם לכל נקודת קצה, ובדיקת האידמפוטנטיות שלמעלה כבר מטפלת בזה. קבלה של כמה חתימות, כמו שהמאמת עושה, שומרת אתכם תואמים גם לשולחים שחותמים בסוד ישן ובסוד חדש בזמן החלפה.

## בדיקת נקודת הקצה

לפני העלייה לאוויר, חתמו בעצמכם על גוף לדוגמה בסוד של נקודת הקצה, בדיוק כפי שתואר למעלה, ושלחו אותו למקבל שלכם. ודאו שההודעה התקינה מתקבלת, ולא פחות חשוב, שאותה הודעה עם תו אחד ששונה בגוף נדחית. התיעוד המלא של ה-webhooks, כולל כל סוגי האירועים, נמצא ב[תיעוד](/docs).
`,
  },
};
