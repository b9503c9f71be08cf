import type { Webhook } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/problem.ts';
import { webhookView } from './views.ts';

export async function updateWebhook(db: Db, userId: string, id: string, isActive: boolean): Promise<Webhook> {
  const result = await db
    .updateTable('webhooks')
    .set({ is_active: isActive })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('Webhook not found');
  const row = await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return webhookView(row);
}
