import type { BlogPost } from './types.ts';

export const post: BlogPost = {
  id: 8,
  category: 'tips',
  date: '2026-06-09',
  readTime: 4,
  views: 2960,
  trending: false,
  featured: false,
  image: '/blog/8.svg',
  author: { name: 'Amit Shapiro', role: { en: 'Solutions Engineer', he: 'מהנדס פתרונות' }, avatar: 'AS' },
  en: {
    title: 'Better Input, Better Output: Image Pre-processing Tips for Document OCR',
    excerpt:
      'Most recognition errors are decided before the OCR engine sees a single pixel. Practical advice on capturing, scanning and cleaning document images, and what DocRead already does for you automatically.',
    content: `When a field comes back wrong, the instinct is to blame the recognition model. More often than not, the real cause is the image: a shadow across the total, a page photographed at an angle, a receipt that has faded in a wallet for three weeks. The good news is that most of these problems are cheap to prevent or to fix. This article collects what we have learned from looking at a great many bad images.

## Capture: the part you control

If your users photograph documents with a phone, a short on-screen hint makes a measurable difference. The advice that matters most:

- **Flat and fully in frame.** Lay the page on a table, and keep all four corners visible with a little margin.
- **Even light, no flash.** Flash creates a bright spot that erases text on glossy paper and on laminated ID cards. Daylight from the side is ideal.
- **Hold still and fill the frame.** Digital zoom adds nothing; move the phone closer instead.
- **One page per image.** Two pages side by side halve the resolution of each and confuse layout analysis.

For scanners, choose **300 DPI** and greyscale. Colour is useful only when stamps or highlights carry meaning. Save as PNG, TIFF or a PDF with lossless images where possible; heavy JPEG compression leaves blocky artefacts around thin Hebrew strokes.

## What DocRead does automatically

Every image is prepared before recognition, and the list of steps is deliberately short:

1. **Greyscale.** Colour is dropped; the recognition models read grey levels, and the engine does its own binarisation.
2. **Orientation.** Pages scanned upside down or sideways are detected and turned upright. The applied angle is reported in each page's \`rotation\`, and when the guess is too uncertain to act on, the result says so with the warning \`orientation_failed\`.
3. **Scaling.** Low-resolution images, such as small phone photos, are scaled up towards 300 DPI, the resolution the Tesseract LSTM models were trained around, by at most a factor of two.

We add a step to this list only when it lowers error rates on our public evaluation sets. Popular steps that help one kind of image and hurt another stay out: aggressive denoising removes the dots of decimal points and the small marks that distinguish some Hebrew letters, and over-sharpening invents edges that the model then reads as characters. Tilted photos, shadows and crumpled paper are therefore best fixed where they start, at capture.

## Doing it yourself for self-hosted pipelines

If you run your own pre-processing, for example to prepare images before archiving, a few commands go a long way. With ImageMagick and the Tesseract command line, a quick experiment looks like this:

\`\`\`bash
# greyscale, straighten, double the size of a small photo
magick receipt.jpg -colorspace Gray -deskew 40% -resize 200% receipt-clean.png

# read Hebrew and English together with the LSTM engine
tesseract receipt-clean.png out -l heb+eng --oem 1 --psm 6
\`\`\`

Compare the output of the raw and the cleaned image before adopting any step in production. A change that helps faded receipts may hurt clean invoices.

### Thermal receipts

Receipts printed on thermal paper fade with heat and time, and the first thing to go is the thin strokes. Photograph them soon after purchase, and if you must scan an old one, increase contrast rather than brightness. Crumpled receipts are better flattened under a book than photographed as they are.

## Signs that the image, not the model, is the problem

- Confidence is low for **every** field on the page, not just one.
- The page \`rotation\` is unexpected, such as 90 degrees for a document that was upright.
- The result carries a warning such as \`orientation_failed\`.
- Hebrew words come back with letters from the confusable pairs: ו and ן, ה and ח, ר and ד.

When you see these, fix the capture step before you tune thresholds. Lowering a review threshold to accept blurry images only hides the problem.

## Measure, do not guess

Keep a small set of your own difficult images, and run it after any change to capture guidelines or pre-processing. The methods we use for this are described in our article on evaluation; the short version is to compare error rates on the same documents before and after. You can upload test images from the [dashboard](/dashboard), and the [documentation](/docs) describes each warning code.
`,
  },
  he: {
    title: 'קלט טוב יותר, פלט טוב יותר: טיפים לעיבוד מקדים של תמונות מסמכים',
    excerpt:
      'רוב שגיאות הזיהוי נקבעות עוד לפני שמנוע ה-OCR רואה פיקסל אחד. עצות מעשיות לצילום, לסריקה ולניקוי של תמונות מסמכים, ומה DocRead כבר עושה בשבילכם אוטומטית.',
    content: `כששדה חוזר שגוי, האינסטינקט הוא להאשים את מודל הזיהוי. בדרך כלל הסיבה האמיתית היא התמונה: צל שנופל על הסכום, עמוד שצולם בזווית, קבלה שדהתה שלושה שבועות בארנק. החדשות הטובות הן שאת רוב הבעיות האלה זול למנוע או לתקן. במאמר הזה אספנו את מה שלמדנו מהתבוננות בהרבה מאוד תמונות גרועות.

## הצילום: החלק שבשליטתכם

אם המשתמשים שלכם מצלמים מסמכים בטלפון, הנחיה קצרה על המסך משפרת את התוצאות באופן מדיד. העצות החשובות ביותר:

- **שטוח ושלם בתוך המסגרת.** הניחו את הדף על שולחן, ושמרו על ארבע הפינות גלויות עם מעט שוליים.
- **תאורה אחידה, בלי פלאש.** הפלאש יוצר כתם בהיר שמוחק טקסט בנייר מבריק ובתעודות עם למינציה. אור יום מהצד הוא האידיאל.
- **יד יציבה ומסגרת מלאה.** זום דיגיטלי לא מוסיף דבר; קרבו את הטלפון במקום זה.
- **עמוד אחד בכל תמונה.** שני עמודים זה לצד זה חוצים את הרזולוציה של כל אחד ומבלבלים את ניתוח הפריסה.

בסורקים בחרו **300 DPI** ובגווני אפור. צבע מועיל רק כשחותמות או סימונים נושאים משמעות. שמרו כ-PNG, כ-TIFF או כ-PDF עם תמונות ללא אובדן איכות כשאפשר; דחיסת JPEG חזקה משאירה ריבועים מטושטשים סביב הקווים הדקים של האותיות העבריות.

## מה DocRead עושה אוטומטית

כל תמונה עוברת הכנה לפני הזיהוי, ורשימת השלבים קצרה בכוונה:

1. **גווני אפור.** הצבע מוסר; מודלי הזיהוי קוראים רמות אפור, והמנוע מבצע בעצמו את ההמרה לשחור-לבן.
2. **כיוון.** עמודים שנסרקו הפוכים או על הצד מזוהים ומסובבים למצב ישר. הזווית שהוחלה מדווחת בשדה \`rotation\` של כל עמוד, וכשהניחוש לא ודאי מספיק כדי לפעול לפיו, התוצאה אומרת זאת עם האזהרה \`orientation_failed\`.
3. **קנה מידה.** תמונות ברזולוציה נמוכה, כמו צילומי טלפון קטנים, מוגדלות לכיוון 300 DPI, הרזולוציה שסביבה אומנו מודלי ה-LSTM של Tesseract, לכל היותר פי שניים.

אנחנו מוסיפים שלב לרשימה רק כשהוא מוריד את שיעורי השגיאה במערכי ההערכה הציבוריים שלנו. שלבים פופולריים שעוזרים לסוג אחד של תמונות ומזיקים לאחר נשארים בחוץ: הסרת רעש אגרסיבית מוחקת נקודות עשרוניות ואת הסימנים הקטנים שמבדילים בין כמה אותיות עבריות, וחידוד יתר ממציא קצוות שהמודל קורא אחר כך כתווים. לכן צילומים עקומים, צללים ונייר מקומט כדאי לתקן במקום שבו הם נוצרים, בשלב הצילום.

## לעשות את זה בעצמכם בהתקנה עצמית

אם אתם מריצים עיבוד מקדים משלכם, למשל כדי להכין תמונות לפני ארכוב, כמה פקודות עושות הרבה. עם ImageMagick ושורת הפקודה של Tesseract, ניסוי מהיר נראה כך:

\`\`\`bash
# greyscale, straighten, double the size of a small photo
magick receipt.jpg -colorspace Gray -deskew 40% -resize 200% receipt-clean.png

# read Hebrew and English together with the LSTM engine
tesseract receipt-clean.png out -l heb+eng --oem 1 --psm 6
\`\`\`

השוו את הפלט של התמונה הגולמית ושל התמונה המנוקה לפני שאתם מאמצים שלב כלשהו בסביבת הייצור. שינוי שעוזר לקבלות דהויות עלול להזיק לחשבוניות נקיות.

### קבלות תרמיות

קבלות שמודפסות על נייר תרמי דוהות מחום ומזמן, והדבר הראשון שנעלם הוא הקווים הדקים. צלמו אותן זמן קצר אחרי הקנייה, ואם אתם חייבים לסרוק קבלה ישנה, הגבירו ניגודיות ולא בהירות. קבלות מקומטות עדיף ליישר מתחת לספר מאשר לצלם כמו שהן.

## סימנים לכך שהבעיה בתמונה ולא במודל

- הביטחון נמוך ב**כל** השדות בעמוד, לא רק באחד.
- ה-\`rotation\` של העמוד לא צפוי, למשל 90 מעלות במסמך שהיה ישר.
- בתוצאה מופיעה אזהרה כמו \`orientation_failed\`.
- מילים בעברית חוזרות עם אותיות מהזוגות הדומים: ו ו-ן, ה ו-ח, ר ו-ד.

כשאתם רואים את הסימנים האלה, תקנו את שלב הצילום לפני שאתם מכווננים ספים. הורדת סף הבדיקה כדי לקבל תמונות מטושטשות רק מסתירה את הבעיה.

## למדוד, לא לנחש

החזיקו סט קטן של תמונות קשות משלכם, והריצו אותו אחרי כל שינוי בהנחיות הצילום או בעיבוד המקדים. השיטות שבהן אנחנו משתמשים לכך מתוארות במאמר שלנו על הערכת איכות; בקצרה, משווים שיעורי שגיאה על אותם מסמכים לפני ואחרי. אפשר להעלות תמונות בדיקה מ[לוח הבקרה](/dashboard), וה[תיעוד](/docs) מתאר כל קוד אזהרה.
`,
  },
};
