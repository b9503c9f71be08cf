import { z } from 'zod';

export const apiKeyCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.apiKeyNameRequired' })
    .max(100, { message: 'validation.tooLong' }),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The creation answer is the only one that ever carries the whole key. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
