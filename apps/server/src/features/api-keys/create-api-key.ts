import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_DISPLAY_PREFIX_LENGTH,
  API_KEY_PREFIX,
  type ApiKeyCreated,
  MAX_API_KEYS_PER_ACCOUNT,
} from '@docread/contracts';
import { withAccountLock } from '../../db/account-lock.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { DomainError, fieldError } from '../../shared/domain-errors.ts';
import { apiKeyView } from '../shared/views.ts';
import { sealSecret } from '../webhooks/sealed-secret.ts';
import { generateWebhookSecret } from '../webhooks/signature.ts';
import { countKeys, insertKey } from './api-keys.repository.ts';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Makes `ocr_` + 64 hex on the server and a random callback signing secret; both leave only in this
 * answer. The table keeps the key's hash and the secret sealed with the server secret. An account holds at
 * most MAX_API_KEYS_PER_ACCOUNT keys (409 `api_key_limit_reached`), counted under the account's lock.
 */
export async function createApiKey(db: Db, userId: string, name: string): Promise<ApiKeyCreated> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('hex')}`;
  const callbackSecret = generateWebhookSecret();
  const row = {
    id: randomUUID(),
    user_id: userId,
    name,
    key_prefix: `${key.slice(0, API_KEY_DISPLAY_PREFIX_LENGTH)}…`,
    key_hash: hashApiKey(key),
    callback_secret: sealSecret(db, callbackSecret),
    created_at: nowIso(),
    last_used_at: null,
  };
  await withAccountLock(db, userId, async (trx) => {
    if ((await countKeys(trx, userId)) >= MAX_API_KEYS_PER_ACCOUNT)
      throw new DomainError(
        'api_key_limit_reached',
        `An account can have up to ${MAX_API_KEYS_PER_ACCOUNT} API keys; delete one to create another.`,
        { errors: [fieldError('name', 'validation.apiKeyLimitReached')] },
      );
    await insertKey(trx, row);
  });
  return { ...apiKeyView(row), key, callbackSecret };
}
