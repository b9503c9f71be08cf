import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 5,
  category: 'tips',
  date: '2026-08-11',
  readTime: 3,
  views: 4410,
  trending: false,
  featured: false,
  image: '/blog/5.svg',
  author: { name: 'Amit Shapiro', role: { en: 'Solutions Engineer', he: 'מהנדס פתרונות' }, avatar: 'AS' },
  en: {
    title: 'The Israeli ID Number Check Digit: A Five-Minute Guide for Developers',
    excerpt:
      'Every Israeli ID number ends with a check digit. Validating it takes ten lines of code and catches most single-digit OCR errors on forms, ID cards and invoices. Here is the algorithm, the pitfalls and how DocRead uses it.',
    content: `The Israeli identity number (מספר תעודת זהות) appears on far more documents than the ID card itself: employment forms, bank account applications, medical referrals, rental contracts, and invoices issued by sole proprietors, whose VAT dealer number is usually their ID number. Wherever it appears, its last digit is a check digit. If your system reads these numbers from scans, validating that digit is the cheapest quality check you can add.

## The algorithm

An Israeli ID number has nine digits, the last of which is the check digit. Shorter numbers are padded with leading zeros to nine digits. The validation works like this:

1. Pad the number with zeros on the left to nine digits.
2. Multiply the digits alternately by 1 and 2, starting with 1 on the leftmost digit.
3. If a product is greater than 9, add its two digits together (equivalently, subtract 9).
4. Add up all the results.
5. The number is valid if the total is divisible by 10.

This is a close relative of the Luhn algorithm used on credit cards.

\`\`\`ts
export function isValidIsraeliId(raw: string): boolean {
  const digits = raw.replace(/[\\s-]/g, '');
  if (!/^\\d{5,9}$/.test(digits)) return false;
  const padded = digits.padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const product = Number(padded[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

isValidIsraeliId('123456782'); // true
isValidIsraeliId('123456789'); // false
\`\`\`

## What the check catches, and what it does not

The check digit detects **every single-digit error**: if OCR reads one digit wrongly, the total changes by a non-zero amount smaller than 10, so the number fails. That covers the most common scanning confusions, such as \`1\` read as \`7\`, \`3\` as \`8\` or \`5\` as \`6\`.

It also catches most swaps of two adjacent digits, though not all of them. And it cannot help when two errors cancel out, or when the document itself carries a wrong number. A valid check digit means "consistent", not "correct".

### Common pitfalls

- **Dropping leading zeros.** Spreadsheets love to turn \`012345674\` into \`12345674\`. Always store ID numbers as strings, and pad before validating.
- **Reading the wrong number.** Forms often put the ID number next to a phone number or a file number of similar length. Use the label ("ת.ז.", "מספר זהות", "ID No.") to pick the right one.
- **Spaces and hyphens.** Some forms print the number in boxes, one digit per box. OCR then returns spaces or pipes between digits; strip them before checking.
- **Corporate numbers.** A company number (ח.פ.) has nine digits too and uses the same check digit scheme, so a valid checksum does not tell you whether you are looking at a person or a company. The label does.

## How DocRead uses it

When DocRead extracts a field it recognises as an Israeli ID number, it runs the check automatically. A number that fails is never silently "fixed": the field keeps the digits as printed, its confidence is lowered, and the result carries the warning \`israeli_id_invalid\`, so the document goes to review. A number that passes is returned as \`israeliId\`:

\`\`\`json
{
  "israeliId": {
    "value": "123456782",
    "text": "123456782",
    "confidence": 0.99,
    "page": 1
  }
}
\`\`\`

## A small habit with a large payoff

Check digits cost nothing at runtime and remove a whole class of errors before they reach your database. We apply the same idea to passport MRZ lines, to suppliers' tax numbers on invoices, and to invoice totals that must add up. If you build your own pipeline on top of the [DocRead API](/docs), add the ten lines above to your validation layer even when you trust the source; if you would rather have it done for you, it is already part of every result. You can see it in action on the [features page](/features).
`,
  },
  he: {
    title: 'ספרת הביקורת של מספר תעודת זהות: מדריך של חמש דקות למפתחים',
    excerpt:
      'כל מספר תעודת זהות ישראלי מסתיים בספרת ביקורת. בדיקה שלה לוקחת עשר שורות קוד ותופסת את רוב שגיאות הזיהוי בספרה בודדת בטפסים, בתעודות ובחשבוניות. הנה האלגוריתם, המלכודות, והדרך שבה DocRead משתמש בו.',
    content: `מספר תעודת הזהות מופיע בהרבה יותר מסמכים מאשר בתעודה עצמה: טופסי העסקה, בקשות לפתיחת חשבון בנק, הפניות רפואיות, חוזי שכירות וחשבוניות של עוסקים מורשים יחידים, שבדרך כלל מספר העוסק שלהם הוא מספר הזהות. בכל מקום שבו הוא מופיע, הספרה האחרונה היא ספרת ביקורת. אם המערכת שלכם קוראת את המספרים האלה מסריקות, בדיקת הספרה הזו היא בקרת האיכות הזולה ביותר שאפשר להוסיף.

## האלגוריתם

למספר תעודת זהות יש תשע ספרות, והאחרונה היא ספרת הביקורת. מספרים קצרים יותר מרופדים באפסים משמאל עד תשע ספרות. הבדיקה עובדת כך:

1. מרפדים את המספר באפסים משמאל עד תשע ספרות.
2. מכפילים את הספרות לסירוגין ב-1 וב-2, כשהספרה השמאלית ביותר מוכפלת ב-1.
3. אם מכפלה גדולה מ-9, מחברים את שתי הספרות שלה (או, באותה מידה, מחסירים 9).
4. מחברים את כל התוצאות.
5. המספר תקין אם הסכום מתחלק ב-10.

זה קרוב משפחה של אלגוריתם Luhn שמשמש בכרטיסי אשראי.

\`\`\`ts
export function isValidIsraeliId(raw: string): boolean {
  const digits = raw.replace(/[\\s-]/g, '');
  if (!/^\\d{5,9}$/.test(digits)) return false;
  const padded = digits.padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const product = Number(padded[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

isValidIsraeliId('123456782'); // true
isValidIsraeliId('123456789'); // false
\`\`\`

## מה הבדיקה תופסת, ומה לא

ספרת הביקורת מזהה **כל שגיאה בספרה בודדת**: אם ה-OCR קרא ספרה אחת לא נכון, הסכום משתנה בערך שאינו אפס וקטן מ-10, והמספר נכשל. זה מכסה את הבלבולים הנפוצים בסריקה, כמו \`1\` שנקרא כ-\`7\`, \`3\` כ-\`8\` או \`5\` כ-\`6\`.

היא תופסת גם את רוב ההחלפות בין שתי ספרות סמוכות, אבל לא את כולן. והיא לא עוזרת כששתי שגיאות מבטלות זו את זו, או כשהמסמך עצמו נושא מספר שגוי. ספרת ביקורת תקינה פירושה "עקבי", לא "נכון".

### מלכודות נפוצות

- **אפסים מובילים שנעלמים.** גיליונות אלקטרוניים אוהבים להפוך \`012345674\` ל-\`12345674\`. שמרו תמיד מספרי זהות כמחרוזות, ורפדו לפני הבדיקה.
- **קריאת המספר הלא נכון.** בטפסים מספר הזהות מופיע לא פעם ליד מספר טלפון או מספר תיק באורך דומה. השתמשו בתווית ("ת.ז.", "מספר זהות", "ID No.") כדי לבחור את המספר הנכון.
- **רווחים ומקפים.** יש טפסים שמדפיסים את המספר בתיבות, ספרה בכל תיבה. ה-OCR מחזיר אז רווחים או קווים בין הספרות; נקו אותם לפני הבדיקה.
- **מספרי חברה.** גם לח.פ. יש תשע ספרות והוא משתמש באותה שיטת ספרת ביקורת, כך שסכום תקין לא אומר לכם אם מדובר באדם או בחברה. התווית אומרת.

## איך DocRead משתמש בזה

כש-DocRead מחלץ שדה שהוא מזהה כמספר זהות ישראלי, הוא מריץ את הבדיקה אוטומטית. מספר שנכשל אף פעם לא "מתוקן" בשקט: השדה שומר את הספרות כפי שהודפסו, ציון הביטחון שלו יורד, והתוצאה נושאת את האזהרה \`israeli_id_invalid\`, כך שהמסמך עובר לבדיקה. מספר תקין מוחזר בשדה \`israeliId\`:

\`\`\`json
{
  "israeliId": {
    "value": "123456782",
    "text": "123456782",
    "confidence": 0.99,
    "page": 1
  }
}
\`\`\`

## הרגל קטן, תועלת גדולה

ספרות ביקורת לא עולות כלום בזמן ריצה ומסלקות סוג שלם של שגיאות לפני שהן מגיעות למסד הנתונים. אנחנו מיישמים את אותו רעיון בשורות MRZ של דרכונים, במספרי עוסק של ספקים בחשבוניות, ובסכומי חשבוניות שחייבים להסתכם נכון. אם אתם בונים תהליך משלכם על גבי [ה-API של DocRead](/docs), הוסיפו את עשר השורות האלה לשכבת האימות גם כשאתם סומכים על המקור. ואם אתם מעדיפים שזה ייעשה בשבילכם, זה כבר חלק מכל תוצאה. אפשר לראות את זה ב[עמוד היכולות](/features).
`,
  },
};
