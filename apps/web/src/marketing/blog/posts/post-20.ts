import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 20,
  category: 'industry',
  date: '2025-09-23',
  readTime: 3,
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
      'Law firms, insurers and property managers sit on archives of scanned contracts and handwritten forms. Where document recognition genuinely helps, from full-text search to key dates and checkboxes, and where a lawyer still has to read.',
    content: `Legal and insurance work runs on paper that was never designed for machines: leases signed in three copies, claim forms filled in by hand at a hospital, amendments stapled to twenty-year-old agreements. Document recognition cannot replace the people who interpret these documents. It can, however, remove most of the hunting, copying and retyping around them.

## Start with search

The most valuable thing OCR does for a contract archive is also the least glamorous: it makes every page searchable. A scanned PDF is a picture; after DocRead, it becomes a **searchable PDF** with an invisible text layer under the image, in logical Hebrew order, so that searching for "אופציה להארכה" or "force majeure" finds the clause.

For an archive, this alone changes daily work. Finding every lease with an early termination clause stops being a week of reading and becomes a search, followed by a lawyer reading the results.

## Key fields from contracts

Beyond search, DocRead extracts a set of fields that appear in most commercial agreements, each with its page and position so a person can verify it in context:

- parties and their identifiers (company number, ID number);
- signing date, start date and end date;
- amounts, currency and linkage to the consumer price index where stated;
- notice periods and renewal terms, as the text of the sentence that contains them.

We deliberately return renewal and termination terms as **quoted text with a location**, not as an interpretation. Whether "ninety days before the end of the term" means what your client thinks it means is a legal question.

## Hebrew dates in running text

Contracts rarely write \`05/03/2026\`. They write "5 במרץ 2026", "ה-5 לחודש מרץ 2026", or in some documents a Hebrew calendar date such as "ט״ו בשבט". DocRead normalises Gregorian dates written in words into ISO format and keeps the original text next to them. Hebrew calendar dates are converted where the year is given, and flagged for review where it is not. A simplified version of the Gregorian case looks like this:

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

## Forms: checkboxes, boxes and handwriting

Insurance and medical forms are a different challenge. They have fixed labels, printed boxes for each character and checkboxes for yes-or-no questions. DocRead handles them as key-value pairs:

1. It finds printed labels and the area each one governs.
2. It reads the filled-in value inside that area, joining characters written in separate boxes.
3. It decides whether each checkbox is ticked, crossed or empty, and returns \`true\`, \`false\` or \`null\` for unclear marks.

Handwriting deserves honesty. Digits written in boxes are read reasonably well; free handwritten text, especially cursive Hebrew, is much harder, and DocRead reports it with low confidence so it goes to review. We would rather send a handwritten diagnosis to a person than guess.

### Signatures and stamps

DocRead reports whether a signature area appears to contain a signature and where stamps are, which is useful for spotting unsigned copies. It does not verify that a signature is genuine; that is a different problem with different tools.

## Where a person must stay in the loop

- interpreting clauses, obligations and risk;
- deciding which version of a contract is binding;
- any handwritten value that affects a claim or a payment;
- documents where the scan is incomplete, such as a missing page in a numbered sequence, which DocRead flags when page numbers skip.

## A practical start

Pick one archive, such as active leases, and run it through DocRead to make it searchable and to extract end dates and notice periods into a spreadsheet. Then check a sample by hand to see how far you can trust it for your documents. The [features page](/features) lists the supported document types, and if you need contracts to stay on your own servers, [our team](/contact-sales) can tell you about self-hosting.
`,
  },
  he: {
    title: 'חוזים וטפסים בעבודה משפטית ובביטוח: מה OCR יכול לעשות, ומה לא',
    excerpt:
      'משרדי עורכי דין, חברות ביטוח וחברות ניהול נכסים יושבים על ארכיונים של חוזים סרוקים וטפסים בכתב יד. איפה זיהוי מסמכים באמת עוזר, מחיפוש בטקסט מלא ועד תאריכים מרכזיים ותיבות סימון, ואיפה עורך דין עדיין צריך לקרוא.',
    content: `עבודה משפטית ועבודת ביטוח נשענות על ניירת שאף פעם לא תוכננה בשביל מכונות: חוזי שכירות שנחתמו בשלושה עותקים, טופסי תביעה שמולאו ביד בבית חולים, תוספות שהודקו להסכמים בני עשרים שנה. זיהוי מסמכים לא יכול להחליף את האנשים שמפרשים את המסמכים האלה. אבל הוא יכול לחסוך את רוב החיפוש, ההעתקה וההקלדה מסביבם.

## מתחילים בחיפוש

הדבר הכי בעל ערך ש-OCR עושה לארכיון חוזים הוא גם הכי פחות זוהר: הוא הופך כל עמוד לניתן לחיפוש. ‏PDF סרוק הוא תמונה; אחרי DocRead הוא הופך ל-**PDF ניתן לחיפוש** עם שכבת טקסט בלתי נראית מתחת לתמונה, בסדר עברי לוגי, כך שחיפוש של "אופציה להארכה" או "force majeure" מוצא את הסעיף.

בארכיון, זה לבדו משנה את העבודה היומיומית. למצוא כל חוזה שכירות עם סעיף יציאה מוקדמת מפסיק להיות שבוע של קריאה והופך לחיפוש, ואחריו עורך דין שקורא את התוצאות.

## שדות מרכזיים מחוזים

מעבר לחיפוש, DocRead מחלץ קבוצת שדות שמופיעה ברוב ההסכמים המסחריים, כל אחד עם העמוד והמיקום שלו, כדי שאדם יוכל לאמת אותו בהקשר:

- הצדדים והמזהים שלהם (מספר חברה, מספר זהות);
- תאריך החתימה, תאריך התחלה ותאריך סיום;
- סכומים, מטבע והצמדה למדד המחירים לצרכן כשהיא מצוינת;
- תקופות הודעה מוקדמת ותנאי חידוש, כטקסט של המשפט שמכיל אותם.

אנחנו מחזירים בכוונה את תנאי החידוש והסיום כ**טקסט מצוטט עם מיקום**, ולא כפרשנות. השאלה אם "תשעים יום לפני תום התקופה" אומר את מה שהלקוח שלכם חושב שהוא אומר היא שאלה משפטית.

## תאריכים עבריים בתוך הטקסט

חוזים כמעט לא כותבים \`05/03/2026\`. הם כותבים "5 במרץ 2026", "ה-5 לחודש מרץ 2026", ובחלק מהמסמכים גם תאריך עברי כמו "ט״ו בשבט". ‏DocRead מנרמל תאריכים לועזיים שנכתבו במילים לפורמט ISO ושומר לידם את הטקסט המקורי. תאריכים עבריים מומרים כשהשנה מצוינת, ומסומנים לבדיקה כשהיא חסרה. גרסה מפושטת של המקרה הלועזי נראית כך:

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

## טפסים: תיבות סימון, משבצות וכתב יד

טופסי ביטוח וטפסים רפואיים הם אתגר אחר. יש בהם תוויות קבועות, משבצות מודפסות לכל תו ותיבות סימון לשאלות של כן ולא. ‏DocRead מטפל בהם כזוגות של מפתח וערך:

1. הוא מאתר תוויות מודפסות ואת האזור שכל אחת מהן שולטת בו.
2. הוא קורא את הערך שמולא בתוך האזור, ומחבר תווים שנכתבו במשבצות נפרדות.
3. הוא מחליט אם כל תיבת סימון מסומנת בווי, באיקס או ריקה, ומחזיר \`true\`, ‏\`false\` או \`null\` לסימון לא ברור.

על כתב יד צריך לדבר ביושר. ספרות שנכתבו במשבצות נקראות בצורה סבירה; טקסט חופשי בכתב יד, ובמיוחד כתב יד עברי רהוט, קשה הרבה יותר, ו-DocRead מדווח עליו בביטחון נמוך כדי שיגיע לבדיקה. אנחנו מעדיפים לשלוח אבחנה בכתב יד לאדם מאשר לנחש.

### חתימות וחותמות

DocRead מדווח אם נראה שאזור החתימה מכיל חתימה ואיפה יש חותמות, וזה שימושי לאיתור עותקים לא חתומים. הוא לא מאמת שחתימה אמיתית; זו בעיה אחרת עם כלים אחרים.

## איפה אדם חייב להישאר בתמונה

- פרשנות של סעיפים, התחייבויות וסיכונים;
- ההחלטה איזו גרסה של חוזה מחייבת;
- כל ערך בכתב יד שמשפיע על תביעה או על תשלום;
- מסמכים שהסריקה שלהם לא שלמה, כמו עמוד חסר ברצף ממוספר, ש-DocRead מסמן כשמספרי העמודים מדלגים.

## התחלה מעשית

בחרו ארכיון אחד, למשל חוזי שכירות פעילים, והעבירו אותו דרך DocRead כדי להפוך אותו לניתן לחיפוש ולחלץ תאריכי סיום ותקופות הודעה לגיליון. אחר כך בדקו מדגם ידנית כדי לראות עד כמה אפשר לסמוך על זה במסמכים שלכם. [עמוד היכולות](/features) מפרט את סוגי המסמכים הנתמכים, ואם חוזים צריכים להישאר על השרתים שלכם, [הצוות שלנו](/contact-sales) ישמח לספר על התקנה עצמית.
`,
  },
};
