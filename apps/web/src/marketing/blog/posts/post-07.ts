import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 7,
  category: 'technology',
  date: '2026-06-30',
  readTime: 3,
  views: 3180,
  trending: false,
  featured: false,
  image: '/blog/7.svg',
  author: {
    name: 'Noa Levi',
    role: { en: 'Head of Document AI', he: 'ראש תחום בינה מלאכותית למסמכים' },
    avatar: 'NL',
  },
  en: {
    title: 'Text Layer or Scan? How DocRead Decides How to Read a PDF Page',
    excerpt:
      'A PDF can hold real text, a picture of text, or both, and the wrong choice costs accuracy or speed. How to tell them apart, why Hebrew text layers need extra suspicion, and what DocRead does page by page.',
    content: `"It's a PDF" tells you very little about a document. A PDF exported from an invoicing system contains the actual characters, with fonts and positions. A PDF from an office scanner usually contains one image per page and no text at all. Many documents are a mix: a digital contract with a scanned signature page, or a scan that the scanner's own software has already run through OCR and stamped with an invisible text layer of unknown quality.

Choosing well matters. Reading a good text layer is fast and essentially exact. Running OCR on a page that already has perfect text wastes time and can only add errors. Trusting a bad text layer, on the other hand, gives you confident nonsense.

## Three kinds of pages

1. **Born-digital.** Text drawn with fonts. Extraction gives exact characters, as long as the fonts map glyphs back to Unicode.
2. **Image-only.** A scan or photo wrapped in a PDF. There is nothing to extract; OCR is the only option.
3. **Image with a hidden text layer.** A scan plus invisible text, usually from scanner software. The quality of that text ranges from excellent to useless, and for Hebrew it is often the latter.

You can look at a file yourself with the Poppler tools that ship with most Linux distributions:

\`\`\`bash
pdffonts invoice.pdf          # no fonts listed: likely image-only
pdfimages -list invoice.pdf   # one large image per page: a scan
pdftotext -layout -f 1 -l 1 invoice.pdf - | head -20
\`\`\`

## Why Hebrew text layers need suspicion

Three problems come up again and again with Hebrew PDFs:

- **Visual order.** Some producers store each line in the order the glyphs appear on the page, left to right. Extracted naively, every Hebrew word comes out reversed, while the numbers inside the line look fine, which makes the problem easy to miss.
- **Missing Unicode mappings.** If a font has no \`ToUnicode\` table, the extractor sees glyph ids instead of letters. The result may be empty, or a string of Latin letters that happened to share the codes.
- **Fragmented lines.** A line is sometimes written as dozens of separate pieces, one per word or even per letter, in an order unrelated to reading order.

Any of these turns a text layer into a trap, because the output looks like text and passes naive checks.

## What DocRead does, page by page

DocRead decides for each page separately, so a mixed document gets the best of both approaches:

1. Extract the text layer, with positions, if there is one.
2. Score it. Do the Hebrew words look like real words in logical order, or do they read better reversed? Are there unmapped glyphs? Do the text positions cover the areas where the page image actually has ink?
3. If the layer is in visual order but otherwise sound, reorder each line into logical order using the character positions and the Unicode bidirectional rules.
4. If the layer is missing, unreadable or covers only part of the page, render the page at 300 DPI and run OCR on it.

The result records the decision for every page:

\`\`\`json
{
  "pages": [
    { "number": 1, "source": "text_layer", "unit": "point", "rotation": 0, "confidence": 0.99 },
    { "number": 2, "source": "ocr", "unit": "pixel", "rotation": 0, "confidence": 0.91 }
  ]
}
\`\`\`

### Confidence for text-layer pages

Text from a sound layer gets high confidence, but not automatically 1.0: field extraction and consistency checks still apply, and a wrong total on a perfectly extracted page is still wrong.

## Practical advice

- **Ask for digital originals.** If a supplier can email the PDF their system produced instead of printing and scanning it, both speed and accuracy improve.
- **Do not flatten PDFs before upload.** "Print to PDF" of a digital file often throws away the text layer.
- **Keep scans at 300 DPI.** Below 200 DPI, small Hebrew letters start to merge; above 400 DPI, files grow without improving recognition.
- **Check \`source\` when debugging.** If a field is wrong, knowing whether it came from OCR or from the text layer tells you where to look.

The [documentation](/docs) describes the page object in full, and the [features page](/features) shows which formats we accept.
`,
  },
  he: {
    title: 'שכבת טקסט או סריקה? איך DocRead מחליט איך לקרוא עמוד PDF',
    excerpt:
      'קובץ PDF יכול להכיל טקסט אמיתי, תמונה של טקסט או את שניהם, ובחירה שגויה עולה בדיוק או במהירות. איך מבדילים ביניהם, למה שכבות טקסט בעברית דורשות חשדנות, ומה DocRead עושה בכל עמוד.',
    content: `"זה PDF" אומר מעט מאוד על מסמך. קובץ PDF שיוצא ממערכת חשבוניות מכיל את התווים עצמם, עם גופנים ומיקומים. קובץ שיוצא ממכונת הצילום במשרד מכיל בדרך כלל תמונה אחת לכל עמוד, בלי טקסט בכלל. ומסמכים רבים הם שילוב: חוזה דיגיטלי עם עמוד חתימות סרוק, או סריקה שתוכנת הסורק כבר העבירה ב-OCR והוסיפה לה שכבת טקסט בלתי נראית באיכות לא ידועה.

לבחירה יש משמעות. קריאה של שכבת טקסט טובה מהירה ומדויקת כמעט לחלוטין. הרצת OCR על עמוד שכבר יש בו טקסט מושלם מבזבזת זמן ויכולה רק להוסיף שגיאות. ומנגד, אמון בשכבת טקסט גרועה נותן לכם שטויות בביטחון מלא.

## שלושה סוגי עמודים

1. **דיגיטלי מלידה.** טקסט שמצויר בגופנים. החילוץ נותן תווים מדויקים, בתנאי שהגופנים ממפים את הגליפים חזרה ל-Unicode.
2. **תמונה בלבד.** סריקה או צילום שנעטפו ב-PDF. אין מה לחלץ; OCR היא האפשרות היחידה.
3. **תמונה עם שכבת טקסט נסתרת.** סריקה ועוד טקסט בלתי נראה, בדרך כלל מתוכנת הסורק. איכות הטקסט הזה נעה בין מצוינת לחסרת תועלת, ובעברית היא לא פעם חסרת תועלת.

אפשר לבדוק קובץ בעצמכם עם כלי Poppler שמגיעים עם רוב הפצות הלינוקס:

\`\`\`bash
pdffonts invoice.pdf          # no fonts listed: likely image-only
pdfimages -list invoice.pdf   # one large image per page: a scan
pdftotext -layout -f 1 -l 1 invoice.pdf - | head -20
\`\`\`

## למה שכבות טקסט בעברית דורשות חשדנות

שלוש בעיות חוזרות שוב ושוב בקובצי PDF בעברית:

- **סדר חזותי.** יש תוכנות ששומרות כל שורה בסדר שבו הגליפים מופיעים בעמוד, משמאל לימין. בחילוץ תמים כל מילה עברית יוצאת הפוכה, בעוד שהמספרים שבתוך השורה נראים תקינים, ולכן קל לפספס את הבעיה.
- **מיפוי Unicode חסר.** אם לגופן אין טבלת \`ToUnicode\`, כלי החילוץ רואה מזהי גליפים במקום אותיות. התוצאה יכולה להיות ריקה, או רצף של אותיות לטיניות שבמקרה חולקות את אותם קודים.
- **שורות מפורקות.** לפעמים שורה נכתבת כעשרות חלקים נפרדים, אחד לכל מילה או אפילו לכל אות, בסדר שאין לו קשר לסדר הקריאה.

כל אחת מהבעיות האלה הופכת שכבת טקסט למלכודת, כי הפלט נראה כמו טקסט ועובר בדיקות תמימות.

## מה DocRead עושה, עמוד אחרי עמוד

DocRead מחליט בנפרד לכל עמוד, כך שמסמך מעורב מקבל את הטוב משתי הגישות:

1. מחלץ את שכבת הטקסט, עם המיקומים, אם יש כזו.
2. מדרג אותה. האם המילים העבריות נראות כמו מילים אמיתיות בסדר לוגי, או שהן נקראות טוב יותר הפוך? יש גליפים לא ממופים? האם מיקומי הטקסט מכסים את האזורים שבהם יש דיו בתמונת העמוד?
3. אם השכבה בסדר חזותי אבל תקינה בכל השאר, מסדר כל שורה מחדש בסדר לוגי לפי מיקומי התווים וכללי הכיווניות של Unicode.
4. אם השכבה חסרה, לא קריאה או מכסה רק חלק מהעמוד, מרנדר את העמוד ב-300 DPI ומריץ עליו OCR.

התוצאה מתעדת את ההחלטה לכל עמוד:

\`\`\`json
{
  "pages": [
    { "number": 1, "source": "text_layer", "unit": "point", "rotation": 0, "confidence": 0.99 },
    { "number": 2, "source": "ocr", "unit": "pixel", "rotation": 0, "confidence": 0.91 }
  ]
}
\`\`\`

### ביטחון בעמודים משכבת טקסט

טקסט משכבה תקינה מקבל ביטחון גבוה, אבל לא אוטומטית 1.0: חילוץ השדות ובדיקות העקביות עדיין חלים, וסכום שגוי בעמוד שחולץ בצורה מושלמת עדיין שגוי.

## עצות מעשיות

- **בקשו מקור דיגיטלי.** אם ספק יכול לשלוח במייל את ה-PDF שהמערכת שלו הפיקה, במקום להדפיס ולסרוק, גם המהירות וגם הדיוק משתפרים.
- **אל תשטחו קבצים לפני העלאה.** "הדפסה ל-PDF" של קובץ דיגיטלי זורקת לא פעם את שכבת הטקסט.
- **סרקו ב-300 DPI.** מתחת ל-200 DPI אותיות עבריות קטנות מתחילות להתמזג; מעל 400 DPI הקבצים גדלים בלי שהזיהוי משתפר.
- **בדקו את \`source\` כשמחפשים תקלה.** אם שדה שגוי, הידיעה אם הוא הגיע מ-OCR או משכבת הטקסט אומרת לכם איפה לחפש.

ה[תיעוד](/docs) מתאר את אובייקט העמוד במלואו, ו[עמוד היכולות](/features) מראה אילו פורמטים אנחנו מקבלים.
`,
  },
};
