import { z } from 'zod';
import { WEBHOOK_EVENTS } from './constants.ts';

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

export const webhookCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.webhookNameUrlRequired' })
    .max(100, { message: 'validation.tooLong' }),
  url: webhookUrlSchema,
  events: z.array(webhookEventSchema).min(1, { message: 'validation.webhookEventsRequired' }),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({ isActive: z.boolean() });

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The creation answer is the only one that carries the signing secret. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;
