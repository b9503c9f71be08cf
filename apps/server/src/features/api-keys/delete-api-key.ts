import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/problem.ts';

export async function deleteApiKey(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('api_keys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound('API key not found');
}
