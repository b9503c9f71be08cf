import { z } from 'zod';
import { DEFAULT_PROCESSING_MODULES, DOCUMENT_STATUSES, PROCESSING_MODULES } from './constants.ts';
import { documentTypeSchema } from './documents.ts';
import { exportLanguageSchema } from './field-labels.ts';
import type { ExportFormat } from './pipeline.ts';
import { fieldRowSchema, fieldSchema, pageReadingSchema, signatureSchema, tableSchema } from './result.ts';
import { SUPPORTED_UPLOAD_TYPES_LABEL } from './upload-content.ts';

/** The /v3 API's shapes: the server validates and documents with them, the SDK's types come from them. */
export const jobStatusSchema = z.enum(DOCUMENT_STATUSES).meta({ id: 'JobStatus' });
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** A call's `documentType`: left out, the engine finds out what the document is. */
const typeHintSchema = documentTypeSchema.optional().meta({
  description:
    'Optional. Left out, the engine detects the type. Given, it is a hint: the engine follows it unless ' +
    'the document plainly is something else (a passport sent as an invoice comes back a passport).',
});

export const LANGUAGE_HINTS = ['he', 'en', 'he+en'] as const;
export const languageHintSchema = z.enum(LANGUAGE_HINTS).meta({ id: 'LanguageHint' });
export type LanguageHint = z.infer<typeof languageHintSchema>;

/** Formats a /v3 result is downloaded in; `json` is the result itself. */
export const V3_OUTPUT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export const outputFormatSchema = z.enum(V3_OUTPUT_FORMATS).meta({ id: 'OutputFormat' });
export type OutputFormat = z.infer<typeof outputFormatSchema>;

/** The downloads of a completed job, each from GET /v3/results/{jobId}/export. */
export const V3_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const satisfies readonly ExportFormat[];
export const exportFormatSchema = z.enum(V3_EXPORT_FORMATS).meta({ id: 'ExportFormat' });

/** Media types of the export downloads, for the OpenAPI document and the SDK. */
export const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export const pageSummarySchema = z
  .object({
    number: z.number().int(),
    width: z.number(),
    height: z.number(),
    unit: z.enum(['pixel', 'point']),
    text: z.string(),
    confidence: z.number(),
    /** Clockwise degrees the page was read off level; its boxes turn by it about the page's centre (`Page.skew`). */
    skew: z.number().optional(),
    /** How the page was read (docs/engine.md, "The page's trace"); absent on a PDF's text-layer pages. */
    reading: pageReadingSchema.optional(),
    /** Signed areas, present only when the call asked for `signature-detection` (`Page.signatures`). */
    signatures: z.array(signatureSchema).optional(),
  })
  .meta({ id: 'PageSummary' });
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const jobResultSchema = z
  .object({
    jobId: z.string(),
    status: jobStatusSchema,
    /** What the document is: the engine's reading, or a person's correction in the portal. */
    documentType: documentTypeSchema.nullable(),
    /** The `documentType` the call sent (a hint); null when the engine was left to find out. */
    requestedType: documentTypeSchema.nullable(),
    structuredData: z
      .object({
        /** Single fields by name, so `fields.totalAmount.value` reads a field without narrowing. */
        fields: z.record(z.string(), fieldSchema),
        /** Repeated groups by name (`lineItems`, `items`, `transactions`), each a list of rows. */
        lists: z.record(z.string(), z.array(fieldRowSchema)),
        tables: z.array(tableSchema),
      })
      .nullable(),
    confidence: z.number().nullable(),
    needsReview: z.boolean().nullable(),
    /**
     * Why `needsReview` is set: the fields whose confidence is under the document type's review
     * threshold or that a check doubts (`confidence` when only the overall confidence is low); empty
     * when nothing needs review.
     */
    reviewReasons: z.array(z.string()).nullable(),
    pages: z.array(pageSummarySchema),
    text: z.string().nullable(),
    error: z.string().nullable(),
    /** With `outputFormat` csv, xlsx or pdf, once completed: where to download that export (relative to the API's origin). */
    exportUrl: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({
    id: 'JobResult',
    example: {
      jobId: '5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11',
      status: 'completed',
      documentType: 'invoice',
      requestedType: null,
      structuredData: {
        fields: {
          invoiceId: {
            value: 'INV-1042',
            text: 'INV-1042',
            confidence: 0.97,
            page: 1,
            bbox: { x: 410, y: 88, w: 120, h: 22 },
          },
          totalAmount: {
            value: 1170,
            text: '1,170.00',
            confidence: 0.96,
            page: 1,
            bbox: { x: 450, y: 610, w: 90, h: 22 },
          },
          currency: { value: 'ILS', text: '₪', confidence: 0.9, page: 1, bbox: null },
        },
        lists: {
          lineItems: [
            {
              description: {
                value: 'Consulting',
                text: 'Consulting',
                confidence: 0.93,
                page: 1,
                bbox: { x: 60, y: 420, w: 140, h: 20 },
              },
              total: { value: 1000, text: '1,000.00', confidence: 0.95, page: 1, bbox: null },
            },
          ],
        },
        tables: [],
      },
      confidence: 0.95,
      needsReview: false,
      reviewReasons: [],
      pages: [
        { number: 1, width: 1240, height: 1754, unit: 'pixel', text: 'Invoice INV-1042 …', confidence: 0.95 },
      ],
      text: 'Invoice INV-1042 …',
      error: null,
      exportUrl: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      completedAt: '2026-11-22T10:00:03.000Z',
    },
  });
export type JobResult = z.infer<typeof jobResultSchema>;

export const acceptedJobSchema = z.object({ jobId: z.string(), status: jobStatusSchema }).meta({
  id: 'AcceptedJob',
  example: { jobId: '5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11', status: 'pending' },
});
export type AcceptedJob = z.infer<typeof acceptedJobSchema>;

export const jobSummarySchema = z
  .object({
    jobId: z.string(),
    status: jobStatusSchema,
    documentName: z.string(),
    documentType: documentTypeSchema.nullable(),
    requestedType: documentTypeSchema.nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'JobSummary' });
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListSchema = z
  .object({
    jobs: z.array(jobSummarySchema),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'JobList' });
export type JobList = z.infer<typeof jobListSchema>;

/** One table of the result, 1-based in the order of `tables`: with `format=csv`, that table alone as its grid. */
export const exportTableSchema = z.coerce.number().int().min(1).optional().meta({
  description:
    "With `format=csv`: only this table (1-based, in the order of the result's `tables`), as its grid of cells",
});

export const exportQuerySchema = z.object({
  format: exportFormatSchema,
  language: exportLanguageSchema,
  table: exportTableSchema,
});

export const jobListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional().meta({ description: "The previous page's `nextCursor`" }),
});

export const asyncJsonBodySchema = z
  .object({
    fileUrl: z
      .string({ message: 'validation.fileOrUrlRequired' })
      .url({ message: 'validation.fileUrlInvalid' })
      .max(2000, { message: 'validation.tooLong' }),
    webhookUrl: z
      .string()
      .url({ message: 'validation.webhookUrlInvalid' })
      .max(2000, { message: 'validation.tooLong' })
      .optional(),
    documentType: typeHintSchema,
    languageHint: languageHintSchema.optional(),
    modules: z
      .array(z.enum(PROCESSING_MODULES, { message: 'validation.moduleNotSupported' }))
      .max(PROCESSING_MODULES.length)
      .optional()
      .meta({ description: 'As the multipart `modules`, as a list' }),
  })
  .meta({
    id: 'AsyncJobByUrl',
    example: {
      fileUrl: 'https://files.example.com/invoice-1042.pdf',
      webhookUrl: 'https://example.com/hooks/docread',
    },
  });
export type AsyncJsonBody = z.infer<typeof asyncJsonBodySchema>;

/** The multipart text fields as the server validates them: `modules` arrives comma-separated. */
export const processFieldsSchema = z.object({
  documentType: typeHintSchema,
  languageHint: languageHintSchema.optional(),
  model: z.string().max(100).optional(),
  modules: z
    .string()
    .max(500)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(z.array(z.enum(PROCESSING_MODULES, { message: 'validation.moduleNotSupported' })).optional()),
  outputFormat: outputFormatSchema.optional(),
  webhookUrl: z
    .string()
    .url()
    .max(2000)
    .refine((v) => /^https?:\/\//i.test(v), { message: 'validation.webhookUrlInvalid' })
    .optional(),
});
export type ProcessFields = z.infer<typeof processFieldsSchema>;

/** The multipart fields of /v3/process and /v3/process/async (the handler reads the parts itself). */
export const processMultipartSchema = z
  .object({
    file: z.string().meta({ format: 'binary', description: `${SUPPORTED_UPLOAD_TYPES_LABEL}, up to 10 MB` }),
    documentType: typeHintSchema,
    languageHint: languageHintSchema.optional(),
    model: z.string().optional(),
    modules: z
      .string()
      .optional()
      .meta({
        description:
          `Comma-separated; supported: ${PROCESSING_MODULES.join(', ')}. Absent: ${DEFAULT_PROCESSING_MODULES.join(', ')}; ` +
          'given: exactly the modules listed (without table-extraction, `tables` is empty; with ' +
          'signature-detection, each OCR page has `signatures`). Any other module (handwriting-recognition, …) ' +
          'is refused with 400.',
      }),
    outputFormat: outputFormatSchema.optional(),
    webhookUrl: z.string().optional().meta({ description: 'Announces the outcome (async calls)' }),
  })
  .meta({
    id: 'ProcessUpload',
    example: { file: '(binary)', languageHint: 'he' },
  });
