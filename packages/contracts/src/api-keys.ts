import { z } from 'zod';

/**
 * Keys one account may hold at once. The /v3 rate limit is per account, so more keys would not add
 * throughput; the cap keeps key sprawl (and leaked-key surface) bounded.
 */
export const MAX_API_KEYS_PER_ACCOUNT = 10;

export const apiKeyCreateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'validation.apiKeyNameRequired' })
      .max(100, { message: 'validation.tooLong' }),
  })
  .meta({ id: 'ApiKeyCreate' });
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    keyPrefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    /**
     * Made before per-key callback secrets: its `webhookUrl` callbacks are still signed with the old secret
     * derived from the key, which a database reader could compute. Replacing the key ends that.
     */
    legacyCallbackSecret: z.boolean(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

/**
 * The creation answer is the only one that ever carries the whole key, and its callback signing secret
 * (Standard Webhooks `whsec_…`, signs the `webhookUrl` callbacks of jobs sent with this key).
 */
export const apiKeyCreatedSchema = apiKeySchema
  .extend({ key: z.string(), callbackSecret: z.string() })
  .meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
