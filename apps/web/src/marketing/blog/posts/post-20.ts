import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 20,
  category: 'industry',
  date: '2025-09-23',
  readTime: 4,
  views: 2240,
  trending: false,
  featured: false,
  image: '/blog/20.svg',
  author: {
    name: 'Tamar Ben-David',
    role: { en: 'Research Engineer, Evaluation', he: 'מהנדסת מחקר, הערכת איכות' },
    avatar: 'TB',
  },
  en: {
    title: 'Contracts and Forms in Legal and Insurance Work: What OCR Can and Cannot Do',
    excerpt:
      'Law firms, insurers and property managers sit on archives of scanned contracts and handwritten forms. Where document recognition genuinely helps, from full-text search to dates, amounts and labelled values, and where a lawyer still has to read.',
    content: `Legal and insurance work runs on paper that was never designed for machines: leases signed in three copies, claim forms filled in by hand at a hospital, amendments stapled to twenty-year-old agreements. Document recognition cannot replace the people who interpret these documents. It can, however, remove most of the hunting, copying and retyping around them.

## Start with search

The most valuable thing OCR does for a contract archive is also the least glamorous: it makes every page searchable. A scanned PDF is a picture; after DocRead, it becomes a **searchable PDF** with an invisible text layer under the image, in logical Hebrew order, so that searching for "אופציה להארכה" or "force majeure" finds the clause.

For an archive, this alone changes daily work. Finding every lease with an early termination clause stops being a week of reading and becomes a search, followed by a lawyer reading the results.

## What DocRead pulls out of a contract

Beyond search, DocRead returns what any agreement offers in a structured form, each item with its page and position so a person can verify it in context:

- every labelled value, such as "שם השוכר: ..." or "Term: ...", as a named field and in \`lists.keyValues\`;
- every date in the text, normalised to ISO format, in \`lists.dates\`;
- every amount, in \`lists.amounts\`;
- Israeli ID numbers and company numbers that pass their check digits, plus e-mail addresses and phone numbers.

What it does **not** do is interpret. Finding the renewal clause is a search over the text; whether "ninety days before the end of the term" means what your client thinks it means is a legal question, and we leave it with the lawyer.

## Hebrew dates in running text

Contracts rarely write \`05/03/2026\`. They write "5 במרץ 2026", "ה-5 לחודש מרץ 2026", or in some documents a Hebrew calendar date such as "ט״ו בשבט". DocRead normalises Gregorian dates written with Hebrew or English month names into ISO format and keeps the original text next to them. Hebrew calendar dates stay as text, for a person to read. A simplified version of the Gregorian case looks like this:

\`\`\`ts
const MONTHS: Record<string, number> = {
  ינואר: 1, פברואר: 2, מרץ: 3, אפריל: 4, מאי: 5, יוני: 6,
  יולי: 7, אוגוסט: 8, ספטמבר: 9, אוקטובר: 10, נובמבר: 11, דצמבר: 12,
};

export function hebrewDateToIso(text: string): string | null {
  const match = text.match(/(\\d{1,2})\\s+(?:ב|לחודש\\s+)?([\\u05D0-\\u05EA]+)\\s+(\\d{4})/);
  if (!match) return null;
  const month = MONTHS[match[2] ?? ''];
  if (!month) return null;
  return \`\${match[3]}-\${String(month).padStart(2, '0')}-\${match[1]?.padStart(2, '0')}\`;
}

hebrewDateToIso('נחתם ביום 5 במרץ 2026'); // '2026-03-05'
\`\`\`

## Forms: labels, boxes and handwriting

Insurance and medical forms are a different challenge. They have fixed labels, printed boxes for each character and checkboxes for yes-or-no questions. DocRead treats them as key-value pairs:

1. It finds printed labels, usually ending with a colon, and the value beside or below each one.
2. It returns each pair under the label's name, with the value as written.
3. It gives every value its own confidence, so an unclear entry goes to review instead of into your system.

Handwriting deserves honesty. The Tesseract models DocRead is built on are trained on print, so handwritten entries, and cursive Hebrew above all, come back with low confidence or not at all. We would rather send a handwritten diagnosis to a person than guess.

### Checkboxes, signatures and stamps

A tick is not text, and DocRead does not claim to read it. The same goes for signatures and stamps: DocRead does not tell you whether a contract is signed, and it does not verify that a signature is genuine. Where your process depends on these marks, a person checks them on the page image, which takes seconds once the rest of the form has been read.

## Where a person must stay in the loop

- interpreting clauses, obligations and risk;
- deciding which version of a contract is binding;
- any handwritten value, tick or signature that affects a claim or a payment;
- documents where the scan may be incomplete, such as a numbered sequence with a page missing.

## A practical start

Pick one archive, such as active leases, and run it through DocRead to make it searchable and to export its dates and labelled values into a spreadsheet. Then check a sample by hand to see how far you can trust it for your documents. The [features page](/features) lists the supported document types, and if you need contracts to stay on your own servers, [our team](/contact-sales) can tell you about self-hosting.
`,
  },
  he: {
    title: 'חוזים וטפסים בעבודה משפטית ובביטוח: מה OCR יכול לעשות, ומה לא',
    excerpt:
      'משרדי עורכי דין, חברות ביטוח וחברות ניהול נכסים יושבים על ארכיונים של חוזים סרוקים וטפסים בכתב יד. איפה זיהוי מסמכים באמת עוזר, מחיפוש בטקסט מלא ועד תאריכים, סכומים וערכים מתויגים, ואיפה עורך דין עדיין צריך לקרוא.',
    content: `עבודה משפטית ועבודת ביטוח נשענות על ניירת שאף פעם לא תוכננה בשביל מכונות: חוזי שכירות שנחתמו בשלושה עותקים, טופסי תביעה שמולאו ביד בבית חולים, תוספות שהודקו להסכמים בני עשרים שנה. זיהוי מסמכים לא יכול להחליף את האנשים שמפרשים את המסמכים האלה. אבל הוא יכול לחסוך את רוב החיפוש, ההעתקה וההקלדה מסביבם.

## מתחילים בחיפוש

הדבר הכי בעל ערך ש-OCR עושה לארכיון חוזים הוא גם הכי פחות זוהר: הוא הופך כל עמוד לניתן לחיפוש. ‏PDF סרוק הוא תמונה; אחרי DocRead הוא הופך ל-**PDF ניתן לחיפוש** עם שכבת טקסט בלתי נראית מתחת לתמונה, בסדר עברי לוגי, כך שחיפוש של "אופציה להארכה" או "force majeure" מוצא את הסעיף.

בארכיון, זה לבדו משנה את העבודה היומיומית. למצוא כל חוזה שכירות עם סעיף יציאה מוקדמת מפסיק להיות שבוע של קריאה והופך לחיפוש, ואחריו עורך דין שקורא את התוצאות.

## מה DocRead מוציא מחוזה

מעבר לחיפוש, DocRead מחזיר בצורה מובנית את מה שכל הסכם מציע, כל פריט עם העמוד והמיקום שלו, כדי שאדם יוכל לאמת אותו בהקשר:

- כל ערך שמופיע ליד תווית, כמו "שם השוכר: ..." או "Term: ...", כשדה בעל שם וגם ב-\`lists.keyValues\`;
- כל תאריך בטקסט, מנורמל לפורמט ISO, ב-\`lists.dates\`;
- כל סכום, ב-\`lists.amounts\`;
- מספרי זהות ומספרי חברה שעוברים את בדיקת ספרת הביקורת, וגם כתובות דוא״ל ומספרי טלפון.

מה שהוא **לא** עושה הוא לפרש. מציאת סעיף החידוש היא חיפוש בטקסט; השאלה אם "תשעים יום לפני תום התקופה" אומר את מה שהלקוח שלכם חושב שהוא אומר היא שאלה משפטית, ואנחנו משאירים אותה אצל עורך הדין.

## תאריכים עבריים בתוך הטקסט

חוזים כמעט לא כותבים \`05/03/2026\`. הם כותבים "5 במרץ 2026", "ה-5 לחודש מרץ 2026", ובחלק מהמסמכים גם תאריך עברי כמו "ט״ו בשבט". ‏DocRead מנרמל תאריכים לועזיים שנכתבו עם שמות חודשים בעברית או באנגלית לפורמט ISO, ושומר לידם את הטקסט המקורי. תאריכים עבריים נשארים כטקסט, לקריאה של אדם. גרסה מפושטת של המקרה הלועזי נראית כך:

\`\`\`ts
const MONTHS: Record<string, number> = {
  ינואר: 1, פברואר: 2, מרץ: 3, אפריל: 4, מאי: 5, יוני: 6,
  יולי: 7, אוגוסט: 8, ספטמבר: 9, אוקטובר: 10, נובמבר: 11, דצמבר: 12,
};

export function hebrewDateToIso(text: string): string | null {
  const match = text.match(/(\\d{1,2})\\s+(?:ב|לחודש\\s+)?([\\u05D0-\\u05EA]+)\\s+(\\d{4})/);
  if (!match) return null;
  const month = MONTHS[match[2] ?? ''];
  if (!month) return null;
  return \`\${match[3]}-\${String(month).padStart(2, '0')}-\${match[1]?.padStart(2, '0')}\`;
}

hebrewDateToIso('נחתם ביום 5 במרץ 2026'); // '2026-03-05'
\`\`\`

## טפסים: תוויות, משבצות וכתב יד

טופסי ביטוח וטפסים רפואיים הם אתגר אחר. יש בהם תוויות קבועות, משבצות מודפסות לכל תו ותיבות סימון לשאלות של כן ולא. ‏DocRead מתייחס אליהם כזוגות של מפתח וערך:

1. הוא מאתר תוויות מודפסות, בדרך כלל כאלה שמסתיימות בנקודתיים, ואת הערך שלידן או מתחתן.
2. הוא מחזיר כל זוג תחת שם התווית, עם הערך כפי שנכתב.
3. הוא נותן לכל ערך ציון ביטחון משלו, כך שרישום לא ברור מגיע לבדיקה ולא ישר למערכת שלכם.

על כתב יד צריך לדבר ביושר. מודלי Tesseract ש-DocRead בנוי עליהם אומנו על דפוס, ולכן רישומים בכתב יד, ובמיוחד כתב יד עברי רהוט, חוזרים עם ביטחון נמוך או לא חוזרים בכלל. אנחנו מעדיפים לשלוח אבחנה בכתב יד לאדם מאשר לנחש.

### תיבות סימון, חתימות וחותמות

וי אינו טקסט, ו-DocRead לא מתיימר לקרוא אותו. אותו דבר לגבי חתימות וחותמות: DocRead לא אומר לכם אם חוזה חתום, ולא מאמת שחתימה אמיתית. כשהתהליך שלכם תלוי בסימנים האלה, אדם בודק אותם על תמונת העמוד, וזה לוקח שניות אחרי ששאר הטופס כבר נקרא.

## איפה אדם חייב להישאר בתמונה

- פרשנות של סעיפים, התחייבויות וסיכונים;
- ההחלטה איזו גרסה של חוזה מחייבת;
- כל ערך בכתב יד, וי או חתימה שמשפיעים על תביעה או על תשלום;
- מסמכים שהסריקה שלהם אולי לא שלמה, כמו רצף ממוספר שחסר בו עמוד.

## התחלה מעשית

בחרו ארכיון אחד, למשל חוזי שכירות פעילים, והעבירו אותו דרך DocRead כדי להפוך אותו לניתן לחיפוש ולייצא את התאריכים והערכים המתויגים שלו לגיליון. אחר כך בדקו מדגם ידנית כדי לראות עד כמה אפשר לסמוך על זה במסמכים שלכם. [עמוד היכולות](/features) מפרט את סוגי המסמכים הנתמכים, ואם חוזים צריכים להישאר על השרתים שלכם, [הצוות שלנו](/contact-sales) ישמח לספר על התקנה עצמית.
`,
  },
};
