import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  fieldRowSchema,
  fieldSchema,
  tableSchema,
} from '@docread/contracts';
import { z } from 'zod';

/** The /v3 answers, documented in the OpenAPI document from these schemas. */
export const jobStatusSchema = z.enum(DOCUMENT_STATUSES);

export const jobResultSchema = z
  .object({
    jobId: z.string(),
    status: jobStatusSchema,
    documentType: z.enum(DOCUMENT_TYPES).nullable(),
    structuredData: z
      .object({
        /** Single fields by name; repeated groups (lineItems, items, transactions) as arrays of rows. */
        fields: z.record(z.string(), z.union([fieldSchema, z.array(fieldRowSchema)])),
        tables: z.array(tableSchema),
      })
      .nullable(),
    confidence: z.number().nullable(),
    needsReview: z.boolean().nullable(),
    pages: z.array(
      z.object({
        number: z.number().int(),
        width: z.number(),
        height: z.number(),
        unit: z.enum(['pixel', 'point']),
        text: z.string(),
        confidence: z.number(),
      }),
    ),
    text: z.string().nullable(),
    error: z.string().nullable(),
    /** With `outputFormat` csv, xlsx or pdf: where to download that export (relative to the API's origin). */
    exportUrl: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({
    example: {
      jobId: '5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11',
      status: 'completed',
      documentType: 'invoice',
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
        tables: [],
      },
      confidence: 0.95,
      needsReview: false,
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

export const acceptedJobSchema = z
  .object({ jobId: z.string(), status: jobStatusSchema })
  .meta({ example: { jobId: '5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11', status: 'pending' } });

export const jobSummarySchema = z.object({
  jobId: z.string(),
  status: jobStatusSchema,
  documentName: z.string(),
  documentType: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListSchema = z.object({ jobs: z.array(jobSummarySchema) });

export const asyncJsonBodySchema = z
  .object({
    fileUrl: z.string().url().max(2000),
    webhookUrl: z.string().url().max(2000).optional(),
    documentType: z.enum(DOCUMENT_TYPES).optional(),
    languageHint: z.enum(['he', 'en', 'he+en']).optional(),
  })
  .meta({
    example: {
      fileUrl: 'https://files.example.com/invoice-1042.pdf',
      webhookUrl: 'https://example.com/hooks/docread',
    },
  });
