/** Business constants from the product specification; every app reads them from here. */
export const PRODUCT_NAME = 'DocRead';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_NAME_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 10;
export const FULL_NAME_MIN_LENGTH = 2;
export const UPLOAD_CACHE_CONTROL_SECONDS = 3600;

/** Types the engine can classify a document as; the same list is what a person may choose or correct. */
export const DOCUMENT_TYPES = [
  'invoice',
  'receipt',
  'id',
  'passport',
  'bank_statement',
  'contract',
  'form',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const WEBHOOK_EVENTS = ['document_uploaded', 'processing_completed', 'processing_failed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** A new webhook's events: all of them, so a receiver hears of a failure unless it opts out. */
export const DEFAULT_WEBHOOK_EVENTS: readonly WebhookEvent[] = WEBHOOK_EVENTS;

export const ROLES = ['admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const LOCALES = ['he', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** The site's interface language when nothing is saved. */
export const DEFAULT_SITE_LOCALE: Locale = 'he';
/** A new profile's preferred language (specification section 9). */
export const DEFAULT_PROFILE_LANGUAGE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'locale';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';

/** The file picker's hint only: what is accepted is decided by the content (`judgeUploadContent`). */
export const ALLOWED_UPLOAD_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/tiff',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export const ALLOWED_UPLOAD_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.tif',
  '.tiff',
  '.webp',
  '.heic',
  '.heif',
] as const;

export const API_KEY_PREFIX = 'ocr_';
export const API_KEY_PATTERN = /^ocr_[0-9a-f]{64}$/;
/** Characters of the key kept for display, followed by an ellipsis. */
export const API_KEY_DISPLAY_PREFIX_LENGTH = 12;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Overall or per-field confidence below which a result needs a person's review. */
export const DEFAULT_REVIEW_THRESHOLD = 0.95;

export const LEAD_SOURCES = ['contact', 'contact_sales', 'early_access'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const DOCUMENTS_PER_MONTH = ['<100', '100-500', '501-1000', '1001-5000', '5000+'] as const;
export const EARLY_ACCESS_DOCUMENT_TYPES = [
  'invoices',
  'receipts',
  'ids',
  'forms',
  'contracts',
  'medical',
] as const;

export const COPY_FEEDBACK_MS = 2000;

/**
 * The `modules` of /v3/process that do what they say; handwriting recognition is refused, as no model that
 * reads handwriting ships. Without `modules` a document gets the default ones; with it, exactly those listed.
 */
export const PROCESSING_MODULES = ['table-extraction', 'signature-detection'] as const;
export const DEFAULT_PROCESSING_MODULES: readonly ProcessingModule[] = ['table-extraction'];
export type ProcessingModule = (typeof PROCESSING_MODULES)[number];
