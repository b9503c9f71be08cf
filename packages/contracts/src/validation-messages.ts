import { MAX_API_KEYS_PER_ACCOUNT } from './api-keys.ts';
import { PROCESSING_MODULES } from './constants.ts';
import { FREE_TRIAL } from './plans.ts';
import { TRY_MAX_MEGABYTES, TRY_MAX_PAGES } from './try.ts';

/**
 * Validation messages are keys; the web translates them and the server reports them with their English text,
 * so browser and server speak with one voice.
 */
export const validationMessages = {
  en: {
    'validation.emailInvalid': 'Please enter a valid email address',
    'validation.passwordMin': 'Password must be at least 10 characters',
    'validation.passwordCommon': 'This password is one of the most common ones. Please choose another',
    'validation.fullNameMin': 'Full name must be at least 2 characters',
    'validation.fullNameInvalid': 'A name cannot contain a web address or the characters < and >',
    'validation.passwordsMismatch': "Passwords don't match",
    'validation.required': 'This field is required',
    'validation.documentNameRequired': 'Please enter a document name',
    'validation.documentNameMax': 'Document name must be at most 100 characters',
    'validation.fileRequired': 'Please choose a file',
    'validation.fileTooLarge': 'File size must be less than 10MB',
    'validation.fileEmpty': 'The file is empty',
    'validation.fileContentMismatch':
      'The content of the file does not match its name: it is not the type its extension says. Supported types: PDF, PNG, JPEG, TIFF, WebP, HEIC',
    'validation.fileTypeNotSupported':
      'This type of file is not supported. Supported types: PDF, PNG, JPEG, TIFF, WebP, HEIC',
    'validation.filenameInvalid': 'Invalid filename characters detected',
    'validation.apiKeyNameRequired': 'Please provide a name for the API key',
    'validation.apiKeyLimitReached': `An account can have up to ${MAX_API_KEYS_PER_ACCOUNT} API keys. Delete a key you no longer use to create a new one.`,
    'validation.webhookUrlNotPublic':
      'The webhook URL must lead to a public internet address; private and local addresses are refused. On a self-hosted install, the administrator can allow such an address with the OUTBOUND_ALLOWLIST setting.',
    'validation.fileOrUrlRequired':
      'Send the document: a multipart form with a `file`, or JSON with a `fileUrl` to download it from.',
    'validation.fileUrlInvalid': 'The fileUrl must be an http:// or https:// address.',
    'validation.fileUrlNotPublic':
      'The fileUrl is a private or local address, and those are refused. On a self-hosted install, the administrator can allow such an address with the OUTBOUND_ALLOWLIST setting.',
    'validation.webhookNameUrlRequired': 'Please provide a name and URL for the webhook',
    'validation.webhookUrlInvalid': 'The webhook URL must start with http:// or https://',
    'validation.moduleNotSupported': `This module is not available. Supported modules: ${PROCESSING_MODULES.join(', ')}`,
    'validation.webhookEventsRequired': 'Choose at least one event',
    'validation.languageInvalid': 'Choose English or Hebrew',
    'validation.tooLong': 'This text is too long',
    'validation.choiceRequired': 'Please choose an option',
    'validation.dateInvalid': 'Enter a date as yyyy-mm-dd',
    'validation.accountSuspended':
      'This account is suspended: documents cannot be processed. Contact the administrator.',
    'validation.emailMismatch': 'The e-mail does not match this account',
    'validation.quotaTrialUsed': `The free trial's ${FREE_TRIAL.documents} documents are used up. Choose a plan on the Billing page to keep uploading.`,
    'validation.quotaTrialEnded': `The ${FREE_TRIAL.days}-day free trial has ended. Choose a plan on the Billing page to keep uploading.`,
    'validation.quotaMonthlyUsed':
      "This month's documents for your plan are used up. The quota renews on the first of next month.",
    'validation.tryFileTooLarge': `The playground reads files of up to ${TRY_MAX_MEGABYTES} MB`,
    'validation.tryTooManyPages': `The playground reads documents of up to ${TRY_MAX_PAGES} pages`,
  },
  he: {
    'validation.emailInvalid': 'נא להזין כתובת אימייל תקינה',
    'validation.passwordMin': 'הסיסמה חייבת להכיל לפחות 10 תווים',
    'validation.passwordCommon': 'זו אחת הסיסמאות הנפוצות ביותר. נא לבחור סיסמה אחרת',
    'validation.fullNameMin': 'השם המלא חייב להכיל לפחות 2 תווים',
    'validation.fullNameInvalid': 'השם לא יכול להכיל כתובת אתר או סוגריים משולשים (< >)',
    'validation.passwordsMismatch': 'הסיסמאות אינן תואמות',
    'validation.required': 'זהו שדה חובה',
    'validation.documentNameRequired': 'נא להזין שם למסמך',
    'validation.documentNameMax': 'שם המסמך יכול להכיל עד 100 תווים',
    'validation.fileRequired': 'נא לבחור קובץ',
    'validation.fileTooLarge': 'גודל הקובץ חייב להיות קטן מ-10MB',
    'validation.fileEmpty': 'הקובץ ריק',
    'validation.fileContentMismatch':
      'תוכן הקובץ אינו תואם לשמו: הוא אינו מהסוג שהסיומת שלו מציינת. הסוגים הנתמכים: PDF, PNG, JPEG, TIFF, WebP, HEIC',
    'validation.fileTypeNotSupported':
      'סוג הקובץ אינו נתמך. הסוגים הנתמכים: PDF, PNG, JPEG, TIFF, WebP, HEIC',
    'validation.filenameInvalid': 'שם הקובץ מכיל תווים לא חוקיים',
    'validation.apiKeyNameRequired': 'נא לתת שם למפתח ה-API',
    'validation.apiKeyLimitReached': `לחשבון יכולים להיות עד ${MAX_API_KEYS_PER_ACCOUNT} מפתחות API. כדי ליצור מפתח חדש, מחקו מפתח שאינו בשימוש.`,
    'validation.webhookUrlNotPublic':
      'כתובת ה-webhook חייבת להוביל לכתובת ציבורית באינטרנט; כתובות פרטיות ומקומיות נדחות. בהתקנה עצמית, מנהל המערכת יכול להתיר כתובת כזו בהגדרה OUTBOUND_ALLOWLIST.',
    'validation.fileOrUrlRequired':
      'נא לשלוח את המסמך: טופס multipart עם `file`, או JSON עם `fileUrl` להורדתו.',
    'validation.fileUrlInvalid': 'ה-fileUrl חייב להיות כתובת http://‎ או https://‎.',
    'validation.fileUrlNotPublic':
      'ה-fileUrl הוא כתובת פרטית או מקומית, וכתובות כאלה נדחות. בהתקנה עצמית, מנהל המערכת יכול להתיר כתובת כזו בהגדרה OUTBOUND_ALLOWLIST.',
    'validation.webhookNameUrlRequired': 'נא להזין שם וכתובת URL ל-webhook',
    'validation.webhookUrlInvalid': 'כתובת ה-webhook חייבת להתחיל ב-http://‎ או ב-https://‎',
    'validation.moduleNotSupported': `המודול הזה אינו זמין. המודולים הנתמכים: ${PROCESSING_MODULES.join(', ')}`,
    'validation.webhookEventsRequired': 'נא לבחור לפחות אירוע אחד',
    'validation.languageInvalid': 'נא לבחור אנגלית או עברית',
    'validation.tooLong': 'הטקסט ארוך מדי',
    'validation.choiceRequired': 'נא לבחור אפשרות',
    'validation.dateInvalid': 'נא להזין תאריך בתבנית yyyy-mm-dd',
    'validation.accountSuspended': 'החשבון מושעה: לא ניתן לעבד מסמכים. נא לפנות למנהל המערכת.',
    'validation.emailMismatch': 'כתובת האימייל אינה תואמת לחשבון זה',
    'validation.quotaTrialUsed': `${FREE_TRIAL.documents} המסמכים של תקופת הניסיון כבר נוצלו. כדי להמשיך להעלות, בחרו תוכנית בדף החיוב.`,
    'validation.quotaTrialEnded': `תקופת הניסיון בת ${FREE_TRIAL.days} הימים הסתיימה. כדי להמשיך להעלות, בחרו תוכנית בדף החיוב.`,
    'validation.quotaMonthlyUsed':
      'מכסת המסמכים החודשית של התוכנית שלכם נוצלה. המכסה מתחדשת בתחילת החודש הבא.',
    'validation.tryFileTooLarge': `ההדגמה קוראת קבצים של עד ${TRY_MAX_MEGABYTES}MB`,
    'validation.tryTooManyPages': `ההדגמה קוראת מסמכים של עד ${TRY_MAX_PAGES} עמודים`,
  },
} as const;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];
