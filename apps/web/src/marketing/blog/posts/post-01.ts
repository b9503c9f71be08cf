import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 1,
  category: 'technology',
  date: '2026-11-03',
  readTime: 4,
  views: 6840,
  trending: false,
  featured: true,
  image: '/blog/1.svg',
  author: {
    name: 'Noa Levi',
    role: { en: 'Head of Document AI', he: 'ראש תחום בינה מלאכותית למסמכים' },
    avatar: 'NL',
  },
  en: {
    title: 'Why Hebrew Is Hard for OCR, and How DocRead Reads It',
    excerpt:
      'Right-to-left lines, final letters, numbers that run the other way and PDFs that store text backwards. A tour of what makes Hebrew documents tricky and how our pipeline handles each problem.',
    content: `Most OCR tutorials assume a page of English: lines run left to right, words are separated by spaces, and the order of characters on screen is the order in which you read them. Hebrew business documents break every one of those assumptions, often on the same line. This article walks through the problems we meet every day and the choices we made in DocRead to deal with them.

## Direction is a property of the text, not of the page

A typical Israeli invoice is mostly Hebrew, but it is full of left-to-right islands: amounts, dates, VAT numbers, email addresses, product codes and the occasional English supplier name. The Unicode Bidirectional Algorithm decides how such a mixed line is displayed, but OCR works the other way round: it sees the displayed glyphs and has to recover the **logical order**, the order in which a person typed the characters.

If you get this wrong, a line like "סה״כ לתשלום 1,170.00 ₪" comes back with the number reversed or placed at the wrong end of the sentence. Search stops working, field extraction picks the wrong token and exports look broken in Excel.

DocRead stores every line with an explicit \`direction\` (\`rtl\` or \`ltr\`) and always returns \`text\` in logical order. Downstream code never has to guess.

## The alphabet itself

Hebrew has 22 letters and five final forms (ך, ם, ן, ף, ץ). Several pairs are easy to confuse at low resolution:

- ו and ן differ mainly in the length of the stroke.
- ה and ח differ by a small gap at the top left.
- ר and ד differ by a tiny corner.
- ס and ם look alike in many sans-serif fonts.

Printed business documents rarely use niqqud (vowel points), which is good news, but when they do appear, in names on ID cards for example, they add marks that can be mistaken for noise or punctuation. That is one reason we avoid aggressive denoising, which would erase them as specks.

## Numbers, dates and currency inside Hebrew lines

Amounts follow Israeli conventions: a comma for thousands, a dot for decimals and the shekel sign ₪ or the abbreviation ש״ח either before or after the number. Dates usually read day/month/year. DocRead normalises what it reads, so the field \`value\` is an ISO date or a plain number while \`text\` keeps exactly what was printed:

\`\`\`json
{
  "invoiceDate": { "value": "2026-03-05", "text": "05/03/2026", "confidence": 0.98 },
  "totalAmount": { "value": 1180, "text": "1,180.00 ₪", "confidence": 0.97 }
}
\`\`\`

Keeping both lets a reviewer see the original and lets your code rely on a single format.

## PDFs that store Hebrew backwards

Many Hebrew PDFs already contain a text layer, and reading it is faster and more accurate than OCR. Unfortunately some older PDF producers write Hebrew in **visual order**: the characters are stored left to right as they appear, so a naive extractor returns "םולש" instead of "שלום". Others break a line into many small fragments in arbitrary order.

Before trusting a text layer, DocRead runs a few checks: does the text contain mostly valid Hebrew words in one order or the other, do the fragments line up with the glyph positions, and does the page also contain images of text that the layer does not cover. If the layer fails, the page is sent to OCR instead. The page object in the result tells you which path was used with \`source: "text_layer"\` or \`source: "ocr"\`.

## Models and layout

The recognition itself is built on Tesseract's LSTM models for Hebrew and English, running together so a mixed line is read in one pass. We add our own steps around the engine:

1. Page preparation: orientation detection, and scaling small text up to the resolution the models were trained on.
2. Layout analysis that keeps right-aligned columns together instead of merging them with left-aligned ones.
3. Line-level direction detection and reordering into logical order.
4. Field extraction with rules that understand Hebrew labels such as "מספר חשבונית" or "ע.מ." next to English ones.

### Confidence you can act on

Every word, line and field carries a confidence between 0 and 1. Low confidence on a Hebrew field is often a sign of one of the confusable letter pairs above, so the portal highlights the exact word on the page image for a quick human check.

## What we measure

We do not publish a single accuracy number, because it depends heavily on scan quality and document type. Instead we report character and field-level error rates measured on our public evaluation sets, split by language and by source (text layer or scan). If you want to see how DocRead handles your own documents, [start a free trial](/signup) and upload a few, or read the [API documentation](/docs) first.
`,
  },
  he: {
    title: 'למה עברית קשה ל-OCR, ואיך DocRead קורא אותה',
    excerpt:
      'שורות מימין לשמאל, אותיות סופיות, מספרים שרצים בכיוון ההפוך וקובצי PDF ששומרים את הטקסט הפוך. סיור בבעיות שהופכות מסמכים בעברית למאתגרים, ובדרך שבה אנחנו פותרים כל אחת מהן.',
    content: `רוב המדריכים ל-OCR יוצאים מנקודת הנחה של עמוד באנגלית: השורות רצות משמאל לימין, בין המילים יש רווחים, וסדר התווים על המסך הוא סדר הקריאה. מסמך עסקי בעברית שובר את כל ההנחות האלה, ולא פעם באותה שורה עצמה. במאמר הזה נעבור על הבעיות שאנחנו פוגשים כל יום ועל ההחלטות שקיבלנו ב-DocRead כדי להתמודד איתן.

## הכיוון שייך לטקסט, לא לעמוד

חשבונית ישראלית טיפוסית כתובה ברובה בעברית, אבל משובצים בה איים של טקסט משמאל לימין: סכומים, תאריכים, מספרי עוסק, כתובות דוא״ל, מק״טים ולפעמים גם שם ספק באנגלית. האלגוריתם הדו-כיווני של Unicode קובע איך שורה מעורבת כזו מוצגת, אבל מנוע OCR עובד בכיוון ההפוך: הוא רואה את הגליפים כפי שהם מוצגים, וצריך לשחזר מהם את **הסדר הלוגי**, כלומר את הסדר שבו אדם הקליד את התווים.

טעות כאן עולה ביוקר. שורה כמו "סה״כ לתשלום 1,170.00 ₪" חוזרת עם מספר הפוך או עם הסכום בקצה הלא נכון של המשפט. החיפוש מפסיק לעבוד, חילוץ השדות בוחר את המילה הלא נכונה, והייצוא לאקסל נראה שבור.

ב-DocRead כל שורה נשמרת עם \`direction\` מפורש (\`rtl\` או \`ltr\`), והשדה \`text\` מוחזר תמיד בסדר לוגי. הקוד שלכם לא צריך לנחש.

## האלפבית עצמו

בעברית 22 אותיות וחמש צורות סופיות (ך, ם, ן, ף, ץ). ברזולוציה נמוכה יש כמה זוגות שקל להתבלבל ביניהם:

- ו ו-ן נבדלות בעיקר באורך הקו.
- ה ו-ח נבדלות ברווח קטן בפינה העליונה.
- ר ו-ד נבדלות בפינה זעירה.
- ס ו-ם דומות מאוד בהרבה גופנים ללא תגים.

מסמכים עסקיים מודפסים כמעט לא משתמשים בניקוד, וזו בשורה טובה. אבל כשהוא מופיע, למשל בשמות על תעודות זהות, הסימנים הקטנים עלולים להיחשב לרעש או לסימני פיסוק. זו אחת הסיבות שאנחנו נמנעים מניקוי רעש אגרסיבי, שהיה מוחק אותם כלכלוך.

## מספרים, תאריכים ומטבע בתוך שורה עברית

סכומים נכתבים לפי המוסכמות המקומיות: פסיק להפרדת אלפים, נקודה עשרונית, וסימן השקל ₪ או הקיצור ש״ח לפני המספר או אחריו. תאריכים נכתבים בדרך כלל יום/חודש/שנה. DocRead מנרמל את מה שהוא קורא: ב-\`value\` תקבלו תאריך ISO או מספר נקי, וב-\`text\` את מה שהודפס בדיוק:

\`\`\`json
{
  "invoiceDate": { "value": "2026-03-05", "text": "05/03/2026", "confidence": 0.98 },
  "totalAmount": { "value": 1180, "text": "1,180.00 ₪", "confidence": 0.97 }
}
\`\`\`

שמירה של שני הערכים מאפשרת לבודק אנושי לראות את המקור, ולקוד שלכם לעבוד עם פורמט אחד.

## קובצי PDF ששומרים עברית הפוך

בהרבה קובצי PDF בעברית כבר יש שכבת טקסט, וקריאה שלה מהירה ומדויקת יותר מ-OCR. הבעיה היא שחלק מהתוכנות הישנות שמייצרות PDF כותבות עברית ב**סדר חזותי**: התווים נשמרים משמאל לימין כפי שהם נראים, ולכן כלי חילוץ תמים מחזיר "םולש" במקום "שלום". תוכנות אחרות מפרקות שורה לשברים קטנים בסדר אקראי.

לפני שאנחנו סומכים על שכבת טקסט, DocRead מריץ כמה בדיקות: האם הטקסט מורכב ברובו ממילים עבריות תקינות בכיוון זה או אחר, האם השברים מתיישרים עם מיקומי הגליפים, והאם יש בעמוד גם תמונות של טקסט שהשכבה לא מכסה. אם השכבה נכשלת, העמוד עובר ל-OCR. אובייקט העמוד בתוצאה מציין באיזו דרך נקרא: \`source: "text_layer"\` או \`source: "ocr"\`.

## מודלים ופריסה

הזיהוי עצמו מבוסס על מודלי ה-LSTM של Tesseract לעברית ולאנגלית, שרצים יחד כדי ששורה מעורבת תיקרא במעבר אחד. סביב המנוע הוספנו שלבים משלנו:

1. הכנת העמוד: זיהוי כיוון, והגדלה של טקסט קטן לרזולוציה שעליה אומנו המודלים.
2. ניתוח פריסה ששומר עמודות מיושרות לימין יחד, במקום למזג אותן עם עמודות מיושרות לשמאל.
3. זיהוי כיוון ברמת השורה וסידור מחדש בסדר לוגי.
4. חילוץ שדות עם כללים שמכירים תוויות בעברית כמו "מספר חשבונית" או "ע.מ." לצד תוויות באנגלית.

### רמת ביטחון שאפשר לפעול לפיה

לכל מילה, שורה ושדה יש ציון ביטחון בין 0 ל-1. ביטחון נמוך בשדה עברי מעיד פעמים רבות על אחד מזוגות האותיות הדומות שתיארנו, ולכן הפורטל מסמן את המילה המדויקת על תמונת העמוד לבדיקה אנושית מהירה.

## מה אנחנו מודדים

אנחנו לא מפרסמים מספר דיוק אחד, כי הוא תלוי מאוד באיכות הסריקה ובסוג המסמך. במקום זה אנחנו מדווחים על שיעורי שגיאה ברמת התו וברמת השדה, כפי שנמדדו על מערכי ההערכה הציבוריים שלנו, בחלוקה לפי שפה ולפי מקור (שכבת טקסט או סריקה). רוצים לראות איך DocRead מתמודד עם המסמכים שלכם? [פתחו ניסיון חינם](/signup) והעלו כמה מהם, או קראו קודם את [תיעוד ה-API](/docs).
`,
  },
};
