import { z } from 'zod';
import { DOCUMENT_STATUSES, WEBHOOK_EVENTS } from './constants.ts';
import { documentResultSchema, fieldSchema } from './result.ts';

/** Download formats of a processed document. */
export const EXPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `PATCH /api/documents/:id/fields/:name`: a person's value for one field; nothing else is accepted. */
export const fieldCorrectionInputSchema = z
  .object({
    value: z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]),
  })
  .strict();

/**
 * Names the object machinery owns: as a field name they would reach the prototype instead of a field
 * (`constructor` made the stored result unreadable, `__proto__` replaced the corrections' prototype).
 */
const RESERVED_FIELD_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A result field's name as the engine writes them (identifiers, or a document's own labels, Hebrew
 * included), never an object-machinery name nor one with control characters.
 */
export const fieldNameSchema = z
  .string()
  .min(1)
  .max(100)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  .regex(/^[^\u0000-\u001f\u007f]+$/, { message: 'Field names have no control characters' })
  .refine((name) => !RESERVED_FIELD_NAMES.has(name), { message: 'Not a field name' });
export type FieldCorrectionInput = z.infer<typeof fieldCorrectionInputSchema>;

export const fieldCorrectionSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  correctedAt: z.string(),
});

/** `GET /api/documents/:id/result`: the result with corrections applied, and what the engine first read. */
export const documentResultViewSchema = z
  .object({
    documentId: z.string(),
    status: z.enum(DOCUMENT_STATUSES),
    error: z.string().nullable(),
    /** Null until completed. Corrected fields carry the corrected value. */
    result: documentResultSchema.nullable(),
    corrections: z.record(z.string(), fieldCorrectionSchema),
    /** The engine's own reading of each corrected field. */
    originalFields: z.record(z.string(), fieldSchema),
  })
  .meta({ id: 'DocumentResultView' });
export type DocumentResultView = z.infer<typeof documentResultViewSchema>;

export const WEBHOOK_MESSAGE_STATUSES = [
  'pending',
  'delivering',
  'delivered',
  'failed',
  'cancelled',
] as const;

export const webhookAttemptSchema = z
  .object({
    attemptedAt: z.string(),
    statusCode: z.number().int().nullable(),
    durationMs: z.number().int(),
    /** The start of the receiver's answer, or why no answer came. */
    responseSnippet: z.string(),
    outcome: z.enum(['delivered', 'gone', 'failed']),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One message to a webhook (the same `webhook-id` across its attempts) with its attempt log. */
export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    event: z.union([z.enum(WEBHOOK_EVENTS), z.literal('test')]),
    documentId: z.string().nullable(),
    status: z.enum(WEBHOOK_MESSAGE_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
    log: z.array(webhookAttemptSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The answer to a replay: the delivery is queued again (its outcome shows in the delivery log). */
export const webhookReplayQueuedSchema = z.object({ queued: z.literal(true) });
