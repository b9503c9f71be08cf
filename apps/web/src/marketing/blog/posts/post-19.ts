import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 19,
  category: 'case-study',
  date: '2025-10-14',
  readTime: 4,
  views: 2630,
  trending: false,
  featured: false,
  image: '/blog/19.svg',
  author: { name: 'Amit Shapiro', role: { en: 'Solutions Engineer', he: 'מהנדס פתרונות' }, avatar: 'AS' },
  en: {
    title: 'Illustrative Scenario: Faster Employee Onboarding with ID Cards, Passports and Form 101',
    excerpt:
      'A worked example, not a customer story: how an HR team could read identity documents and tax forms for new hires, cross-check them against each other, and keep sensitive scans for no longer than necessary.',
    content: `This is an **illustrative scenario**. The company and its numbers are invented to show how identity-document reading fits into an onboarding process; nothing here describes a real customer or a measured result.

## The situation

Picture a logistics company that hires seasonal staff before every holiday period: drivers, warehouse workers and a few dozen people from abroad with work permits. Every new hire brings the same paperwork:

- an Israeli ID card, or a passport for foreign workers;
- a completed Form 101 (טופס 101), the employee tax card that tells payroll about credit points and other income;
- a bank account confirmation for salary payments.

In peak weeks the HR team receives hundreds of these bundles, mostly as phone photos sent by the recruiters. Typing them into the payroll system takes days, and a single wrong digit in an ID number or bank account causes a failed salary payment a month later.

## Reading each document type

The team sends every file to DocRead with the appropriate \`documentType\`:

- **ID cards** (\`id\`): DocRead reads the Hebrew name fields, the date of birth and the ID number, and validates the ID check digit.
- **Passports** (\`passport\`): DocRead reads the machine-readable zone and verifies all ICAO 9303 check digits, then compares the MRZ with the printed data page.
- **Form 101** (\`form\`): DocRead extracts the filled-in values next to their printed labels and returns them as named fields; ticked boxes are checked by a person.
- **Bank confirmations** (\`form\` or \`bank_statement\`): bank, branch and account number.

## Cross-checking across documents

The real value comes from comparing documents with each other. A person's ID number appears on the ID card and again on Form 101; their name appears on the passport, the form and the bank confirmation. Any disagreement is worth a look before the first payroll run.

\`\`\`ts
type Bundle = {
  idCard?: { idNumber: string; lastName: string };
  form101: { idNumber: string; lastName: string };
  bank: { accountHolder: string };
};

const clean = (s: string) => s.replace(/[\\s'"׳״-]/g, '');

export function bundleProblems(b: Bundle): string[] {
  const problems: string[] = [];
  if (b.idCard && b.idCard.idNumber.padStart(9, '0') !== b.form101.idNumber.padStart(9, '0')) {
    problems.push('ID number on the card differs from Form 101');
  }
  if (b.idCard && !clean(b.bank.accountHolder).includes(clean(b.idCard.lastName))) {
    problems.push('bank account holder does not match the surname on the ID card');
  }
  return problems;
}
\`\`\`

Names need care. A Hebrew name can be transliterated into English in several ways, and a bank may print the account holder as "שם משפחה שם פרטי" while the form has the first name first. Comparisons should be tolerant and the outcome should be "ask a person", never "reject".

## The review step

Bundles without problems and with every field above threshold go straight to payroll. The rest go to an HR review list built on these checks, and each conflicting value can be opened in the [dashboard](/dashboard), highlighted on its own page image. HR resolves them, often with a quick call to the new employee.

### Foreign workers

For passports from many countries, the MRZ is often the most reliable source, because it uses a fixed font and a fixed alphabet regardless of the language of the visual page. Names in the MRZ are transliterated into Latin letters, so the team treats the MRZ version as the canonical spelling for payroll and keeps the visual-page name as displayed.

## Privacy is part of the design

Identity documents are among the most sensitive files an employer holds, so the scenario includes rules from day one:

1. Only the HR team has access to the onboarding documents in the portal.
2. Extracted values go to payroll; the scans themselves are kept only for the period the company's policy requires, then deleted.
3. API keys used by the recruiting tool can submit documents but are kept on the server, never in the recruiters' phones.
4. Nothing is sent by e-mail once the upload page exists.

If the company's policy requires that identity documents never leave its own network, the same flow runs on a self-hosted DocRead installation.

## What to take away

Onboarding is a good fit for document automation because the documents repeat, the fields are well defined and they can be checked against each other. The parts that need judgement, such as names that do not quite match or a form filled in incorrectly, stay with people, who now spend their time on the few bundles that need them. The [features page](/features) lists every identity document field, and the [documentation](/docs) shows the result format.
`,
  },
  he: {
    title: 'תרחיש להמחשה: קליטת עובדים מהירה יותר עם תעודות זהות, דרכונים וטופס 101',
    excerpt:
      'דוגמה מפורטת, לא סיפור לקוח: איך צוות משאבי אנוש יכול לקרוא מסמכי זהות וטפסי מס של עובדים חדשים, להצליב ביניהם, ולשמור סריקות רגישות לא יותר מהנדרש.',
    content: `זהו **תרחיש להמחשה**. החברה והמספרים שלה הומצאו כדי להראות איך קריאת מסמכי זהות משתלבת בתהליך קליטת עובדים; שום דבר כאן לא מתאר לקוח אמיתי או תוצאה שנמדדה.

## המצב

דמיינו חברת לוגיסטיקה שמגייסת עובדים עונתיים לפני כל תקופת חגים: נהגים, עובדי מחסן וכמה עשרות עובדים מחו״ל עם היתרי עבודה. כל עובד חדש מביא את אותה ערימת ניירת:

- תעודת זהות ישראלית, או דרכון לעובדים זרים;
- טופס 101 מלא, כרטיס העובד שמודיע למחלקת השכר על נקודות זיכוי והכנסות נוספות;
- אישור ניהול חשבון בנק לתשלום המשכורת.

בשבועות העמוסים צוות משאבי האנוש מקבל מאות חבילות כאלה, רובן כצילומי טלפון שהמגייסים שולחים. ההקלדה למערכת השכר לוקחת ימים, וספרה שגויה אחת במספר זהות או בחשבון בנק גורמת לתשלום משכורת שנכשל חודש אחר כך.

## קריאת כל סוג מסמך

הצוות שולח כל קובץ ל-DocRead עם ה-\`documentType\` המתאים:

- **תעודות זהות** (\`id\`): ‏DocRead קורא את שדות השם בעברית, את תאריך הלידה ואת מספר הזהות, ומאמת את ספרת הביקורת.
- **דרכונים** (\`passport\`): ‏DocRead קורא את האזור הקריא-למכונה ומאמת את כל ספרות הביקורת לפי ICAO 9303, ואז משווה את ה-MRZ לעמוד הנתונים המודפס.
- **טופס 101** (\`form\`): ‏DocRead מחלץ את הערכים שמולאו לצד התוויות המודפסות ומחזיר אותם כשדות בעלי שם; תיבות סימון נבדקות בידי אדם.
- **אישורי בנק** (\`form\` או \`bank_statement\`): בנק, סניף ומספר חשבון.

## הצלבה בין מסמכים

הערך האמיתי מגיע מהשוואת המסמכים זה לזה. מספר הזהות של אדם מופיע בתעודה ושוב בטופס 101; השם שלו מופיע בדרכון, בטופס ובאישור הבנק. כל אי-התאמה שווה בדיקה לפני הרצת השכר הראשונה.

\`\`\`ts
type Bundle = {
  idCard?: { idNumber: string; lastName: string };
  form101: { idNumber: string; lastName: string };
  bank: { accountHolder: string };
};

const clean = (s: string) => s.replace(/[\\s'"׳״-]/g, '');

export function bundleProblems(b: Bundle): string[] {
  const problems: string[] = [];
  if (b.idCard && b.idCard.idNumber.padStart(9, '0') !== b.form101.idNumber.padStart(9, '0')) {
    problems.push('ID number on the card differs from Form 101');
  }
  if (b.idCard && !clean(b.bank.accountHolder).includes(clean(b.idCard.lastName))) {
    problems.push('bank account holder does not match the surname on the ID card');
  }
  return problems;
}
\`\`\`

שמות דורשים זהירות. שם עברי יכול להיות מתועתק לאנגלית בכמה דרכים, ובנק עשוי להדפיס את בעל החשבון כ"שם משפחה שם פרטי" בזמן שבטופס השם הפרטי מופיע ראשון. ההשוואות צריכות להיות סלחניות, והתוצאה צריכה להיות "לשאול אדם", אף פעם לא "לדחות".

## שלב הבדיקה

חבילות בלי בעיות, שכל השדות בהן מעל הסף, עוברות ישר לשכר. השאר עוברות לרשימת בדיקה של משאבי אנוש שנבנתה על הבדיקות האלה, וכל ערך סותר אפשר לפתוח ב[לוח הבקרה](/dashboard), מודגש על תמונת העמוד שלו. צוות משאבי האנוש פותר אותן, לא פעם בשיחה קצרה עם העובד החדש.

### עובדים מחו״ל

בדרכונים ממדינות רבות, ה-MRZ הוא לא פעם המקור האמין ביותר, כי הוא משתמש בגופן קבוע ובאלפבית קבוע, בלי קשר לשפה של העמוד החזותי. השמות ב-MRZ מתועתקים לאותיות לטיניות, ולכן הצוות מתייחס לגרסת ה-MRZ כאיות הקובע לשכר, ושומר את השם מהעמוד החזותי כפי שהוא מוצג.

## פרטיות היא חלק מהתכנון

מסמכי זהות הם מהקבצים הרגישים ביותר שמעסיק מחזיק, ולכן התרחיש כולל כללים מהיום הראשון:

1. רק לצוות משאבי האנוש יש גישה למסמכי הקליטה בפורטל.
2. הערכים שחולצו עוברים לשכר; הסריקות עצמן נשמרות רק לתקופה שמדיניות החברה מחייבת, ואז נמחקות.
3. מפתחות ה-API של כלי הגיוס יכולים לשלוח מסמכים, אבל הם שמורים בשרת, אף פעם לא בטלפונים של המגייסים.
4. שום דבר לא נשלח במייל מרגע שדף ההעלאה קיים.

אם מדיניות החברה מחייבת שמסמכי זהות לא ייצאו לעולם מהרשת שלה, אותו תהליך רץ על התקנה עצמית של DocRead.

## מה לקחת מכאן

קליטת עובדים מתאימה היטב לאוטומציה של מסמכים, כי המסמכים חוזרים על עצמם, השדות מוגדרים היטב ואפשר להצליב ביניהם. החלקים שדורשים שיקול דעת, כמו שמות שלא ממש תואמים או טופס שמולא לא נכון, נשארים אצל אנשים, שמקדישים עכשיו את הזמן שלהם למעט החבילות שצריכות אותם. [עמוד היכולות](/features) מפרט כל שדה של מסמכי זהות, וה[תיעוד](/docs) מציג את מבנה התוצאה.
`,
  },
};
