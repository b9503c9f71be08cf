import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_DISPLAY_PREFIX_LENGTH, API_KEY_PREFIX, type ApiKeyCreated } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/values.ts';
import { apiKeyView } from './views.ts';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Makes `ocr_` + 64 hex on the server; the whole key leaves only in this answer, the table keeps its hash. */
export async function createApiKey(db: Db, userId: string, name: string): Promise<ApiKeyCreated> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('hex')}`;
  const row = {
    id: randomUUID(),
    user_id: userId,
    name,
    key_prefix: `${key.slice(0, API_KEY_DISPLAY_PREFIX_LENGTH)}…`,
    key_hash: hashApiKey(key),
    created_at: nowIso(),
    last_used_at: null,
  };
  await db.insertInto('api_keys').values(row).execute();
  return { ...apiKeyView(row), key };
}
