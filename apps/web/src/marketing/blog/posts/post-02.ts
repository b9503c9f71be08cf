import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 2,
  category: 'guides',
  date: '2026-10-13',
  readTime: 3,
  views: 5310,
  trending: true,
  featured: false,
  image: '/blog/2.svg',
  author: {
    name: 'Maya Friedman',
    role: { en: 'Product Manager, Finance Documents', he: 'מנהלת מוצר, מסמכים פיננסיים' },
    avatar: 'MF',
  },
  en: {
    title: 'Israeli VAT by Date: Checking 17% and 18% Invoices Automatically',
    excerpt:
      "Israel's standard VAT rate rose from 17% to 18% on 1 January 2025. Here is how to validate invoice arithmetic when your archive spans both rates, and the edge cases that deserve a human look.",
    content: `On 1 January 2025 the standard VAT rate in Israel went up from 17% to 18%. For anyone who processes invoices in bulk, this created a simple-sounding rule that is surprisingly easy to get wrong: the expected rate depends on the date of the transaction, not on the date you happen to process the document. Archives, audits and late-arriving supplier invoices mean most teams will be handling both rates for years.

This guide explains how DocRead checks VAT on Israeli invoices and how you can apply the same logic in your own code.

## The rule in two lines

- Tax point up to 31 December 2024: **17%**.
- Tax point from 1 January 2025: **18%**.

The **tax point** is not always the printed invoice date. For most supplies of goods and services it is the earliest of delivery, invoice or payment, and there are special rules for ongoing services, construction and imports. For automated validation, the invoice date is a good first approximation; anything that does not fit should be routed to a person rather than silently corrected.

## What DocRead extracts

For an invoice, the result holds the fields you need to validate the arithmetic, each with its own confidence:

- \`invoiceDate\`: the invoice date, normalised to ISO format.
- \`subtotal\`: the amount before VAT.
- \`taxRate\`: the rate printed on the document, if there is one.
- \`tax\`: the VAT charged.
- \`totalAmount\`: the amount to pay.

DocRead also runs a built-in check. If the printed rate or the implied rate (\`tax / subtotal\`) does not match the rate in force on \`invoiceDate\`, the result gets a warning with the code \`vat_rate_mismatch\` and the invoice is flagged for review.

## Doing the check yourself

Rounding is the main trap. Israeli invoices round VAT to the agora (two decimals), and some systems round per line rather than on the total, so exact equality is too strict. A tolerance of a few agorot per line item works well in practice.

\`\`\`ts
const VAT_CHANGE = '2025-01-01';

export function expectedVatRate(isoDate: string): number {
  return isoDate < VAT_CHANGE ? 0.17 : 0.18;
}

export function vatLooksRight(
  invoiceDate: string,
  subtotal: number,
  tax: number,
  lineCount = 1,
): boolean {
  const expected = Math.round(subtotal * expectedVatRate(invoiceDate) * 100) / 100;
  const tolerance = 0.01 * Math.max(1, lineCount);
  return Math.abs(expected - tax) <= tolerance;
}
\`\`\`

Comparing ISO date strings works because \`yyyy-mm-dd\` sorts the same way as the dates it represents.

## Edge cases worth routing to review

1. **Invoices dated late December 2024 and paid in January 2025.** The tax point rules decide the rate. Do not guess; flag them.
2. **Eilat.** Most supplies within the Eilat free-trade area are exempt from VAT, so a zero VAT line is correct there.
3. **Zero-rated exports and exempt dealers.** An "עוסק פטור" (exempt dealer) does not charge VAT at all, and exports of services are often zero-rated.
4. **Credit notes.** Negative amounts follow the rate of the original invoice, which may be 17% even when the credit note is dated 2025.
5. **Receipts that are not tax invoices.** A "קבלה" alone may not show VAT at all; a "חשבונית מס קבלה" should.

## A sensible workflow

We recommend a three-way split:

- Fields extracted with high confidence and arithmetic that matches the expected rate go straight to your accounting system.
- A rate mismatch or low confidence on any money field is marked \`needsReview\`, and the [dashboard](/dashboard) shows the amounts highlighted on the page image for a person to check.
- Documents that are not tax invoices at all are labelled and kept out of VAT reporting.

A person decides the hard cases. Keep their corrections next to the values DocRead read, not over them, so the audit trail stays intact.

## Beyond the rate

Large invoices have a further requirement in Israel: an allocation number from the Tax Authority. We cover it in a separate article on allocation numbers. To try the VAT check on your own archive, [create an account](/signup) and upload a mix of 2024 and 2025 invoices; the warnings appear in the result JSON and in the portal.

> This article describes how our software checks documents. It is not tax advice: confirm edge cases with your accountant.
`,
  },
  he: {
    title: 'מע״מ לפי תאריך: בדיקה אוטומטית של חשבוניות ב-17% וב-18%',
    excerpt:
      'שיעור המע״מ בישראל עלה מ-17% ל-18% ב-1 בינואר 2025. כך בודקים את החשבון בחשבוניות כשהארכיון שלכם כולל את שני השיעורים, ואלה המקרים שכדאי להעביר לעין אנושית.',
    content: `ב-1 בינואר 2025 עלה שיעור המע״מ הכללי בישראל מ-17% ל-18%. מי שמעבד חשבוניות בכמויות קיבל כלל שנשמע פשוט, אבל קל מאוד לטעות בו: השיעור הצפוי תלוי במועד העסקה, ולא ביום שבו במקרה עיבדתם את המסמך. ארכיונים, ביקורות וחשבוניות ספקים שמגיעות באיחור גורמים לכך שרוב הצוותים יעבדו עם שני השיעורים עוד שנים.

המדריך הזה מסביר איך DocRead בודק מע״מ בחשבוניות ישראליות, ואיך אפשר להפעיל את אותו היגיון בקוד שלכם.

## הכלל בשתי שורות

- מועד חיוב במס עד 31 בדצמבר 2024: **17%**.
- מועד חיוב במס מ-1 בינואר 2025: **18%**.

**מועד החיוב במס** הוא לא תמיד התאריך שמודפס על החשבונית. ברוב העסקאות בטובין ובשירותים זה המוקדם מבין מסירה, הוצאת חשבונית או תשלום, ויש כללים מיוחדים לשירותים מתמשכים, לבנייה ולייבוא. לצורך בדיקה אוטומטית, תאריך החשבונית הוא קירוב ראשון טוב. כל מה שלא מסתדר צריך לעבור לאדם, ולא להיות מתוקן בשקט.

## מה DocRead מחלץ

בחשבונית, התוצאה כוללת את השדות הדרושים לבדיקת החשבון, וכל אחד מהם עם ציון ביטחון משלו:

- \`invoiceDate\`: תאריך החשבונית, מנורמל לפורמט ISO.
- \`subtotal\`: הסכום לפני מע״מ.
- \`taxRate\`: השיעור שמודפס על המסמך, אם יש כזה.
- \`tax\`: סכום המע״מ שחויב.
- \`totalAmount\`: הסכום לתשלום.

בנוסף, DocRead מריץ בדיקה מובנית. אם השיעור המודפס או השיעור המשתמע (\`tax / subtotal\`) לא תואם את השיעור שחל ב-\`invoiceDate\`, התוצאה מקבלת אזהרה עם הקוד \`vat_rate_mismatch\` והחשבונית מסומנת לבדיקה.

## לבדוק בעצמכם

המלכודת העיקרית היא עיגול. בחשבוניות ישראליות המע״מ מעוגל לאגורה, ויש מערכות שמעגלות בכל שורה ולא בסכום הכולל, ולכן השוואה מדויקת מחמירה מדי. סטייה של כמה אגורות לכל שורה עובדת טוב בפועל.

\`\`\`ts
const VAT_CHANGE = '2025-01-01';

export function expectedVatRate(isoDate: string): number {
  return isoDate < VAT_CHANGE ? 0.17 : 0.18;
}

export function vatLooksRight(
  invoiceDate: string,
  subtotal: number,
  tax: number,
  lineCount = 1,
): boolean {
  const expected = Math.round(subtotal * expectedVatRate(invoiceDate) * 100) / 100;
  const tolerance = 0.01 * Math.max(1, lineCount);
  return Math.abs(expected - tax) <= tolerance;
}
\`\`\`

השוואה בין מחרוזות תאריך ISO עובדת, כי \`yyyy-mm-dd\` ממוין בדיוק כמו התאריכים שהוא מייצג.

## מקרי קצה שכדאי להעביר לבדיקה

1. **חשבוניות מסוף דצמבר 2024 ששולמו בינואר 2025.** כללי מועד החיוב קובעים את השיעור. אל תנחשו, סמנו אותן.
2. **אילת.** רוב העסקאות באזור הסחר החופשי באילת פטורות ממע״מ, ולכן שורת מע״מ אפס היא נכונה שם.
3. **יצוא בשיעור אפס ועוסקים פטורים.** עוסק פטור לא גובה מע״מ בכלל, ויצוא שירותים רבים מחויב בשיעור אפס.
4. **חשבוניות זיכוי.** סכומים שליליים הולכים לפי השיעור של החשבונית המקורית, שיכול להיות 17% גם כשהזיכוי עצמו מ-2025.
5. **קבלות שאינן חשבוניות מס.** קבלה לבדה עשויה לא להציג מע״מ בכלל; חשבונית מס קבלה אמורה להציג.

## תהליך עבודה הגיוני

אנחנו ממליצים לחלק לשלושה מסלולים:

- שדות שחולצו בביטחון גבוה, עם חשבון שמתאים לשיעור הצפוי, עוברים ישר למערכת הנהלת החשבונות.
- אי-התאמה בשיעור או ביטחון נמוך באחד משדות הכסף מסומנים \`needsReview\`, ו[לוח הבקרה](/dashboard) מציג את הסכומים מודגשים על תמונת העמוד לבדיקה אנושית.
- מסמכים שאינם חשבוניות מס מתויגים ונשארים מחוץ לדיווח המע״מ.

אדם מכריע במקרים הקשים. שמרו את התיקונים שלו לצד הערכים ש-DocRead קרא, ולא במקומם, כך שמסלול הביקורת נשאר שלם.

## מעבר לשיעור

לחשבוניות גדולות יש בישראל דרישה נוספת: מספר הקצאה מרשות המסים. הקדשנו לכך מאמר נפרד. כדי לנסות את בדיקת המע״מ על הארכיון שלכם, [פתחו חשבון](/signup) והעלו שילוב של חשבוניות מ-2024 ומ-2025. האזהרות יופיעו ב-JSON של התוצאה ובפורטל.

> המאמר מתאר איך התוכנה שלנו בודקת מסמכים. זה אינו ייעוץ מס: בררו מקרי קצה עם רואה החשבון שלכם.
`,
  },
};
