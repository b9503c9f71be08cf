import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 16,
  category: 'security',
  date: '2025-12-16',
  readTime: 3,
  views: 3480,
  trending: false,
  featured: false,
  image: '/blog/16.svg',
  author: { name: 'Yoav Mizrahi', role: { en: 'Security Lead', he: 'ראש תחום אבטחת מידע' }, avatar: 'YM' },
  en: {
    title: 'Keeping Documents Private: A Security Checklist for OCR Integrations',
    excerpt:
      'Invoices, ID cards and bank statements are some of the most sensitive files a company holds. What DocRead does to protect them, what remains your responsibility, and a checklist for API keys, retention and access you can apply today.',
    content: `A document-recognition service sees a company at its most exposed: supplier prices, salaries, passport scans, bank balances. Before you send a single file to any OCR provider, including us, you should know where that file goes, who can read it and when it disappears. This article explains our side of the arrangement and offers a checklist for yours.

## What we protect on our side

- **Encryption in transit.** Every connection to the hosted API and portal uses TLS.
- **Deletion that means it.** Deleting a document in the portal removes the stored file together with its record, not just the link to it.
- **No training on your documents.** Customer documents are never used to train or evaluate our models. Our measurements use only our public evaluation sets of synthetic and specimen documents.
- **Quiet logs.** Request logs are designed to record ids, sizes, timings and status codes, not document text, extracted values or API keys.
- **Minimal webhooks.** A webhook tells you that a job finished and carries its \`jobId\`, never the document's content. You fetch the result with your key.

## API keys: treat them like passwords

An API key is a bearer credential: whoever holds it can act as you. DocRead helps by design. Keys start with \`ocr_\` so secret scanners can recognise them, the full key is shown only once, and we keep only a hash plus a short prefix for display. The rest is up to you:

1. **One key per service and environment.** If the staging server leaks its key, production is unaffected, and you can see which service made which request.
2. **Never ship a key to a browser or mobile app.** Anything in front-end code is public. Put a thin endpoint on your own server between users and DocRead.
3. **Rotate on departure.** When someone who had access to a key leaves, create a new key, deploy it, then revoke the old one.
4. **Revoke quickly.** A key revoked in the [dashboard](/dashboard) stops working on the next request.

A server-side proxy can be very small. The user authenticates with your application; only your server knows the DocRead key:

\`\`\`ts
// Runs on your server. The browser never sees DOCREAD_API_KEY.
export async function forwardUpload(userFile: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', userFile, fileName);
  form.append('documentType', 'invoice');

  const response = await fetch('https://api.docread.example/v3/process', {
    method: 'POST',
    headers: { Authorization: \`Bearer \${process.env.DOCREAD_API_KEY}\` },
    body: form,
  });
  if (!response.ok) throw new Error(\`Upload failed with \${response.status}\`);
  return response.json();
}
\`\`\`

## Retention: keep less, for less time

The safest document is the one you no longer store. Decide how long you truly need originals. Often the extracted data is enough after a review, and the original can go to your own archive or be deleted. Delete documents from the portal as soon as your workflow is done with them, and make that part of the workflow rather than an occasional clean-up.

## Regulation, briefly

In Israel, the Privacy Protection Law and its data security regulations apply to most databases of personal information, and Amendment 13, in force since August 2025, widened the regulator's enforcement powers. If you process documents about people in the European Union, the GDPR applies as well. Our obligations as a processor are set out in our terms; your own obligations, such as telling people why you collect their documents, remain yours.

> This is a description of our practices and general guidance, not legal advice.

## When documents must not leave your network

Some organisations cannot send certain documents to any external service, whatever the contract says. For them, DocRead can be self-hosted: the same engine and API run on your own servers, with SQLite for a single machine or PostgreSQL for several. No document, result or telemetry is sent to us.

## Your checklist

- Separate API keys per service and environment, stored in a secrets manager.
- No keys in front-end code, repositories or tickets.
- Webhook signatures verified on every delivery.
- Documents deleted as soon as they are no longer needed.
- Access to the portal limited to the people who review documents.
- A named person who revokes keys when staff or vendors change.

If your security team needs more detail, such as how storage, retention and deletion work in detail, [contact us](/contact-sales) and we will walk you through it.
`,
  },
  he: {
    title: 'שומרים על פרטיות המסמכים: רשימת בדיקות אבטחה לאינטגרציות OCR',
    excerpt:
      'חשבוניות, תעודות זהות ודפי חשבון בנק הם מהקבצים הרגישים ביותר שיש לחברה. מה DocRead עושה כדי להגן עליהם, מה נשאר באחריותכם, ורשימת בדיקות למפתחות API, לתקופות שמירה ולהרשאות שאפשר ליישם כבר היום.',
    content: `שירות לזיהוי מסמכים רואה חברה כשהיא הכי חשופה: מחירי ספקים, משכורות, סריקות דרכונים, יתרות בנק. לפני שאתם שולחים קובץ אחד לספק OCR כלשהו, כולל אלינו, כדאי שתדעו לאן הקובץ הולך, מי יכול לקרוא אותו ומתי הוא נעלם. המאמר הזה מסביר את הצד שלנו בהסדר, ומציע רשימת בדיקות לצד שלכם.

## מה אנחנו מגינים עליו אצלנו

- **הצפנה בתעבורה.** כל חיבור ל-API ולפורטל המנוהלים עובר ב-TLS.
- **מחיקה אמיתית.** מחיקת מסמך בפורטל מסירה את הקובץ השמור יחד עם הרשומה שלו, ולא רק את הקישור אליו.
- **בלי אימון על המסמכים שלכם.** מסמכים של לקוחות לעולם לא משמשים לאימון או להערכה של המודלים שלנו. המדידות שלנו משתמשות רק במערכי ההערכה הציבוריים שלנו, שבנויים ממסמכים סינתטיים וממסמכי דוגמה.
- **יומנים שקטים.** יומני הבקשות נועדו לרשום מזהים, גדלים, זמנים וקודי סטטוס, ולא את טקסט המסמך, ערכים שחולצו או מפתחות API.
- **Webhooks מינימליים.** ‏webhook מודיע שמשימה הסתיימה ומעביר את ה-\`jobId\` שלה, אף פעם לא את תוכן המסמך. את התוצאה מושכים עם המפתח שלכם.

## מפתחות API: התייחסו אליהם כמו לסיסמאות

מפתח API הוא אישור נושא: מי שמחזיק בו יכול לפעול בשמכם. DocRead עוזר כבר בתכנון. מפתחות מתחילים ב-\`ocr_\` כדי שסורקי סודות יזהו אותם, המפתח המלא מוצג פעם אחת בלבד, ואנחנו שומרים רק גיבוב ועוד קידומת קצרה לתצוגה. השאר בידיים שלכם:

1. **מפתח אחד לכל שירות ולכל סביבה.** אם שרת הבדיקות מדליף את המפתח שלו, סביבת הייצור לא נפגעת, ואפשר לראות איזה שירות שלח איזו בקשה.
2. **לעולם אל תשלחו מפתח לדפדפן או לאפליקציה.** כל מה שנמצא בקוד צד הלקוח הוא ציבורי. שימו נקודת קצה דקה בשרת שלכם בין המשתמשים ל-DocRead.
3. **החליפו כשמישהו עוזב.** כשמי שהייתה לו גישה למפתח עוזב, צרו מפתח חדש, פרסו אותו, ורק אז בטלו את הישן.
4. **בטלו מהר.** מפתח שבוטל ב[לוח הבקרה](/dashboard) מפסיק לעבוד בבקשה הבאה.

שרת מתווך יכול להיות קטן מאוד. המשתמש מזדהה מול האפליקציה שלכם; רק השרת שלכם מכיר את מפתח DocRead:

\`\`\`ts
// Runs on your server. The browser never sees DOCREAD_API_KEY.
export async function forwardUpload(userFile: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', userFile, fileName);
  form.append('documentType', 'invoice');

  const response = await fetch('https://api.docread.example/v3/process', {
    method: 'POST',
    headers: { Authorization: \`Bearer \${process.env.DOCREAD_API_KEY}\` },
    body: form,
  });
  if (!response.ok) throw new Error(\`Upload failed with \${response.status}\`);
  return response.json();
}
\`\`\`

## שמירה: לשמור פחות, לפחות זמן

המסמך הבטוח ביותר הוא זה שכבר לא שמור אצלכם. החליטו כמה זמן אתם באמת צריכים את המקור. פעמים רבות הנתונים שחולצו מספיקים אחרי בדיקה, והמקור יכול לעבור לארכיון שלכם או להימחק. מחקו מסמכים מהפורטל ברגע שהתהליך שלכם סיים איתם, והפכו את זה לחלק מהתהליך ולא לניקיון שנעשה מדי פעם.

## רגולציה, בקצרה

בישראל, חוק הגנת הפרטיות ותקנות אבטחת המידע חלים על רוב המאגרים של מידע אישי, ותיקון 13, שנכנס לתוקף באוגוסט 2025, הרחיב את סמכויות האכיפה של הרגולטור. אם אתם מעבדים מסמכים של אנשים באיחוד האירופי, חל גם ה-GDPR. החובות שלנו כמעבד מידע מפורטות בתנאי השימוש; החובות שלכם, כמו ליידע אנשים למה אתם אוספים את המסמכים שלהם, נשארות שלכם.

> זהו תיאור של הנהלים שלנו והכוונה כללית, לא ייעוץ משפטי.

## כשמסמכים לא יכולים לצאת מהרשת

יש ארגונים שלא יכולים לשלוח מסמכים מסוימים לשום שירות חיצוני, לא משנה מה כתוב בחוזה. בשבילם DocRead זמין בהתקנה עצמית: אותו מנוע ואותו API רצים על השרתים שלכם, עם SQLite למכונה אחת או PostgreSQL לכמה מכונות. אף מסמך, תוצאה או נתוני טלמטריה לא נשלחים אלינו.

## רשימת הבדיקות שלכם

- מפתחות API נפרדים לכל שירות ולכל סביבה, שמורים במנהל סודות.
- אין מפתחות בקוד צד לקוח, במאגרי קוד או בכרטיסי משימות.
- חתימות webhook נבדקות בכל שליחה.
- מסמכים נמחקים ברגע שאין בהם עוד צורך.
- גישה לפורטל מוגבלת לאנשים שבודקים מסמכים.
- אדם מוגדר שמבטל מפתחות כשעובדים או ספקים מתחלפים.

אם צוות האבטחה שלכם צריך פרטים נוספים, כמו איך בדיוק עובדים האחסון, השמירה והמחיקה, [צרו קשר](/contact-sales) ונעבור על זה יחד.
`,
  },
};
