import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/problem.ts';

/** Its delivery log goes with it (foreign key on delete cascade). */
export async function deleteWebhook(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('webhooks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound('Webhook not found');
}
