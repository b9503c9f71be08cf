import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 3,
  category: 'industry',
  date: '2026-09-22',
  readTime: 3,
  views: 4870,
  trending: true,
  featured: false,
  image: '/blog/3.svg',
  author: {
    name: 'Maya Friedman',
    role: { en: 'Product Manager, Finance Documents', he: 'מנהלת מוצר, מסמכים פיננסיים' },
    avatar: 'MF',
  },
  en: {
    title: 'Allocation Numbers on Israeli Tax Invoices: What to Extract and What to Check',
    excerpt:
      'Under the "Israel Invoices" model, large tax invoices need an allocation number (מספר הקצאה) before the buyer can deduct input VAT. What the number is, how the thresholds have fallen, and how to catch missing numbers before they cost you.',
    content: `Since 2024, Israel has been rolling out a model the Tax Authority calls "Israel Invoices" (חשבוניות ישראל). Its core idea is simple: before a supplier issues a large tax invoice to a business, it asks the Tax Authority for an **allocation number** (מספר הקצאה) and prints it on the invoice. The buyer may deduct the input VAT on that invoice only if the number is there.

For accounts payable teams this turns a field that used to be optional into one that decides real money. This article explains what DocRead extracts and what it checks.

## Who needs an allocation number

The requirement applies to tax invoices between registered dealers where the amount before VAT exceeds a threshold. The threshold has been lowered in stages, as published by the Tax Authority:

- From May 2024: above 25,000 ₪ before VAT.
- 2025: above 20,000 ₪.
- From 1 January 2026: above 10,000 ₪.
- From 1 June 2026: above 5,000 ₪.

Thresholds and exceptions can change, so treat these figures as a snapshot at the time of writing and keep them in configuration rather than hard-coding them.

Invoices to private consumers, receipts that are not tax invoices, and amounts at or below the threshold do not need a number.

## What DocRead extracts

On every invoice, DocRead looks for the allocation number next to its usual labels, in Hebrew and English: "מספר הקצאה", "מס׳ הקצאה", "Allocation No." and a few variants printed by common invoicing systems. When it finds one, the result contains:

\`\`\`json
{
  "allocationNumber": {
    "value": "123456789",
    "text": "מספר הקצאה: 123456789",
    "confidence": 0.96,
    "page": 1
  }
}
\`\`\`

The number is kept as a string: it is an identifier, and a leading zero must never disappear.

## The check that matters

Finding a number is only half the job. The useful question is: **should this invoice have one?** DocRead answers it by combining fields it already reads:

1. Is the document a tax invoice (חשבונית מס or חשבונית מס קבלה) rather than a receipt or a quote?
2. Does it show a supplier VAT number and a customer VAT number, which indicates a business-to-business transaction?
3. Is \`subtotal\` above the threshold in force on \`invoiceDate\`?
4. Is \`allocationNumber\` missing or read with low confidence?

When the answer to the first three is yes and the fourth also holds, the result carries the warning \`allocation_number_missing\` and \`needsReview\` becomes true.

\`\`\`ts
type Threshold = { from: string; amount: number };

const THRESHOLDS: Threshold[] = [
  { from: '2024-05-05', amount: 25000 },
  { from: '2025-01-01', amount: 20000 },
  { from: '2026-01-01', amount: 10000 },
  { from: '2026-06-01', amount: 5000 },
];

export function allocationRequired(invoiceDate: string, subtotal: number): boolean {
  const rule = THRESHOLDS.filter((t) => t.from <= invoiceDate).at(-1);
  return rule !== undefined && subtotal > rule.amount;
}
\`\`\`

## What we cannot check

An allocation number is not a checksum. DocRead can tell you that a number is present, that it was read clearly and that it is made of digits, but it cannot confirm that the Tax Authority issued this number for this particular invoice. That confirmation belongs to the Tax Authority's own systems and to your accountant. We say this plainly because a green tick in software is easy to over-trust.

## A practical workflow for payables

- Run every incoming supplier invoice through DocRead with \`documentType=invoice\`.
- Route invoices flagged \`allocation_number_missing\` back to the supplier before payment. Asking for a corrected invoice is much cheaper than losing the input VAT deduction.
- Store the allocation number as its own column in your ledger export, so your accountant can reconcile it with the VAT report.
- Review the threshold table every time the Tax Authority announces a change.

## Where to go next

The same invoice result also powers our VAT-rate check for 17% and 18% invoices, described in a separate guide. For the field reference and sample responses, see the [documentation](/docs); if you process invoices at volume and want to discuss a rollout, [talk to our team](/contact-sales).

> This article explains what our software extracts and flags. It is not tax advice.
`,
  },
  he: {
    title: 'מספרי הקצאה בחשבוניות מס: מה לחלץ ומה לבדוק',
    excerpt:
      'במודל "חשבוניות ישראל", חשבוניות מס גדולות צריכות מספר הקצאה כדי שהקונה יוכל לקזז את מע״מ התשומות. מה המספר הזה, איך ירדו הספים, ואיך תופסים מספר חסר לפני שהוא עולה לכם כסף.',
    content: `מאז 2024 רשות המסים מיישמת בהדרגה את מודל "חשבוניות ישראל". הרעיון המרכזי פשוט: לפני שספק מוציא חשבונית מס גדולה לעסק, הוא מבקש מרשות המסים **מספר הקצאה** ומדפיס אותו על החשבונית. הקונה רשאי לקזז את מע״מ התשומות בחשבונית רק אם המספר מופיע בה.

עבור צוותי ספקים וזכאים זה הופך שדה שפעם היה שולי לשדה שמכריע על כסף אמיתי. במאמר הזה נסביר מה DocRead מחלץ ומה הוא בודק.

## מי צריך מספר הקצאה

הדרישה חלה על חשבוניות מס בין עוסקים רשומים, כשהסכום לפני מע״מ עובר סף מסוים. הסף הורד בשלבים, כפי שפרסמה רשות המסים:

- ממאי 2024: מעל 25,000 ₪ לפני מע״מ.
- 2025: מעל 20,000 ₪.
- מ-1 בינואר 2026: מעל 10,000 ₪.
- מ-1 ביוני 2026: מעל 5,000 ₪.

ספים וחריגים עשויים להשתנות, ולכן התייחסו למספרים האלה כתמונת מצב נכון לזמן הכתיבה, ושמרו אותם בהגדרות ולא בתוך הקוד.

חשבוניות לצרכנים פרטיים, קבלות שאינן חשבוניות מס וסכומים שלא עוברים את הסף לא צריכים מספר.

## מה DocRead מחלץ

בכל חשבונית DocRead מחפש את מספר ההקצאה ליד התוויות המקובלות, בעברית ובאנגלית: "מספר הקצאה", "מס׳ הקצאה", "Allocation No." ועוד כמה גרסאות שמדפיסות מערכות חשבוניות נפוצות. כשהוא מוצא מספר, התוצאה כוללת:

\`\`\`json
{
  "allocationNumber": {
    "value": "123456789",
    "text": "מספר הקצאה: 123456789",
    "confidence": 0.96,
    "page": 1
  }
}
\`\`\`

המספר נשמר כמחרוזת: זה מזהה, ואפס מוביל לעולם לא אמור להיעלם.

## הבדיקה שחשובה באמת

למצוא מספר זה רק חצי מהעבודה. השאלה המועילה היא: **האם לחשבונית הזו אמור להיות מספר?** DocRead עונה עליה בעזרת שדות שהוא כבר קורא:

1. האם המסמך הוא חשבונית מס (או חשבונית מס קבלה), ולא קבלה או הצעת מחיר?
2. האם מופיעים בו מספר עוסק של הספק ומספר עוסק של הלקוח, סימן לעסקה בין עסקים?
3. האם \`subtotal\` גבוה מהסף שחל ב-\`invoiceDate\`?
4. האם \`allocationNumber\` חסר או נקרא בביטחון נמוך?

כששלוש התשובות הראשונות חיוביות וגם הרביעית מתקיימת, התוצאה מקבלת את האזהרה \`allocation_number_missing\` והשדה \`needsReview\` הופך ל-true.

\`\`\`ts
type Threshold = { from: string; amount: number };

const THRESHOLDS: Threshold[] = [
  { from: '2024-05-05', amount: 25000 },
  { from: '2025-01-01', amount: 20000 },
  { from: '2026-01-01', amount: 10000 },
  { from: '2026-06-01', amount: 5000 },
];

export function allocationRequired(invoiceDate: string, subtotal: number): boolean {
  const rule = THRESHOLDS.filter((t) => t.from <= invoiceDate).at(-1);
  return rule !== undefined && subtotal > rule.amount;
}
\`\`\`

## מה אנחנו לא יכולים לבדוק

מספר הקצאה אינו ספרת ביקורת. DocRead יכול לומר לכם שיש מספר, שהוא נקרא בבירור ושהוא מורכב מספרות, אבל הוא לא יכול לאשר שרשות המסים הנפיקה את המספר הזה דווקא לחשבונית הזו. האישור הזה שייך למערכות של רשות המסים ולרואה החשבון שלכם. אנחנו אומרים את זה במפורש, כי קל מדי לסמוך על וי ירוק בתוכנה.

## תהליך עבודה מעשי למחלקת ספקים

- העבירו כל חשבונית ספק נכנסת דרך DocRead עם \`documentType=invoice\`.
- חשבוניות שסומנו \`allocation_number_missing\` חוזרות לספק לפני התשלום. לבקש חשבונית מתוקנת זול בהרבה מלאבד את קיזוז המע״מ.
- שמרו את מספר ההקצאה כעמודה נפרדת בייצוא להנהלת החשבונות, כדי שרואה החשבון יוכל להתאים אותו לדוח המע״מ.
- עדכנו את טבלת הספים בכל פעם שרשות המסים מודיעה על שינוי.

## להמשך

אותה תוצאת חשבונית משמשת גם לבדיקת שיעור המע״מ, 17% או 18%, שתיארנו במדריך נפרד. את רשימת השדות ודוגמאות התשובה תמצאו ב[תיעוד](/docs). אם אתם מעבדים חשבוניות בהיקפים גדולים ורוצים לתכנן הטמעה, [דברו עם הצוות שלנו](/contact-sales).

> המאמר מסביר מה התוכנה שלנו מחלצת ומסמנת. זה אינו ייעוץ מס.
`,
  },
};
