import { z } from 'zod';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  DOCUMENT_STATUSES,
  MAX_DOCUMENT_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  UPLOAD_DOCUMENT_TYPES,
} from './constants.ts';
import { documentResultSchema } from './result.ts';

export const uploadDocumentTypeSchema = z.enum(UPLOAD_DOCUMENT_TYPES);
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);

/** The text fields of an upload (multipart `documentName`, `documentType`). */
export const documentUploadFieldsSchema = z.object({
  documentName: z
    .string()
    .trim()
    .min(1, { message: 'validation.documentNameRequired' })
    .max(MAX_DOCUMENT_NAME_LENGTH, { message: 'validation.documentNameMax' }),
  documentType: uploadDocumentTypeSchema.default('invoice'),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

export type FileCheckError =
  | { key: 'validation.fileTooLarge' }
  | { key: 'validation.fileTypeNotAllowed'; type: string }
  | { key: 'validation.filenameInvalid' }
  | { key: 'validation.fileRequired' };

/**
 * The upload screen's file rules, run in the browser before sending and on the server on arrival.
 * The server additionally checks the content's magic bytes, which a browser cannot be trusted with.
 */
export function checkUploadFile(file: { name: string; size: number; type: string }): FileCheckError | null {
  if (!file.name || file.size === 0) return { key: 'validation.fileRequired' };
  if (file.size > MAX_UPLOAD_BYTES) return { key: 'validation.fileTooLarge' };
  if (
    file.name.includes('..') ||
    file.name.includes('/') ||
    file.name.includes('\\') ||
    hasControlOrBidi(file.name)
  )
    return { key: 'validation.filenameInvalid' };
  const ext = extensionOf(file.name);
  const mimeOk = (ALLOWED_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type);
  const extOk = (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
  if (!mimeOk || !extOk) return { key: 'validation.fileTypeNotAllowed', type: file.type || ext || 'unknown' };
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
    documentType: uploadDocumentTypeSchema,
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
    result: documentResultSchema.nullable(),
  })
  .meta({ id: 'DocumentDetail' });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;
