import { z } from 'zod';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
} from './constants.ts';
import { fieldCorrectionSchema } from './pipeline.ts';
import { documentResultSchema, fieldSchema } from './result.ts';

/** Language hints an upload may carry (the engine's `languageHint`). */
export const UPLOAD_LANGUAGES = ['he', 'en', 'he+en'] as const;
export type UploadLanguage = (typeof UPLOAD_LANGUAGES)[number];

export const documentTypeSchema = z.enum(DOCUMENT_TYPES).meta({ id: 'DocumentType' });
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);

/**
 * The text fields of an upload (multipart `documentName`, `documentType`). Without a type the engine
 * finds out what the document is; with one, the type is a hint the engine follows unless the document
 * plainly is something else.
 */
export const documentUploadFieldsSchema = z.object({
  documentName: z
    .string()
    .trim()
    .min(1, { message: 'validation.documentNameRequired' })
    .max(MAX_DOCUMENT_NAME_LENGTH, { message: 'validation.documentNameMax' }),
  documentType: documentTypeSchema.optional(),
  /** The text's language when the uploader knows it; absent lets the engine find out. */
  language: z.enum(UPLOAD_LANGUAGES, { message: 'validation.choiceRequired' }).optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** The whole multipart body of POST /api/documents as the OpenAPI document describes it. */
export const documentUploadSchema = documentUploadFieldsSchema
  .extend({ file: z.string().meta({ format: 'binary', description: 'The document, up to 10 MB' }) })
  .meta({ id: 'DocumentUpload' });

export type FileCheckError =
  | { key: 'validation.fileTooLarge' }
  | { key: 'validation.fileContentMismatch'; expected: string }
  | { key: 'validation.fileTypeNotSupported' }
  | { key: 'validation.filenameInvalid' }
  | { key: 'validation.fileEmpty' }
  | { key: 'validation.fileRequired' };

/**
 * The upload screen's file rules that need no content, run in the browser before sending and on the server
 * on arrival. The type is judged from the content (`judgeUploadContent`), never from the name or declared type.
 */
export function checkUploadFile(file: { name: string; size: number }): FileCheckError | null {
  if (!file.name) return { key: 'validation.fileRequired' };
  if (file.size === 0) return { key: 'validation.fileEmpty' };
  if (file.size > MAX_UPLOAD_BYTES) return { key: 'validation.fileTooLarge' };
  if (
    file.name.includes('..') ||
    file.name.includes('/') ||
    file.name.includes('\\') ||
    hasControlOrBidi(file.name)
  )
    return { key: 'validation.filenameInvalid' };
  return null;
}

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i).toLowerCase();
}

/** The default document name: the file name without its extension. */
export function nameWithoutExtension(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 ? name : name.slice(0, i);
}

/** Stored names keep ASCII letters, digits, dot and hyphen (safe on every file system and object store); the rest become underscores. */
export function sanitizeFilename(name: string): string {
  return name.replace(/[^A-Za-z0-9.-]/g, '_');
}

function hasControlOrBidi(name: string): boolean {
  // NUL and other control characters, and bidi overrides that can disguise an extension (e.g. "gpj.exe").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here.
  return /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(name);
}

export const documentSchema = z
  .object({
    id: z.string(),
    documentName: z.string(),
    /** What the document is: the engine's reading, or a person's correction; null until it is read. */
    documentType: documentTypeSchema.nullable(),
    /** The type asked for on upload (a hint); null when the engine was left to find out. */
    requestedType: documentTypeSchema.nullable(),
    filename: z.string(),
    fileSize: z.number().nullable(),
    fileType: z.string(),
    status: documentStatusSchema,
    error: z.string().nullable(),
    attempts: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'Document' });
export type DocumentRow = z.infer<typeof documentSchema>;

export const DOCUMENT_SOURCES = ['portal', 'api'] as const;

/** `GET /api/documents/:id`: the row plus what processing produced (null until it has). */
export const documentDetailSchema = documentSchema
  .extend({
    source: z.enum(DOCUMENT_SOURCES),
    pages: z.number().nullable(),
    startedAt: z.string().nullable(),
    /** Null until completed. Corrected fields carry the corrected value, as in the list and the exports. */
    result: documentResultSchema.nullable(),
    /** People's corrections by field name. */
    corrections: z.record(z.string(), fieldCorrectionSchema),
    /** The engine's own reading of each corrected field. */
    originalFields: z.record(z.string(), fieldSchema),
  })
  .meta({ id: 'DocumentDetail' });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** `PUT /api/documents/:id/type`: a person says what the document is; it is read again as that type. */
export const documentTypeChangeSchema = z.object({ documentType: documentTypeSchema });
export type DocumentTypeChange = z.infer<typeof documentTypeChangeSchema>;
