import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 18,
  category: 'case-study',
  date: '2025-11-04',
  readTime: 4,
  views: 4090,
  trending: true,
  featured: false,
  image: '/blog/18.svg',
  author: {
    name: 'Maya Friedman',
    role: { en: 'Product Manager, Finance Documents', he: 'מנהלת מוצר, מסמכים פיננסיים' },
    avatar: 'MF',
  },
  en: {
    title: 'Illustrative Scenario: An Accounting Office Automates Supplier Invoices',
    excerpt:
      'A worked example, not a customer story: how a small bookkeeping office could move from typing invoices by hand to reviewing only the exceptions, with the decisions, the pitfalls and the parts that should stay manual.',
    content: `This is an **illustrative scenario**. The office, the people and the volumes below are invented to show how a DocRead rollout typically unfolds; they do not describe a real customer, and the figures are assumptions for the example, not measured results. We wrote it because "how would this work for us?" is the question we hear most, and a concrete walk-through answers it better than a feature list.

## The starting point

Imagine a bookkeeping office in Petah Tikva with four bookkeepers serving about sixty small businesses. Every month, clients send supplier invoices any way they like: photos on WhatsApp, PDFs by e-mail, a shoebox of paper at the end of the quarter. The bookkeepers type each invoice into the accounting system: supplier, VAT number, date, invoice number, amount before VAT, VAT and total.

The pain points are familiar:

- the last week of each VAT period is spent typing rather than checking;
- errors are found late, usually when a supplier's statement does not match;
- since the VAT rate changed to 18% in 2025, invoices from late 2024 still arrive and must be handled at 17%;
- large invoices now need an allocation number, and nobody has time to check every one.

## Step 1: one intake channel

The first change is not technical. The office gives each client a dedicated e-mail address and a simple upload page. Whatever arrives is forwarded to DocRead through the async API with \`documentType=invoice\`, and the \`jobId\` is stored next to the client's name. Paper still arrives, but it goes through one scanner at 300 DPI instead of phone photos of photocopies.

## Step 2: decide what "good enough" means

Before switching anything on, the office takes one month of invoices that were already typed by hand and processes them with DocRead. Comparing the two gives them their own numbers, on their own documents: which fields are usually right, which need attention, and at what confidence threshold the remaining errors become rare. They settle on a high threshold for money fields and a lower one for supplier names, and they write down why.

## Step 3: review exceptions, not invoices

From then on, an invoice goes straight to the accounting export when:

1. every required field is above its threshold;
2. the VAT arithmetic matches the rate in force on the invoice date;
3. no allocation number is missing where one is required;
4. the supplier's VAT number passes its check digit and matches a known supplier.

Everything else is marked for review, and a bookkeeper opens it in the [dashboard](/dashboard), where the doubtful fields are highlighted on the page image. A bookkeeper's job shifts from typing every value to confirming or correcting a few.

\`\`\`ts
type InvoiceResult = { needsReview: boolean; warnings: { code: string }[] };

const BLOCKING = new Set(['vat_rate_mismatch', 'allocation_number_missing', 'tax_id_invalid']);

export function route(result: InvoiceResult): 'export' | 'review' {
  if (result.needsReview) return 'review';
  return result.warnings.some((w) => BLOCKING.has(w.code)) ? 'review' : 'export';
}
\`\`\`

## Step 4: keep people where judgement lives

Some work should stay manual, and the office is explicit about it:

- **Classification decisions.** Whether an expense is deductible, or belongs to a different period, is an accounting judgement.
- **Supplier disputes.** A missing allocation number means calling the supplier, not editing a field.
- **New suppliers.** The first invoice from a new supplier is always reviewed, so its details enter the system correctly once.

## What changes, and what does not

In a scenario like this, the gain is not that bookkeepers disappear; it is that their time moves from typing to checking. The end of the VAT period becomes a review of exceptions rather than a typing marathon, and problems such as missing allocation numbers are caught while there is still time to ask for a corrected invoice.

What does not change is responsibility. The accountant still signs the VAT report, and the office's own records keep, for every value, what DocRead read, how confident it was and who confirmed or corrected it.

### Lessons that generalise

- Measure on your own documents before trusting anyone's numbers, including ours.
- Fix the intake before tuning the OCR: one channel, decent scans.
- Route on checks, not only on confidence: arithmetic and check digits catch errors that look confident.
- Keep a written record of thresholds and the reasons for them.

If you run an accounting office and want to try this flow on a month of your own invoices, [start a trial](/signup) or [talk to us](/contact-sales) about volumes.
`,
  },
  he: {
    title: 'תרחיש להמחשה: משרד הנהלת חשבונות הופך את חשבוניות הספקים לאוטומטיות',
    excerpt:
      'דוגמה מפורטת, לא סיפור לקוח: איך משרד הנהלת חשבונות קטן יכול לעבור מהקלדה ידנית של חשבוניות לבדיקה של החריגים בלבד, עם ההחלטות, המלכודות והחלקים שצריכים להישאר ידניים.',
    content: `זהו **תרחיש להמחשה**. המשרד, האנשים וההיקפים שלהלן הומצאו כדי להראות איך נראית בדרך כלל הטמעה של DocRead; הם לא מתארים לקוח אמיתי, והמספרים הם הנחות לצורך הדוגמה ולא תוצאות שנמדדו. כתבנו אותו כי "איך זה יעבוד אצלנו?" היא השאלה שאנחנו שומעים הכי הרבה, והליכה מוחשית צעד אחר צעד עונה עליה טוב יותר מרשימת יכולות.

## נקודת המוצא

דמיינו משרד הנהלת חשבונות בפתח תקווה, עם ארבע מנהלות חשבונות שמשרתות כשישים עסקים קטנים. בכל חודש הלקוחות שולחים חשבוניות ספקים בכל דרך שנוחה להם: צילומים בוואטסאפ, קובצי PDF במייל, קופסת נעליים של ניירות בסוף הרבעון. מנהלות החשבונות מקלידות כל חשבונית למערכת: ספק, מספר עוסק, תאריך, מספר חשבונית, סכום לפני מע״מ, מע״מ וסה״כ.

נקודות הכאב מוכרות:

- השבוע האחרון של כל תקופת דיווח הולך על הקלדה במקום על בדיקה;
- שגיאות מתגלות מאוחר, בדרך כלל כשכרטסת של ספק לא מתאימה;
- מאז ששיעור המע״מ עלה ל-18% ב-2025, עדיין מגיעות חשבוניות מסוף 2024 שצריך לטפל בהן לפי 17%;
- חשבוניות גדולות צריכות היום מספר הקצאה, ואין לאף אחת זמן לבדוק כל אחת מהן.

## שלב 1: ערוץ קליטה אחד

השינוי הראשון אינו טכני. המשרד נותן לכל לקוח כתובת מייל ייעודית ודף העלאה פשוט. כל מה שמגיע מועבר ל-DocRead דרך ה-API האסינכרוני עם \`documentType=invoice\`, וה-\`jobId\` נשמר לצד שם הלקוח. ניירות עדיין מגיעים, אבל הם עוברים בסורק אחד ב-300 DPI במקום צילומי טלפון של צילומי מסמכים.

## שלב 2: להחליט מה נחשב "מספיק טוב"

לפני שמפעילים משהו, המשרד לוקח חודש של חשבוניות שכבר הוקלדו ידנית ומעבד אותן ב-DocRead. ההשוואה בין השניים נותנת מספרים משלהם, על המסמכים שלהם: אילו שדות בדרך כלל נכונים, אילו דורשים תשומת לב, ובאיזה סף ביטחון השגיאות שנותרות נעשות נדירות. הם בוחרים סף גבוה לשדות כספיים וסף נמוך יותר לשמות ספקים, ומתעדים למה.

## שלב 3: בודקים חריגים, לא חשבוניות

מעכשיו, חשבונית עוברת ישר לייצוא להנהלת החשבונות כאשר:

1. כל שדות החובה מעל הסף שלהם;
2. חשבון המע״מ מתאים לשיעור שחל בתאריך החשבונית;
3. לא חסר מספר הקצאה במקום שבו הוא נדרש;
4. מספר העוסק של הספק עובר את בדיקת ספרת הביקורת ותואם ספק מוכר.

כל השאר מסומן לבדיקה, ומנהלת החשבונות פותחת אותו ב[לוח הבקרה](/dashboard), שם השדות המפוקפקים מודגשים על תמונת העמוד. העבודה של מנהלת החשבונות עוברת מהקלדת כל ערך לאישור או תיקון של מעטים.

\`\`\`ts
type InvoiceResult = { needsReview: boolean; warnings: { code: string }[] };

const BLOCKING = new Set(['vat_rate_mismatch', 'allocation_number_missing', 'tax_id_invalid']);

export function route(result: InvoiceResult): 'export' | 'review' {
  if (result.needsReview) return 'review';
  return result.warnings.some((w) => BLOCKING.has(w.code)) ? 'review' : 'export';
}
\`\`\`

## שלב 4: אנשים נשארים איפה שיש שיקול דעת

חלק מהעבודה צריך להישאר ידני, והמשרד אומר את זה במפורש:

- **החלטות סיווג.** האם הוצאה מוכרת, או שייכת לתקופה אחרת, זו הכרעה חשבונאית.
- **מחלוקות עם ספקים.** מספר הקצאה חסר פירושו שיחה עם הספק, לא עריכה של שדה.
- **ספקים חדשים.** החשבונית הראשונה מספק חדש תמיד נבדקת, כדי שהפרטים שלו ייכנסו למערכת נכון פעם אחת.

## מה משתנה, ומה לא

בתרחיש כזה, הרווח הוא לא שמנהלות החשבונות נעלמות; הוא שהזמן שלהן עובר מהקלדה לבדיקה. סוף תקופת הדיווח הופך לבדיקת חריגים במקום למרתון הקלדה, ובעיות כמו מספרי הקצאה חסרים נתפסות כשעוד יש זמן לבקש חשבונית מתוקנת.

מה שלא משתנה הוא האחריות. רואה החשבון עדיין חותם על דוח המע״מ, והרישומים של המשרד שומרים, לכל ערך, מה DocRead קרא, באיזה ביטחון ומי אישר או תיקן.

### לקחים שאפשר להכליל

- מדדו על המסמכים שלכם לפני שאתם סומכים על מספרים של מישהו, כולל שלנו.
- תקנו את הקליטה לפני שאתם מכווננים את ה-OCR: ערוץ אחד, סריקות סבירות.
- נתבו לפי בדיקות ולא רק לפי ביטחון: חשבון וספרות ביקורת תופסים שגיאות שנראות בטוחות.
- שמרו תיעוד כתוב של הספים ושל הסיבות להם.

אם אתם מנהלים משרד הנהלת חשבונות ורוצים לנסות את התהליך הזה על חודש של חשבוניות משלכם, [התחילו ניסיון](/signup) או [דברו איתנו](/contact-sales) על היקפים.
`,
  },
};
