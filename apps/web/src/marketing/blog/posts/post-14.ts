import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 14,
  category: 'business',
  date: '2026-02-03',
  readTime: 3,
  views: 4560,
  trending: true,
  featured: false,
  image: '/blog/14.svg',
  author: {
    name: 'Maya Friedman',
    role: { en: 'Product Manager, Finance Documents', he: 'מנהלת מוצר, מסמכים פיננסיים' },
    avatar: 'MF',
  },
  en: {
    title: 'Bank Statement Reconciliation: From Scanned Pages to Matched Transactions',
    excerpt:
      'Reconciling a month of transactions by hand takes hours and invites mistakes. How DocRead reads Hebrew and English bank statements, why running balances are the best quality check you have, and a simple matching strategy for invoices and payments.',
    content: `Bank reconciliation is one of those tasks every finance team does and nobody enjoys: compare what the bank says happened with what your books say should have happened, and explain every difference. When statements arrive as PDFs or scans, the first hours go into typing transactions into a spreadsheet. That part, at least, can be automated reliably.

## What a statement looks like to DocRead

Israeli bank statements share a familiar layout, whatever the bank: a header with the account holder, branch and account number, then a table of transactions with columns for date, value date (תאריך ערך), description, reference (אסמכתא), debit (חובה), credit (זכות) and running balance (יתרה). English statements have the same ideas under different names.

With \`documentType=bank_statement\`, DocRead returns header fields (\`bank\`, \`accountNumber\`, \`holder\`, \`periodStart\`, \`periodEnd\`, \`openingBalance\`, \`closingBalance\`) and one row per transaction in \`lists.transactions\`, each with \`date\`, \`description\`, \`debit\`, \`credit\` and \`balance\`.

## The running balance: a free correctness check

Statements contain their own proof. Each row's balance should equal the previous balance plus credits minus debits. If OCR misreads an amount, merges two rows or skips one, the chain breaks at exactly that row.

\`\`\`ts
type Txn = { debit: number; credit: number; balance: number };

export function brokenBalanceRows(openingBalance: number, rows: Txn[]): number[] {
  const broken: number[] = [];
  let expected = openingBalance;
  rows.forEach((row, i) => {
    expected = Math.round((expected + row.credit - row.debit) * 100) / 100;
    if (Math.abs(expected - row.balance) > 0.005) {
      broken.push(i);
      expected = row.balance; // resynchronise so one error is reported once
    }
  });
  return broken;
}
\`\`\`

DocRead runs this check on every statement. Rows where the chain breaks get low confidence and the statement gets the warning \`running_balance_mismatch\`; a closing balance that disagrees with the last row adds \`closing_balance_mismatch\`. In practice this catches almost every extraction error that matters, because nearly any misread amount breaks the chain. It cannot catch a wrong date or description, which is why those fields keep their own confidence.

## Matching transactions to your books

Once transactions are clean, matching is mostly bookkeeping logic. A simple strategy that works well for small and mid-sized businesses:

1. **Exact reference.** If the transaction's reference or description contains an invoice number or a payment reference you know, match on it.
2. **Amount and date window.** Otherwise, look for an open invoice or payment with exactly the same amount within a few days of the value date.
3. **Counterparty name.** Use the description to break ties, after normalising spaces and common prefixes such as "העברה ל" or "הו״ק".
4. **Everything else goes to a person.** Bank fees, split payments and one payment for several invoices are better decided by someone who knows the business.

Keep matching rules deterministic and explainable. When an auditor asks why a payment was linked to an invoice, "same amount and reference, two days apart" is an answer; "the model thought so" is not.

## Exporting for your accounting system

Most accounting software imports transactions from CSV or XLSX. DocRead exports both, with dates in ISO format and amounts as plain numbers, so nothing depends on the locale of the computer that opens the file. The CSV is UTF-8 with a byte order mark, so Hebrew descriptions display correctly when the file is opened in Excel.

## An illustrative month

To make the workflow concrete, consider an illustrative scenario, not a customer report: a small import business receives statements for three accounts as PDFs each month, about 400 transactions in total. With DocRead, the statements are processed overnight through the async API. The balance check flags a handful of rows, usually on pages with stamps or poor scans, and a bookkeeper reviews only those rows against the page image. The matching rules link most transactions to invoices automatically, and the rest are handled by hand as before. The work that remains is the work that needs judgement.

## Privacy first

Bank statements are among the most sensitive documents a business handles. Use API keys limited to the service that needs them, delete statement files from the [dashboard](/dashboard) once they are reconciled, and consider [self-hosting](/docs) if statements must not leave your network. Our security article covers these practices in detail, and the [pricing page](/pricing) lists what each plan includes.
`,
  },
  he: {
    title: 'התאמות בנקים: מעמודים סרוקים לתנועות מותאמות',
    excerpt:
      'התאמה ידנית של חודש תנועות לוקחת שעות ומזמינה טעויות. איך DocRead קורא דפי חשבון בעברית ובאנגלית, למה היתרה המצטברת היא בדיקת האיכות הטובה ביותר שיש לכם, ואסטרטגיית התאמה פשוטה לחשבוניות ולתשלומים.',
    content: `התאמת בנקים היא אחת המשימות שכל מחלקת כספים עושה ואף אחד לא נהנה ממנה: להשוות את מה שהבנק אומר שקרה למה שהספרים אומרים שהיה צריך לקרות, ולהסביר כל הפרש. כשדפי החשבון מגיעים כקובצי PDF או כסריקות, השעות הראשונות הולכות על הקלדת תנועות לגיליון. את החלק הזה, לפחות, אפשר להפוך לאוטומטי ואמין.

## איך דף חשבון נראה בעיני DocRead

לדפי חשבון של בנקים בישראל יש מבנה מוכר, לא משנה איזה בנק: כותרת עם בעל החשבון, הסניף ומספר החשבון, ואחריה טבלת תנועות עם עמודות לתאריך, תאריך ערך, תיאור, אסמכתא, חובה, זכות ויתרה. בדפים באנגלית אותם רעיונות מופיעים בשמות אחרים.

עם \`documentType=bank_statement\`, DocRead מחזיר שדות כותרת (\`bank\`, \`accountNumber\`, \`holder\`, \`periodStart\`, \`periodEnd\`, \`openingBalance\`, \`closingBalance\`) ושורה לכל תנועה ב-\`lists.transactions\`, כל אחת עם \`date\`, \`description\`, \`debit\`, \`credit\` ו-\`balance\`.

## היתרה המצטברת: בדיקת נכונות בחינם

דפי חשבון מכילים את ההוכחה של עצמם. היתרה בכל שורה צריכה להיות שווה ליתרה הקודמת ועוד זכות פחות חובה. אם ה-OCR קורא סכום לא נכון, ממזג שתי שורות או מדלג על אחת, השרשרת נשברת בדיוק בשורה הזו.

\`\`\`ts
type Txn = { debit: number; credit: number; balance: number };

export function brokenBalanceRows(openingBalance: number, rows: Txn[]): number[] {
  const broken: number[] = [];
  let expected = openingBalance;
  rows.forEach((row, i) => {
    expected = Math.round((expected + row.credit - row.debit) * 100) / 100;
    if (Math.abs(expected - row.balance) > 0.005) {
      broken.push(i);
      expected = row.balance; // resynchronise so one error is reported once
    }
  });
  return broken;
}
\`\`\`

DocRead מריץ את הבדיקה הזו על כל דף חשבון. שורות שבהן השרשרת נשברת מקבלות ביטחון נמוך, ודף החשבון מקבל את האזהרה \`running_balance_mismatch\`; יתרת סגירה שלא מתיישבת עם השורה האחרונה מוסיפה \`closing_balance_mismatch\`. בפועל זה תופס כמעט כל שגיאת חילוץ שחשובה, כי כמעט כל סכום שנקרא לא נכון שובר את השרשרת. זה לא תופס תאריך או תיאור שגויים, ולכן לשדות האלה יש ציון ביטחון משלהם.

## התאמת תנועות לספרים

כשהתנועות נקיות, ההתאמה היא בעיקר היגיון של הנהלת חשבונות. אסטרטגיה פשוטה שעובדת טוב לעסקים קטנים ובינוניים:

1. **אסמכתא מדויקת.** אם האסמכתא או התיאור של התנועה כוללים מספר חשבונית או אסמכתת תשלום שאתם מכירים, התאימו לפיה.
2. **סכום וחלון תאריכים.** אחרת, חפשו חשבונית פתוחה או תשלום באותו סכום בדיוק, בטווח של כמה ימים מתאריך הערך.
3. **שם הצד השני.** השתמשו בתיאור כדי להכריע בין מועמדים, אחרי נרמול רווחים וקידומות נפוצות כמו "העברה ל" או "הו״ק".
4. **כל השאר עובר לאדם.** עמלות בנק, תשלומים מפוצלים ותשלום אחד על כמה חשבוניות עדיף שיוכרעו בידי מי שמכיר את העסק.

שמרו על כללי התאמה דטרמיניסטיים וניתנים להסבר. כשמבקר שואל למה תשלום קושר לחשבונית, "אותו סכום ואותה אסמכתא, בהפרש של יומיים" היא תשובה; "המודל חשב כך" היא לא.

## ייצוא למערכת הנהלת החשבונות

רוב תוכנות הנהלת החשבונות מייבאות תנועות מ-CSV או מ-XLSX. ‏DocRead מייצא את שניהם, עם תאריכים בפורמט ISO וסכומים כמספרים נקיים, כך ששום דבר לא תלוי בהגדרות האזוריות של המחשב שפותח את הקובץ. קובץ ה-CSV נשמר ב-UTF-8 עם סימן סדר בתים, כך שתיאורים בעברית מוצגים נכון כשהקובץ נפתח באקסל.

## חודש לדוגמה

כדי להמחיש את התהליך, הנה תרחיש להמחשה, לא דיווח על לקוח: עסק יבוא קטן מקבל מדי חודש דפי חשבון של שלושה חשבונות כקובצי PDF, כ-400 תנועות בסך הכול. עם DocRead, הדפים מעובדים בלילה דרך ה-API האסינכרוני. בדיקת היתרה מסמנת קומץ שורות, בדרך כלל בעמודים עם חותמות או סריקה גרועה, ומנהלת החשבונות בודקת רק את השורות האלה מול תמונת העמוד. כללי ההתאמה מקשרים את רוב התנועות לחשבוניות אוטומטית, והשאר מטופלות ידנית כמו קודם. העבודה שנשארת היא העבודה שדורשת שיקול דעת.

## פרטיות קודם כול

דפי חשבון בנק הם מהמסמכים הרגישים ביותר שעסק מטפל בהם. השתמשו במפתחות API שמוגבלים לשירות שצריך אותם, מחקו את קובצי דפי החשבון מ[לוח הבקרה](/dashboard) אחרי שההתאמה הושלמה, ושקלו [התקנה עצמית](/docs) אם הדפים לא אמורים לצאת מהרשת שלכם. המאמר שלנו על אבטחה מפרט את ההרגלים האלה, ו[עמוד התמחור](/pricing) מפרט מה כוללת כל תוכנית.
`,
  },
};
