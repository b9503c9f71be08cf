import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 15,
  category: 'tips',
  date: '2026-01-13',
  readTime: 3,
  views: 3120,
  trending: false,
  featured: false,
  image: '/blog/15.svg',
  author: { name: 'Amit Shapiro', role: { en: 'Solutions Engineer', he: 'מהנדס פתרונות' }, avatar: 'AS' },
  en: {
    title: 'Seven Tips for Automating Expense Receipts',
    excerpt:
      'Receipts are small, crumpled, faded and endlessly varied. Seven practical tips for turning them into clean expense data, from capturing the photo to catching duplicates, with the fields DocRead returns for each receipt.',
    content: `If invoices are the formal letters of accounting, receipts are the scribbled notes. They come from taxi drivers, cafés, parking machines and hotel front desks, printed on thermal paper that fades in weeks, photographed on a phone in bad light. Expense automation lives or dies on how well it handles them. Here are seven tips from our work on receipt reading.

## 1. Know what kind of receipt you have

In Israel, the paper you get after paying is not always the same document. A **קבלה** (receipt) confirms payment. A **חשבונית מס קבלה** (tax invoice receipt) also serves as a tax invoice, and only that lets a registered business claim input VAT. A credit card slip confirms a card charge and is neither. DocRead reports the kind it found, so your expense policy can treat each one correctly. For foreign receipts from business trips, VAT rules are different again.

## 2. Capture early, capture flat

Thermal paper fades with heat, light and time, and the thin strokes of digits are the first to go. Ask employees to photograph receipts on the day, on a flat dark surface, one receipt per photo. A long supermarket receipt can be photographed in two overlapping parts; upload them as a two-page PDF and DocRead reads them as one document.

## 3. Send the right hints

Receipts are short, so there is less context for automatic detection. Passing \`documentType=receipt\` and a language hint helps:

\`\`\`bash
curl -sS https://api.docread.example/v3/process \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -F "file=@taxi-receipt.jpg" \\
  -F "documentType=receipt" \\
  -F "languageHint=he"
\`\`\`

The result includes \`merchantName\`, \`merchantAddress\`, \`date\`, \`time\`, \`subtotal\` and \`tax\` when printed, \`total\`, \`currency\`, \`paymentMethod\`, and \`lists.items\` for itemised receipts.

## 4. Treat the merchant's tax ID as the anchor

Merchant names on receipts are unreliable: a chain prints its legal name, a brand name and a branch name, sometimes all three. The business number printed as "ע.מ." or "ח.פ." is stable, and it carries the same check digit as an Israeli ID number, so you can validate it. It is part of the receipt's \`text\`; use it to map receipts to suppliers in your accounting system and to categorise expenses, and fall back to the name only when the number is missing.

## 5. Always keep the currency

A receipt from a conference abroad in euros looks almost the same as one in shekels once you strip the symbol. DocRead returns an ISO 4217 \`currency\` code for the receipt (\`ILS\`, \`USD\`, \`EUR\` and so on), inferred from the symbol or code printed on the receipt. Never convert amounts without it, and convert using the rate for the receipt's date, not today's.

## 6. Catch duplicates before they are paid twice

The same receipt often arrives twice: once photographed by the employee, once forwarded by email, or submitted again next month. A simple key catches most cases:

\`\`\`ts
type Receipt = { merchantTaxId?: string; merchantName: string; date: string; total: number; currency: string };

export function duplicateKey(r: Receipt): string {
  const merchant = r.merchantTaxId ?? r.merchantName.replace(/\\s+/g, ' ').trim().toLowerCase();
  return [merchant, r.date, r.currency, r.total.toFixed(2)].join('|');
}
\`\`\`

Two receipts with the same key are not proof of a duplicate, since two identical coffees on the same day happen, but they are worth a second look before reimbursement.

## 7. Review only what needs it

Most receipts are simple, and reviewing every one wastes the time automation was meant to save. Set review rules that reflect risk:

- review when \`total\` or \`date\` is below your confidence threshold;
- review anything above a policy limit, regardless of confidence;
- review receipts flagged as possible duplicates;
- accept the rest, keeping the image and the extracted data together for audit.

### A word on tips and handwritten totals

Restaurant receipts sometimes have a tip written by hand and a new total circled in pen. DocRead reads handwritten digits less reliably than print and says so through lower confidence. If your policy reimburses tips, those receipts will usually land in review, which is exactly where they belong.

## Getting started

You can try receipt reading on your own pile of paper from the [dashboard](/dashboard) in a few minutes, and the [documentation](/docs) lists every receipt field with examples. For an overview of what else DocRead reads, see the [features page](/features).
`,
  },
  he: {
    title: 'שבעה טיפים לאוטומציה של קבלות הוצאות',
    excerpt:
      'קבלות הן קטנות, מקומטות, דהויות ומגוונות בלי סוף. שבעה טיפים מעשיים להפוך אותן לנתוני הוצאות נקיים, מהצילום ועד תפיסת כפילויות, עם השדות ש-DocRead מחזיר לכל קבלה.',
    content: `אם חשבוניות הן המכתבים הרשמיים של הנהלת החשבונות, קבלות הן הפתקים המקושקשים. הן מגיעות מנהגי מוניות, מבתי קפה, ממכונות חניה ומדלפקי קבלה במלונות, מודפסות על נייר תרמי שדוהה תוך שבועות, ומצולמות בטלפון בתאורה גרועה. אוטומציה של הוצאות מצליחה או נכשלת לפי האופן שבו היא מתמודדת איתן. הנה שבעה טיפים מהעבודה שלנו על קריאת קבלות.

## 1. דעו איזו קבלה יש לכם

בישראל, הנייר שמקבלים אחרי תשלום הוא לא תמיד אותו מסמך. **קבלה** מאשרת תשלום. **חשבונית מס קבלה** משמשת גם כחשבונית מס, ורק היא מאפשרת לעוסק רשום לקזז מע״מ תשומות. שובר כרטיס אשראי מאשר חיוב בכרטיס, ואינו אף אחד מהם. DocRead מדווח על סוג המסמך שמצא, כך שמדיניות ההוצאות שלכם יכולה לטפל נכון בכל אחד. בקבלות מחו״ל מנסיעות עסקים, כללי המע״מ שונים שוב.

## 2. צלמו מוקדם, צלמו שטוח

נייר תרמי דוהה מחום, מאור ומזמן, והקווים הדקים של הספרות הם הראשונים להיעלם. בקשו מהעובדים לצלם קבלות באותו יום, על משטח כהה ושטוח, קבלה אחת בכל תמונה. קבלה ארוכה מהסופר אפשר לצלם בשני חלקים חופפים; העלו אותם כ-PDF של שני עמודים ו-DocRead יקרא אותם כמסמך אחד.

## 3. שלחו את הרמזים הנכונים

קבלות קצרות, ולכן יש פחות הקשר לזיהוי אוטומטי. העברה של \`documentType=receipt\` ורמז שפה עוזרת:

\`\`\`bash
curl -sS https://api.docread.example/v3/process \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -F "file=@taxi-receipt.jpg" \\
  -F "documentType=receipt" \\
  -F "languageHint=he"
\`\`\`

התוצאה כוללת \`merchantName\`, ‏\`merchantAddress\`, ‏\`date\`, ‏\`time\`, ‏\`subtotal\` ו-\`tax\` כשהם מודפסים, \`total\`, ‏\`currency\`, ‏\`paymentMethod\`, ו-\`lists.items\` לקבלות מפורטות.

## 4. מספר העוסק של בית העסק הוא העוגן

שמות בתי עסק על קבלות לא אמינים: רשת מדפיסה את השם המשפטי, שם מותג ושם סניף, לפעמים את שלושתם. מספר העוסק שמודפס כ"ע.מ." או כ"ח.פ." יציב, ויש לו אותה ספרת ביקורת כמו למספר זהות, כך שאפשר לאמת אותו. הוא מופיע ב-\`text\` של הקבלה; השתמשו בו כדי למפות קבלות לספקים במערכת הנהלת החשבונות ולסווג הוצאות, וחזרו לשם רק כשהמספר חסר.

## 5. שמרו תמיד את המטבע

קבלה מכנס בחו״ל ביורו נראית כמעט זהה לקבלה בשקלים ברגע שמורידים את הסימן. DocRead מחזיר קוד מטבע לפי ISO 4217 לקבלה (\`ILS\`, ‏\`USD\`, ‏\`EUR\` וכן הלאה), שמוסק מהסימן או מהקוד שמודפסים בקבלה. לעולם אל תמירו סכומים בלעדיו, והמירו לפי השער של תאריך הקבלה, לא של היום.

## 6. תפסו כפילויות לפני שהן משולמות פעמיים

אותה קבלה מגיעה לא פעם פעמיים: פעם מצולמת בידי העובד, פעם מועברת במייל, או מוגשת שוב בחודש הבא. מפתח פשוט תופס את רוב המקרים:

\`\`\`ts
type Receipt = { merchantTaxId?: string; merchantName: string; date: string; total: number; currency: string };

export function duplicateKey(r: Receipt): string {
  const merchant = r.merchantTaxId ?? r.merchantName.replace(/\\s+/g, ' ').trim().toLowerCase();
  return [merchant, r.date, r.currency, r.total.toFixed(2)].join('|');
}
\`\`\`

שתי קבלות עם אותו מפתח אינן הוכחה לכפילות, כי שני קפה זהים באותו יום קורים, אבל שווה להסתכל עליהן שוב לפני ההחזר.

## 7. בדקו רק את מה שצריך

רוב הקבלות פשוטות, ובדיקה של כל אחת מבזבזת את הזמן שהאוטומציה אמורה לחסוך. קבעו כללי בדיקה שמשקפים סיכון:

- בדיקה כש-\`total\` או \`date\` מתחת לסף הביטחון שלכם;
- בדיקה של כל סכום מעל מגבלת המדיניות, בלי קשר לביטחון;
- בדיקה של קבלות שסומנו ככפילות אפשרית;
- קבלה של כל השאר, כשהתמונה והנתונים שחולצו נשמרים יחד לביקורת.

### מילה על טיפים וסכומים בכתב יד

בקבלות ממסעדות יש לפעמים טיפ שנכתב ביד וסכום חדש שמוקף בעט. DocRead קורא ספרות בכתב יד באמינות נמוכה יותר מדפוס, ואומר זאת דרך ציון ביטחון נמוך יותר. אם המדיניות שלכם מחזירה טיפים, הקבלות האלה יגיעו בדרך כלל לבדיקה, וזה בדיוק המקום שלהן.

## איך מתחילים

אפשר לנסות קריאת קבלות על ערימת הניירות שלכם מ[לוח הבקרה](/dashboard) בתוך כמה דקות, וה[תיעוד](/docs) מפרט כל שדה של קבלה עם דוגמאות. לסקירה של מה עוד DocRead קורא, ראו את [עמוד היכולות](/features).
`,
  },
};
