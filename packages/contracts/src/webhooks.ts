import { z } from 'zod';
import { DOCUMENT_STATUSES, WEBHOOK_EVENTS } from './constants.ts';
import { documentTypeSchema } from './documents.ts';

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.webhookNameUrlRequired' })
  .max(2000, { message: 'validation.tooLong' })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'validation.webhookUrlInvalid' },
  );

export const webhookCreateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'validation.webhookNameUrlRequired' })
      .max(100, { message: 'validation.tooLong' }),
    url: webhookUrlSchema,
    events: z.array(webhookEventSchema).min(1, { message: 'validation.webhookEventsRequired' }),
  })
  .meta({ id: 'WebhookCreate' });
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({ isActive: z.boolean() });

export const webhookSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    events: z.array(webhookEventSchema),
    isActive: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

/** The creation answer is the only one that carries the signing secret. */
export const webhookCreatedSchema = webhookSchema
  .extend({ secret: z.string() })
  .meta({ id: 'WebhookCreated' });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/** Every event a receiver can get: the subscribed events, and `test` from the portal's test button. */
export const WEBHOOK_PAYLOAD_TYPES = [...WEBHOOK_EVENTS, 'test'] as const;

/** What a receiver gets: the event, the job and a short summary; the full result is fetched by jobId. */
export const webhookPayloadSchema = z
  .object({
    type: z.enum(WEBHOOK_PAYLOAD_TYPES),
    timestamp: z.string(),
    jobId: z.string(),
    documentId: z.string(),
    status: z.enum(DOCUMENT_STATUSES),
    summary: z.object({
      documentName: z.string(),
      /** What the document is (the engine's reading or a person's correction); null until it is read. */
      documentType: documentTypeSchema.nullable(),
      /** The type asked for (a hint); null when the engine was left to find out. */
      requestedType: documentTypeSchema.nullable(),
      confidence: z.number().nullable(),
      needsReview: z.boolean().nullable(),
      pages: z.number().int().nullable(),
      error: z.string().nullable(),
    }),
  })
  .meta({
    id: 'WebhookPayload',
    example: {
      type: 'processing_completed',
      timestamp: '2026-11-22T10:00:03.000Z',
      jobId: '5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11',
      documentId: '5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11',
      status: 'completed',
      summary: {
        documentName: 'invoice-1042',
        documentType: 'invoice',
        requestedType: null,
        confidence: 0.95,
        needsReview: false,
        pages: 1,
        error: null,
      },
    },
  });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
