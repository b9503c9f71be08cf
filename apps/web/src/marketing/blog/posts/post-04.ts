import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 4,
  category: 'how-to',
  date: '2026-09-01',
  readTime: 3,
  views: 3920,
  trending: false,
  featured: false,
  image: '/blog/4.svg',
  author: {
    name: 'Noa Levi',
    role: { en: 'Head of Document AI', he: 'ראש תחום בינה מלאכותית למסמכים' },
    avatar: 'NL',
  },
  en: {
    title: 'Reading Passport MRZ Lines and Verifying Their Check Digits',
    excerpt:
      'The two lines of chevrons at the bottom of a passport follow ICAO 9303 and carry their own check digits. How the machine-readable zone is laid out, how the 7-3-1 check digit works, and why DocRead uses it to catch OCR errors.',
    content: `At the bottom of every modern passport's data page there are two lines of capital letters, digits and \`<\` fillers. This is the **machine-readable zone** (MRZ), defined by the ICAO 9303 standard. It repeats the most important data from the visual page in a fixed format, and it includes check digits that let software detect reading errors. For an OCR system that is a gift: few document fields can be verified so cheaply.

## The layouts

ICAO 9303 defines three formats:

- **TD3** (passports): two lines of 44 characters.
- **TD2** (some ID cards and visas): two lines of 36 characters.
- **TD1** (credit-card-sized ID cards): three lines of 30 characters.

Here is the second line of the ICAO specimen passport, which we use in our tests:

\`\`\`text
L898902C36UTO7408122F1204159ZE184226B<<<<<10
\`\`\`

Split by position it reads:

1. \`L898902C3\` document number, then check digit \`6\`.
2. \`UTO\` nationality (a fictional state used in ICAO examples).
3. \`740812\` date of birth (yymmdd), then check digit \`2\`.
4. \`F\` sex.
5. \`120415\` date of expiry, then check digit \`9\`.
6. \`ZE184226B<<<<<\` optional personal number, then check digit \`1\`.
7. \`0\` the composite check digit over the whole line.

## How the check digit works

Each character gets a value: digits are themselves, letters A to Z are 10 to 35, and the filler \`<\` is 0. Multiply the values by the repeating weights 7, 3, 1, add everything up and take the remainder modulo 10.

\`\`\`ts
const WEIGHTS = [7, 3, 1];

function charValue(c: string): number {
  if (c === '<') return 0;
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  return c.charCodeAt(0) - 55; // 'A' is 65, so 'A' becomes 10
}

export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    sum += charValue(field[i] ?? '<') * (WEIGHTS[i % 3] ?? 1);
  }
  return sum % 10;
}

mrzCheckDigit('L898902C3'); // 6
mrzCheckDigit('740812'); // 2
\`\`\`

The composite digit of a TD3 passport covers positions 1 to 10, 14 to 20 and 22 to 43 of the second line: the document number with its check digit, the birth date with its digit, and everything from the expiry date to the personal number's digit.

## Why this matters for OCR

MRZ text is printed in OCR-B, a font designed for machines, but real photos are not clean. Phone pictures add glare over the laminate, scanners clip the bottom edge, and a few confusions keep recurring: \`0\` and \`O\`, \`1\` and \`I\`, \`8\` and \`B\`, and \`<\` read as \`K\` or \`(\`.

DocRead reads the MRZ as a separate zone with a restricted alphabet (A to Z, 0 to 9 and \`<\`), then validates every check digit. Each field is repaired by what it may hold: a letter inside a date becomes its look-alike digit (O to 0, I to 1, B to 8) and the reverse in name fields. A repair is kept only when the check digits then agree. Otherwise the field is returned as read, with low confidence and the warning \`mrz_check_failed\`.

### Cross-checking with the visual zone

The MRZ and the printed data page should agree. DocRead compares the MRZ's name, dates and document number with the fields read from the visual zone, which on Israeli passports includes Hebrew text. A mismatch adds the warning \`mrz_printed_mismatch\`, a strong reason for human review, whether it comes from an OCR error or from a document that deserves a closer look.

## What you get in the result

For \`documentType=passport\`, the result includes the parsed MRZ fields, normalised: dates as ISO strings, sex as \`F\`, \`M\` or \`X\`, and names with the \`<\` separators turned into spaces. Each field carries a confidence, and \`mrzValid\` tells you whether every check digit passed.

A passing check digit does not prove a passport is genuine; it proves the characters were read consistently. Authenticity checks such as chip reading or security features are a separate discipline.

## Try it

Upload a specimen passport image from the [dashboard](/dashboard) or call the API as shown in the [documentation](/docs), and look at \`mrzValid\` and the warnings. Our evaluation sets include specimen documents only; we never train or test on real people's passports without their consent.
`,
  },
  he: {
    title: 'קריאת שורות ה-MRZ בדרכון ובדיקת ספרות הביקורת שלהן',
    excerpt:
      'שתי שורות הסוגריים המשולשים בתחתית הדרכון בנויות לפי תקן ICAO 9303 וכוללות ספרות ביקורת משלהן. איך בנוי האזור הקריא-למכונה, איך עובדת ספרת הביקורת 7-3-1, ולמה DocRead משתמש בה כדי לתפוס שגיאות זיהוי.',
    content: `בתחתית עמוד הנתונים של כל דרכון מודרני יש שתי שורות של אותיות גדולות, ספרות וסימני מילוי \`<\`. זה **האזור הקריא-למכונה** (MRZ), שמוגדר בתקן ICAO 9303. הוא חוזר על הנתונים החשובים מהעמוד החזותי בפורמט קבוע, וכולל ספרות ביקורת שמאפשרות לתוכנה לזהות שגיאות קריאה. למערכת OCR זו מתנה: מעט שדות במסמכים אפשר לאמת בקלות כזו.

## המבנים

תקן ICAO 9303 מגדיר שלושה פורמטים:

- **TD3** (דרכונים): שתי שורות של 44 תווים.
- **TD2** (חלק מתעודות הזהות והאשרות): שתי שורות של 36 תווים.
- **TD1** (תעודות בגודל כרטיס אשראי): שלוש שורות של 30 תווים.

זו השורה השנייה של דרכון הדוגמה של ICAO, שבה אנחנו משתמשים בבדיקות שלנו:

\`\`\`text
L898902C36UTO7408122F1204159ZE184226B<<<<<10
\`\`\`

לפי מיקומים, היא מתפרקת כך:

1. \`L898902C3\` מספר המסמך, ואחריו ספרת הביקורת \`6\`.
2. \`UTO\` אזרחות (מדינה בדיונית שמשמשת בדוגמאות של ICAO).
3. \`740812\` תאריך לידה (yymmdd), ואחריו ספרת הביקורת \`2\`.
4. \`F\` מין.
5. \`120415\` תאריך תפוגה, ואחריו ספרת הביקורת \`9\`.
6. \`ZE184226B<<<<<\` מספר אישי אופציונלי, ואחריו ספרת הביקורת \`1\`.
7. \`0\` ספרת הביקורת המשולבת של השורה כולה.

## איך ספרת הביקורת עובדת

לכל תו יש ערך: ספרה שווה לעצמה, האותיות A עד Z שוות 10 עד 35, וסימן המילוי \`<\` שווה 0. מכפילים את הערכים במשקלות החוזרים 7, 3, 1, מחברים הכול ולוקחים את השארית בחלוקה ל-10.

\`\`\`ts
const WEIGHTS = [7, 3, 1];

function charValue(c: string): number {
  if (c === '<') return 0;
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  return c.charCodeAt(0) - 55; // 'A' is 65, so 'A' becomes 10
}

export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    sum += charValue(field[i] ?? '<') * (WEIGHTS[i % 3] ?? 1);
  }
  return sum % 10;
}

mrzCheckDigit('L898902C3'); // 6
mrzCheckDigit('740812'); // 2
\`\`\`

בדרכון TD3, הספרה המשולבת מכסה את המיקומים 1 עד 10, 14 עד 20 ו-22 עד 43 בשורה השנייה: מספר המסמך עם ספרת הביקורת שלו, תאריך הלידה עם הספרה שלו, וכל מה שמתאריך התפוגה ועד ספרת הביקורת של המספר האישי.

## למה זה חשוב ל-OCR

טקסט ה-MRZ מודפס בגופן OCR-B, שתוכנן במיוחד למכונות, אבל תמונות אמיתיות לא נקיות. צילום בטלפון מוסיף השתקפות על הלמינציה, סורקים חותכים את השוליים התחתונים, וכמה בלבולים חוזרים שוב ושוב: \`0\` ו-\`O\`, \`1\` ו-\`I\`, \`8\` ו-\`B\`, ו-\`<\` שנקרא כ-\`K\` או כ-\`(\`.

DocRead קורא את ה-MRZ כאזור נפרד עם אלפבית מוגבל (A עד Z, 0 עד 9 ו-\`<\`), ואז מאמת כל ספרת ביקורת. כל שדה מתוקן לפי מה שהוא יכול להכיל: אות בתוך תאריך הופכת לספרה הדומה לה (O ל-0, ‏I ל-1, ‏B ל-8), ולהפך בשדות של שמות. תיקון נשמר רק אם ספרות הביקורת מסכימות אחריו. אחרת השדה מוחזר כפי שנקרא, עם ביטחון נמוך והאזהרה \`mrz_check_failed\`.

### הצלבה עם האזור החזותי

ה-MRZ ועמוד הנתונים המודפס אמורים להתאים. DocRead משווה את השם, התאריכים ומספר המסמך שב-MRZ לשדות שנקראו מהאזור החזותי, שבדרכון ישראלי כולל גם טקסט בעברית. אי-התאמה מוסיפה את האזהרה \`mrz_printed_mismatch\`, סיבה טובה לבדיקה אנושית, בין אם מקורה בשגיאת זיהוי ובין אם במסמך שראוי לבחון מקרוב.

## מה מקבלים בתוצאה

עבור \`documentType=passport\` התוצאה כוללת את שדות ה-MRZ אחרי פענוח ונרמול: תאריכים כמחרוזות ISO, מין כ-\`F\`, \`M\` או \`X\`, ושמות שבהם מפרידי \`<\` הפכו לרווחים. לכל שדה יש ציון ביטחון, והשדה \`mrzValid\` אומר אם כל ספרות הביקורת עברו.

ספרת ביקורת תקינה לא מוכיחה שהדרכון אמיתי; היא מוכיחה שהתווים נקראו באופן עקבי. בדיקות אותנטיות, כמו קריאת השבב או סימני אבטחה, הן תחום נפרד.

## נסו בעצמכם

העלו תמונה של דרכון לדוגמה מ[לוח הבקרה](/dashboard) או קראו ל-API כפי שמוסבר ב[תיעוד](/docs), ובדקו את \`mrzValid\` ואת האזהרות. מערכי ההערכה שלנו כוללים רק מסמכי דוגמה; אנחנו לא מאמנים ולא בודקים על דרכונים של אנשים אמיתיים בלי הסכמתם.
`,
  },
};
