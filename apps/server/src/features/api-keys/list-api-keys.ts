import type { ApiKey } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { apiKeyView } from '../shared/views.ts';

export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(apiKeyView);
}
