import { z } from 'zod';
import { DOCUMENT_STATUSES } from './constants.ts';
import { documentSchema, documentTypeSchema } from './documents.ts';
import { exportLanguageSchema } from './field-labels.ts';

/** The documents list's orders; `-` first is newest/largest first. Each has an index. */
export const DOCUMENT_SORTS = [
  '-createdAt',
  'createdAt',
  'name',
  '-name',
  '-documentDate',
  'documentDate',
  '-total',
  'total',
] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

export const DOCUMENT_LIST_MAX_LIMIT = 200;
export const DOCUMENT_LIST_DEFAULT_LIMIT = 50;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.dateInvalid' });

/**
 * `GET /api/documents` query: a page of the list after `cursor` (opaque, from the previous page's
 * `nextCursor`), filtered by text (`q`: file name, document name, extracted text), status, type (what the document is, as `documentType` says), upload
 * date range (`from`/`to`, inclusive days, UTC) and source (`portal`, `api`, or an API key id).
 */
export const documentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DOCUMENT_LIST_MAX_LIMIT).default(DOCUMENT_LIST_DEFAULT_LIMIT),
  cursor: z.string().max(500).optional(),
  q: z.string().trim().max(200).optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  type: documentTypeSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  source: z.string().max(100).optional(),
  sort: z.enum(DOCUMENT_SORTS).default('-createdAt'),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** A row of the list: the document plus the summary columns, never its result. */
export const documentListItemSchema = documentSchema.extend({
  source: z.enum(['portal', 'api']),
  apiKeyId: z.string().nullable(),
  pages: z.number().nullable(),
  vendor: z.string().nullable(),
  documentDate: z.string().nullable(),
  total: z.number().nullable(),
  currency: z.string().nullable(),
  needsReview: z.boolean().nullable(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentListSchema = z.object({
  items: z.array(documentListItemSchema),
  nextCursor: z.string().nullable(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** One step of a document's processing as `GET /api/events` streams it (`event: document`). */
export const documentEventSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  status: z.enum([...DOCUMENT_STATUSES, 'deleted', 'restored']),
  /** `uploaded`, `open`, `page`, `understand`, `done`, `failed`. */
  stage: z.string().nullable(),
  /** Page k of n while pages are read. */
  page: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  at: z.string(),
});
export type DocumentEvent = z.infer<typeof documentEventSchema>;

/** Bulk actions on selected documents. */
export const documentBulkSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(DOCUMENT_LIST_MAX_LIMIT),
});
export type DocumentBulk = z.infer<typeof documentBulkSchema>;

export const documentBulkResultSchema = z.object({ count: z.number().int() });
export type DocumentBulkResult = z.infer<typeof documentBulkResultSchema>;

/**
 * How long deleted documents can be brought back. The portal offers Undo for a shorter time
 * (`DOCUMENT_UNDO_TOAST_MS`) so that a late click still reaches the server inside the window.
 */
export const DOCUMENT_UNDO_WINDOW_MS = 60_000;
export const DOCUMENT_UNDO_TOAST_MS = 10_000;

/** A bulk delete: the documents are hidden at once and purged after `undoUntil` unless restored. */
export const documentBulkDeleteResultSchema = documentBulkResultSchema.extend({ undoUntil: z.string() });
export type DocumentBulkDeleteResult = z.infer<typeof documentBulkDeleteResultSchema>;

export const BULK_EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type BulkExportFormat = (typeof BULK_EXPORT_FORMATS)[number];

/** A ZIP of one file per processed document in the chosen format; unprocessed documents are skipped. */
export const documentBulkExportSchema = documentBulkSchema.extend({
  format: z.enum(BULK_EXPORT_FORMATS),
  language: exportLanguageSchema,
});
export type DocumentBulkExport = z.infer<typeof documentBulkExportSchema>;

export const BULK_SUMMARY_FORMATS = ['csv', 'xlsx'] as const;
export type BulkSummaryFormat = (typeof BULK_SUMMARY_FORMATS)[number];

/** One combined CSV or XLSX: a row per document (whatever its status) with its summary fields. */
export const documentBulkSummarySchema = documentBulkSchema.extend({
  format: z.enum(BULK_SUMMARY_FORMATS),
  language: exportLanguageSchema,
});
export type DocumentBulkSummary = z.infer<typeof documentBulkSummarySchema>;
