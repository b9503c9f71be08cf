import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 17,
  category: 'guides',
  date: '2025-11-25',
  readTime: 4,
  views: 2890,
  trending: false,
  featured: false,
  image: '/blog/17.svg',
  author: {
    name: 'Daniel Cohen',
    role: { en: 'Staff Engineer, API', he: 'מהנדס ראשי, ממשק API' },
    avatar: 'DC',
  },
  en: {
    title: 'Self-Hosting DocRead: From npm start to a Multi-Worker Setup',
    excerpt:
      'DocRead runs on your own hardware with two commands and no external services. A guide to the embedded SQLite setup, when to move to PostgreSQL, how workers scale out, and what to back up.',
    content: `Some documents should never leave the building: patient referrals, employee files, customer ID scans for a regulated lender. For those cases DocRead can run entirely on your own servers, with the same engine, API and portal as the hosted service. This guide covers the two setups most teams use and the decisions in between.

## What you need

- A Linux server (or a Mac for evaluation) with at least 2 CPU cores and 4 GB of memory. OCR is CPU-bound, so more cores mean more documents in parallel.
- Disk space for uploaded files and results, sized to your volume and retention period.
- Network access during installation only. At run time DocRead downloads nothing: the Tesseract LSTM models for Hebrew and English and the PDF renderer are installed as ordinary npm packages.

You do not need to install Node.js separately. The project pins its own Node runtime as a dependency, and every npm script uses it.

## The embedded setup: two commands

In a copy of the DocRead repository, run:

\`\`\`bash
npm ci && npm start
\`\`\`

That starts the web server, the API under \`/v3\`, the portal and a background worker in one process. Everything is stored locally:

- the database is a SQLite file under \`./data\`;
- uploaded files and exports live on the local disk, also under \`./data\`;
- without SMTP settings, outgoing e-mail (account confirmation, password reset) is written to \`./data/outbox\` and its links are logged, so you can create the first account without a mail server.

The embedded setup is not a toy. Jobs are rows in the database, so a restart loses nothing: queued documents are picked up again when the process comes back. For a single team processing a few thousand documents a month, it may be all you ever need.

### Before going live

1. Put a reverse proxy with TLS in front of the server.
2. Configure SMTP so people get real e-mails.
3. Create the first administrator and approve accounts from the portal.
4. Decide how long uploaded files should be kept, and write it down.

## Scaling out with PostgreSQL

The embedded setup reaches its limit when one machine's CPUs are no longer enough, or when you need the service to survive the loss of a machine. At that point, point DocRead at PostgreSQL:

\`\`\`bash
export DATABASE_URL="postgres://docread:secret@db.internal:5432/docread"
npm start
\`\`\`

With \`DATABASE_URL\` set, the job queue moves into PostgreSQL as well, and any number of DocRead processes on any number of machines share the work safely. Each job is claimed by exactly one worker, and a job whose worker dies is retried. Uploaded files must then live somewhere every machine can reach: configure S3-compatible object storage instead of the local disk.

A common layout is two or three machines behind a load balancer, all running the same build, with a managed PostgreSQL instance and an object store. Adding capacity means adding a machine.

### SQLite or PostgreSQL?

- **Stay on SQLite** if one machine handles your volume, you want the fewest moving parts, and a short outage during maintenance is acceptable.
- **Move to PostgreSQL** if you need more than one machine, high availability, or your database team wants the data in the engine they already operate.

Both use the same migrations, so moving later is a planned task, not a rewrite.

## Backups and upgrades

Back up two things: the database and the file storage. For SQLite, use its online backup rather than copying the file while the server writes to it. For PostgreSQL, your usual tooling applies. Test a restore at least once before you need it.

Upgrades follow the same path as installation: fetch the new release, run \`npm ci\`, restart. Database migrations run automatically at start, and the release notes say when a migration is large enough to plan for.

## Monitoring

Each process writes structured JSON logs with request ids, and failed documents are listed in the portal with the reason they failed. Alert on documents that stay pending for long and on a rising failure rate: they are the two signals that something needs attention.

## Same API, same results

Self-hosted DocRead answers the same \`/v3\` endpoints with the same result format, so code written against the hosted service works by changing the base URL. The [documentation](/docs) applies to both. To discuss a self-hosted licence, [talk to our team](/contact-sales).
`,
  },
  he: {
    title: 'DocRead בהתקנה עצמית: מ-npm start ועד הקמה עם כמה תהליכי עבודה',
    excerpt:
      'DocRead רץ על החומרה שלכם בשתי פקודות ובלי שירותים חיצוניים. מדריך להקמה המשובצת עם SQLite, מתי לעבור ל-PostgreSQL, איך תהליכי עבודה מתרחבים, ומה צריך לגבות.',
    content: `יש מסמכים שלא אמורים לצאת מהבניין לעולם: הפניות רפואיות, תיקי עובדים, סריקות תעודות זהות של לקוחות אצל גוף מימון מפוקח. למקרים האלה DocRead יכול לרוץ כולו על השרתים שלכם, עם אותו מנוע, אותו API ואותו פורטל כמו בשירות המנוהל. המדריך הזה מכסה את שתי ההקמות שרוב הצוותים משתמשים בהן ואת ההחלטות שביניהן.

## מה צריך

- שרת לינוקס (או מק לצורך התרשמות) עם לפחות 2 ליבות ו-4 GB זיכרון. OCR תלוי במעבד, ולכן יותר ליבות פירושן יותר מסמכים במקביל.
- מקום בדיסק לקבצים שהועלו ולתוצאות, לפי ההיקף ותקופת השמירה שלכם.
- גישה לרשת בזמן ההתקנה בלבד. בזמן ריצה DocRead לא מוריד דבר: מודלי ה-LSTM של Tesseract לעברית ולאנגלית ומנוע הרינדור של PDF מותקנים כחבילות npm רגילות.

לא צריך להתקין Node.js בנפרד. הפרויקט מקבע את סביבת הריצה של Node כתלות, וכל סקריפט npm משתמש בה.

## ההקמה המשובצת: שתי פקודות

בעותק של מאגר DocRead, הריצו:

\`\`\`bash
npm ci && npm start
\`\`\`

הפקודה מפעילה בתהליך אחד את שרת האינטרנט, את ה-API תחת \`/v3\`, את הפורטל ותהליך עבודה ברקע. הכול נשמר מקומית:

- מסד הנתונים הוא קובץ SQLite תחת \`./data\`;
- קבצים שהועלו וקובצי ייצוא נשמרים בדיסק המקומי, גם הם תחת \`./data\`;
- בלי הגדרות SMTP, דואר יוצא (אישור חשבון, איפוס סיסמה) נכתב ל-\`./data/outbox\` והקישורים שבו נרשמים ביומן, כך שאפשר ליצור את החשבון הראשון בלי שרת דואר.

ההקמה המשובצת אינה צעצוע. משימות הן שורות במסד הנתונים, ולכן הפעלה מחדש לא מאבדת דבר: מסמכים שחיכו בתור נאספים שוב כשהתהליך חוזר. לצוות אחד שמעבד כמה אלפי מסמכים בחודש, ייתכן שזה כל מה שתצטרכו אי פעם.

### לפני העלייה לאוויר

1. הציבו לפני השרת reverse proxy עם TLS.
2. הגדירו SMTP כדי שאנשים יקבלו מיילים אמיתיים.
3. צרו את מנהל המערכת הראשון ואשרו חשבונות מהפורטל.
4. החליטו כמה זמן יישמרו קבצים שהועלו, ותעדו את ההחלטה.

## התרחבות עם PostgreSQL

ההקמה המשובצת מגיעה לגבול שלה כשהליבות של מכונה אחת כבר לא מספיקות, או כשהשירות צריך לשרוד נפילה של מכונה. בנקודה הזו, כוונו את DocRead ל-PostgreSQL:

\`\`\`bash
export DATABASE_URL="postgres://docread:secret@db.internal:5432/docread"
npm start
\`\`\`

כש-\`DATABASE_URL\` מוגדר, גם תור המשימות עובר ל-PostgreSQL, וכל מספר של תהליכי DocRead על כל מספר של מכונות חולקים את העבודה בבטחה. כל משימה נלקחת בידי תהליך עבודה אחד בדיוק, ומשימה שתהליך העבודה שלה מת מנוסה שוב. הקבצים שהועלו צריכים אז לשבת במקום שכל המכונות מגיעות אליו: הגדירו אחסון אובייקטים תואם S3 במקום הדיסק המקומי.

פריסה נפוצה היא שתיים או שלוש מכונות מאחורי מאזן עומסים, כולן מריצות את אותה גרסה, עם PostgreSQL מנוהל ואחסון אובייקטים. הוספת קיבולת פירושה הוספת מכונה.

### ‏SQLite או PostgreSQL?

- **הישארו עם SQLite** אם מכונה אחת עומדת בהיקף שלכם, אתם רוצים כמה שפחות חלקים נעים, והשבתה קצרה בזמן תחזוקה מקובלת עליכם.
- **עברו ל-PostgreSQL** אם אתם צריכים יותר ממכונה אחת, זמינות גבוהה, או שצוות מסדי הנתונים שלכם רוצה את הנתונים במנוע שהוא כבר מתפעל.

שתי האפשרויות משתמשות באותן הגירות, כך שמעבר מאוחר יותר הוא משימה מתוכננת ולא כתיבה מחדש.

## גיבויים ושדרוגים

גבו שני דברים: את מסד הנתונים ואת אחסון הקבצים. ב-SQLite השתמשו בגיבוי המקוון שלו במקום להעתיק את הקובץ בזמן שהשרת כותב אליו. ב-PostgreSQL הכלים הרגילים שלכם מתאימים. בדקו שחזור לפחות פעם אחת, לפני שתצטרכו אותו.

שדרוגים הולכים באותה דרך כמו ההתקנה: מביאים את הגרסה החדשה, מריצים \`npm ci\` ומפעילים מחדש. הגירות של מסד הנתונים רצות אוטומטית בעלייה, והערות הגרסה מציינות מתי הגירה גדולה מספיק כדי לתכנן אותה.

## ניטור

כל תהליך כותב יומני JSON מובנים עם מזהי בקשה, ומסמכים שנכשלו מופיעים בפורטל עם סיבת הכישלון. הגדירו התראה על מסמכים שנשארים בהמתנה זמן רב ועל שיעור כישלונות עולה: אלה שני האותות שמשהו דורש תשומת לב.

## אותו API, אותן תוצאות

DocRead בהתקנה עצמית עונה על אותן נקודות קצה תחת \`/v3\` עם אותו מבנה תוצאה, כך שקוד שנכתב מול השירות המנוהל עובד אחרי החלפת כתובת הבסיס. ה[תיעוד](/docs) מתאים לשניהם. לשיחה על רישיון להתקנה עצמית, [דברו עם הצוות שלנו](/contact-sales).
`,
  },
};
