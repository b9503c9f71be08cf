import type { ApiKey } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { apiKeyView } from '../shared/views.ts';
import { keysOf } from './api-keys.repository.ts';

export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  return (await keysOf(db, userId)).map(apiKeyView);
}
