import { z } from 'zod';
import { LOCALES, type Locale } from './constants.ts';

/**
 * What every name the engine's extractors give a field, a repeated group or a group's column is called
 * in each language (a generic document's own labels aside, which are its own words). The portal labels
 * fields with them and the exports head their columns with them; both languages name every key, so a
 * name cannot be added in one alone.
 */
const en = {
  vendorName: 'Vendor',
  vendorLegalName: 'Vendor legal name',
  vendorTaxId: 'Vendor tax ID',
  customerName: 'Customer',
  customerTaxId: 'Customer tax ID',
  invoiceId: 'Invoice number',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  currency: 'Currency',
  subtotal: 'Subtotal',
  taxRate: 'Tax rate',
  tax: 'Tax',
  totalAmount: 'Total',
  allocationNumber: 'Allocation number',
  merchantName: 'Merchant',
  merchantAddress: 'Merchant address',
  merchantPhone: 'Merchant phone',
  date: 'Date',
  time: 'Time',
  total: 'Total',
  paymentMethod: 'Payment method',
  documentNumber: 'Document number',
  surname: 'Surname',
  givenNames: 'Given names',
  nationality: 'Nationality',
  issuingCountry: 'Issuing country',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  expiryDate: 'Expiry date',
  personalNumber: 'Personal number',
  lineItems: 'Line items',
  items: 'Items',
  transactions: 'Transactions',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  holder: 'Account holder',
  bank: 'Bank',
  accountNumber: 'Account number',
  periodStart: 'Period start',
  periodEnd: 'Period end',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  mrz: 'Machine-readable zone',
  mrzValid: 'Check digits valid',
  expired: 'Expired',
  name: 'Name',
  price: 'Price',
  amount: 'Amount',
  documentType: 'Document type code',
  israeliId: 'Israeli ID number',
  email: 'Email',
  phone: 'Phone',
  keyValues: 'Labelled values',
  dates: 'Dates',
  amounts: 'Amounts',
  emails: 'Email addresses',
  phones: 'Phone numbers',
  identityNumbers: 'ID numbers',
  companyNumbers: 'Company numbers',
  label: 'Label',
  value: 'Value',
} as const;

const he: Record<keyof typeof en, string> = {
  vendorName: 'ספק',
  vendorLegalName: 'השם הרשום של הספק',
  vendorTaxId: 'מספר עוסק של הספק',
  customerName: 'לקוח',
  customerTaxId: 'מספר עוסק של הלקוח',
  invoiceId: 'מספר חשבונית',
  invoiceDate: 'תאריך החשבונית',
  dueDate: 'תאריך לתשלום',
  currency: 'מטבע',
  subtotal: 'סכום לפני מע״מ',
  taxRate: 'שיעור מע״מ',
  tax: 'מע״מ',
  totalAmount: 'סה״כ',
  allocationNumber: 'מספר הקצאה',
  merchantName: 'בית העסק',
  merchantAddress: 'כתובת בית העסק',
  merchantPhone: 'טלפון בית העסק',
  date: 'תאריך',
  time: 'שעה',
  total: 'סה״כ',
  paymentMethod: 'אמצעי תשלום',
  documentNumber: 'מספר מסמך',
  surname: 'שם משפחה',
  givenNames: 'שמות פרטיים',
  nationality: 'אזרחות',
  issuingCountry: 'מדינה מנפיקה',
  dateOfBirth: 'תאריך לידה',
  sex: 'מין',
  expiryDate: 'תוקף עד',
  personalNumber: 'מספר אישי',
  lineItems: 'שורות החשבונית',
  items: 'פריטים',
  transactions: 'תנועות',
  description: 'תיאור',
  quantity: 'כמות',
  unitPrice: 'מחיר ליחידה',
  lineTotal: 'סה״כ לשורה',
  debit: 'חובה',
  credit: 'זכות',
  balance: 'יתרה',
  holder: 'בעל החשבון',
  bank: 'בנק',
  accountNumber: 'מספר חשבון',
  periodStart: 'תחילת התקופה',
  periodEnd: 'סוף התקופה',
  openingBalance: 'יתרת פתיחה',
  closingBalance: 'יתרת סגירה',
  mrz: 'אזור קריא למכונה (MRZ)',
  mrzValid: 'ספרות הביקורת תקינות',
  expired: 'פג תוקף',
  name: 'שם',
  price: 'מחיר',
  amount: 'סכום',
  documentType: 'קוד סוג המסמך',
  israeliId: 'מספר תעודת זהות',
  email: 'דוא״ל',
  phone: 'טלפון',
  keyValues: 'ערכים לפי כותרת',
  dates: 'תאריכים',
  amounts: 'סכומים',
  emails: 'כתובות דוא״ל',
  phones: 'מספרי טלפון',
  identityNumbers: 'מספרי זהות',
  companyNumbers: 'מספרי חברה',
  label: 'כותרת',
  value: 'ערך',
};

export const FIELD_LABELS: Record<Locale, Record<keyof typeof en, string>> = { en, he };
export type LabelledFieldName = keyof typeof en;

/** A field's, list's or column's name in `locale`; undefined for a name the engine took from the document. */
export function fieldLabel(name: string, locale: Locale): string | undefined {
  return Object.hasOwn(FIELD_LABELS[locale], name)
    ? FIELD_LABELS[locale][name as LabelledFieldName]
    : undefined;
}

/**
 * The words of a CSV or XLSX export's own headings, in each language; an export asked for without a
 * language keeps the field names and these identifiers, a stable heading for programs.
 */
export const EXPORT_HEADINGS = {
  en: {
    field: 'Field',
    value: 'Value',
    text: 'Text',
    confidence: 'Confidence',
    page: 'Page',
    fields: 'Fields',
    table: 'Table',
  },
  he: {
    field: 'שדה',
    value: 'ערך',
    text: 'טקסט',
    confidence: 'ודאות',
    page: 'עמוד',
    fields: 'שדות',
    table: 'טבלה',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * `language`: CSV and XLSX headings and field names in that language, for people; without it they are the
 * identifiers (`invoiceDate`, `document_date`), a stable heading for programs.
 */
export const exportLanguageSchema = z.enum(LOCALES).optional();

/** The combined sheet's columns as identifiers, and as people read them in each language. */
export const SUMMARY_COLUMNS = [
  'file_name',
  'document_name',
  'document_type',
  'status',
  'vendor_or_merchant',
  'document_date',
  'total',
  'currency',
  'confidence',
  'needs_review',
  'pages',
  'source',
  'uploaded_at',
] as const;

export const SUMMARY_HEADINGS: Record<Locale, Record<(typeof SUMMARY_COLUMNS)[number] | 'sheet', string>> = {
  en: {
    sheet: 'Documents',
    file_name: 'File name',
    document_name: 'Document name',
    document_type: 'Document type',
    status: 'Status',
    vendor_or_merchant: 'Vendor or merchant',
    document_date: 'Document date',
    total: 'Total',
    currency: 'Currency',
    confidence: 'Confidence',
    needs_review: 'Needs review',
    pages: 'Pages',
    source: 'Source',
    uploaded_at: 'Uploaded at',
  },
  he: {
    sheet: 'מסמכים',
    file_name: 'שם הקובץ',
    document_name: 'שם המסמך',
    document_type: 'סוג המסמך',
    status: 'סטטוס',
    vendor_or_merchant: 'ספק או בית עסק',
    document_date: 'תאריך המסמך',
    total: 'סה״כ',
    currency: 'מטבע',
    confidence: 'ודאות',
    needs_review: 'דורש בדיקה',
    pages: 'עמודים',
    source: 'מקור',
    uploaded_at: 'מועד ההעלאה',
  },
};
