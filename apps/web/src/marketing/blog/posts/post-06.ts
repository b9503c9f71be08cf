import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 6,
  category: 'guides',
  date: '2026-07-21',
  readTime: 3,
  views: 3650,
  trending: false,
  featured: false,
  image: '/blog/6.svg',
  author: {
    name: 'Tamar Ben-David',
    role: { en: 'Research Engineer, Evaluation', he: 'מהנדסת מחקר, הערכת איכות' },
    avatar: 'TB',
  },
  en: {
    title: 'Confidence Scores and Human Review: Choosing a Threshold That Works',
    excerpt:
      'A confidence score is only useful if you know what to do with it. How DocRead computes confidence per word and per field, how to pick a review threshold from your own data, and how to keep reviewers fast and honest.',
    content: `Every field DocRead returns comes with a \`confidence\` between 0 and 1. It is tempting to treat that number as a probability of being right and pick a round cut-off. In practice, the best threshold depends on the field, the document type and what an error costs you. This guide shows how to choose one with evidence rather than intuition.

## What the number means

Confidence starts at the bottom, with the OCR engine's score for each character and word. DocRead then combines several signals for a field:

- the recognition confidence of the words that make up the value;
- how clearly the label was found ("סה״כ לתשלום", "Total due") and how close the value sits to it;
- whether the value passes format checks, such as a valid date, a check digit or a currency amount;
- whether it agrees with other fields, for example \`subtotal + tax = totalAmount\`.

A field that reads cleanly but fails a consistency check gets a lower score than its raw OCR confidence. That is deliberate: we would rather send a clean-looking wrong total to review than let it through.

The overall \`confidence\` of a document is not an average. It is driven by its weakest important field, because a single wrong amount spoils an invoice no matter how well the address was read.

## The default, and why you should tune it

DocRead ships with a review threshold of **0.95**: any required field below it sets \`needsReview\` to true and its name appears in \`reviewReasons\`. It is a conservative starting point that suits financial documents. It is not the right value for every field.

### Calibrate on your own documents

The only reliable way to choose is to measure. Take a sample of a few hundred documents that a person has checked, then for each candidate threshold count two things:

1. **Automation rate**: the share of fields above the threshold, which will skip review.
2. **Error rate above the threshold**: the share of those fields that were actually wrong.

\`\`\`ts
type Checked = { confidence: number; correct: boolean };

export function thresholdReport(fields: Checked[], thresholds: number[]) {
  return thresholds.map((t) => {
    const accepted = fields.filter((f) => f.confidence >= t);
    const wrong = accepted.filter((f) => !f.correct).length;
    return {
      threshold: t,
      automationRate: accepted.length / fields.length,
      errorRateAccepted: accepted.length ? wrong / accepted.length : 0,
    };
  });
}
\`\`\`

Plot the two numbers against each other and pick the lowest threshold whose error rate you can live with. For a supplier name that only feeds a search index, that may be 0.80. For a payment amount, you may decide that no threshold is low enough and review every value above a certain sum.

## Per-field thresholds

The default threshold applies to every required field. Where different fields deserve different cut-offs, apply them in your own routing code on top of each field's \`confidence\`. A typical choice for invoices:

- \`totalAmount\`, \`tax\`, \`allocationNumber\`: 0.97
- \`invoiceDate\`, \`invoiceId\`: 0.93
- \`vendorName\`: 0.85
- line item descriptions: no review, stored as read

## Making review fast

A threshold is only half of a review process. The other half is the person doing it. A few things we have learned about review:

- **Show the evidence.** The [dashboard](/dashboard) highlights each field's bounding box on the page image, so the reviewer compares the value with the source in one glance.
- **Only ask about what is uncertain.** Show reviewers the fields listed in \`reviewReasons\` first, not the whole document.
- **Keep the original.** Store a correction next to the machine value, never over it. That keeps an audit trail and gives you data to recalibrate later.
- **Watch for rubber-stamping.** If a reviewer accepts hundreds of values in a row without a single change, either your threshold is too strict or the reviewer has stopped looking. Both are worth knowing.

## Recalibrate as things change

New suppliers, a new scanner or a change in document templates can move the distribution of scores. We suggest re-running the threshold report every quarter or after any big change in your intake. The corrections stored by your reviewers are exactly the labelled data you need for it.

> A threshold is a business decision written as a number. Make it with data, write down why, and revisit it.

The field reference in the [documentation](/docs) lists which fields are required for each document type and therefore count towards \`needsReview\`.
`,
  },
  he: {
    title: 'ציוני ביטחון ובדיקה אנושית: איך בוחרים סף שעובד',
    excerpt:
      'ציון ביטחון שווה משהו רק אם יודעים מה לעשות איתו. איך DocRead מחשב ביטחון לכל מילה ולכל שדה, איך בוחרים סף לבדיקה על סמך הנתונים שלכם, ואיך שומרים על בודקים מהירים וערניים.',
    content: `כל שדה ש-DocRead מחזיר מגיע עם \`confidence\` בין 0 ל-1. מפתה להתייחס למספר הזה כהסתברות להיות צודק ולבחור סף עגול. בפועל, הסף הטוב ביותר תלוי בשדה, בסוג המסמך ובמחיר של טעות. המדריך הזה מראה איך לבחור סף על סמך ראיות ולא על סמך תחושה.

## מה המספר אומר

הביטחון מתחיל מלמטה, מהציון שמנוע ה-OCR נותן לכל תו ולכל מילה. לאחר מכן DocRead משלב כמה אותות עבור כל שדה:

- ביטחון הזיהוי של המילים שמרכיבות את הערך;
- עד כמה בבירור נמצאה התווית ("סה״כ לתשלום", "Total due") וכמה קרוב אליה נמצא הערך;
- האם הערך עובר בדיקות פורמט, כמו תאריך תקין, ספרת ביקורת או סכום כספי;
- האם הוא מתיישב עם שדות אחרים, למשל \`subtotal + tax = totalAmount\`.

שדה שנקרא בצורה נקייה אבל נכשל בבדיקת עקביות מקבל ציון נמוך מהביטחון הגולמי של ה-OCR. זה מכוון: אנחנו מעדיפים לשלוח לבדיקה סכום שגוי שנראה נקי, מאשר להעביר אותו הלאה.

ה-\`confidence\` הכללי של מסמך אינו ממוצע. הוא נקבע לפי השדה החשוב החלש ביותר, כי סכום שגוי אחד מקלקל חשבונית, לא משנה כמה טוב נקראה הכתובת.

## ברירת המחדל, ולמה כדאי לכוונן אותה

DocRead מגיע עם סף בדיקה של **0.95**: כל שדה חובה שנמצא מתחתיו מעביר את \`needsReview\` ל-true, ושמו מופיע ב-\`reviewReasons\`. זו נקודת פתיחה שמרנית שמתאימה למסמכים פיננסיים, אבל היא לא הערך הנכון לכל שדה.

### כיול על המסמכים שלכם

הדרך האמינה היחידה לבחור היא למדוד. קחו מדגם של כמה מאות מסמכים שאדם בדק, ולכל סף מועמד ספרו שני דברים:

1. **שיעור האוטומציה**: חלק השדות שמעל הסף ויעקפו את הבדיקה.
2. **שיעור השגיאה מעל הסף**: החלק מתוכם שהיה בפועל שגוי.

\`\`\`ts
type Checked = { confidence: number; correct: boolean };

export function thresholdReport(fields: Checked[], thresholds: number[]) {
  return thresholds.map((t) => {
    const accepted = fields.filter((f) => f.confidence >= t);
    const wrong = accepted.filter((f) => !f.correct).length;
    return {
      threshold: t,
      automationRate: accepted.length / fields.length,
      errorRateAccepted: accepted.length ? wrong / accepted.length : 0,
    };
  });
}
\`\`\`

שרטטו את שני המספרים זה מול זה ובחרו את הסף הנמוך ביותר ששיעור השגיאה שלו מקובל עליכם. לשם ספק שמשמש רק לאינדקס חיפוש, זה יכול להיות 0.80. לסכום תשלום ייתכן שתחליטו שאין סף נמוך מספיק, ותבדקו כל ערך מעל סכום מסוים.

## סף לכל שדה

סף ברירת המחדל חל על כל שדות החובה. כשלשדות שונים מגיעים ספים שונים, החילו אותם בקוד הניתוב שלכם על גבי ה-\`confidence\` של כל שדה. בחירה טיפוסית לחשבוניות:

- \`totalAmount\`, \`tax\`, \`allocationNumber\`: 0.97
- \`invoiceDate\`, \`invoiceId\`: 0.93
- \`vendorName\`: 0.85
- תיאורי שורות: בלי בדיקה, נשמרים כפי שנקראו

## בדיקה מהירה

סף הוא רק חצי מתהליך הבדיקה. החצי השני הוא האדם שמבצע אותה. כמה דברים שלמדנו על בדיקה:

- **הראו את הראיה.** [לוח הבקרה](/dashboard) מסמן את התיבה של כל שדה על תמונת העמוד, כך שהבודק משווה את הערך למקור במבט אחד.
- **שאלו רק על מה שלא ודאי.** הציגו לבודקים קודם את השדות שמופיעים ב-\`reviewReasons\`, לא את כל המסמך.
- **שמרו את המקור.** שמרו תיקון לצד ערך המכונה ולא במקומו. כך נשמר מסלול ביקורת, ויש לכם נתונים לכיול מחדש.
- **שימו לב לחתימה אוטומטית.** אם בודק מאשר מאות ערכים ברצף בלי שינוי אחד, או שהסף מחמיר מדי או שהבודק הפסיק להסתכל. כדאי לדעת את שני הדברים.

## לכייל מחדש כשדברים משתנים

ספקים חדשים, סורק חדש או שינוי בתבניות המסמכים יכולים להזיז את התפלגות הציונים. אנחנו ממליצים להריץ את דוח הספים מחדש בכל רבעון או אחרי כל שינוי גדול בקליטה. התיקונים שהבודקים שלכם שמרו הם בדיוק הנתונים המתויגים שצריך לשם כך.

> סף הוא החלטה עסקית שנכתבה כמספר. קבלו אותה על סמך נתונים, תעדו למה, וחזרו אליה.

רשימת השדות ב[תיעוד](/docs) מפרטת אילו שדות הם שדות חובה בכל סוג מסמך, ולכן נספרים עבור \`needsReview\`.
`,
  },
};
