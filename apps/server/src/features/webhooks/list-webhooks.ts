import type { Webhook } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { webhookView } from '../shared/views.ts';

export async function listWebhooks(db: Db, userId: string): Promise<Webhook[]> {
  const rows = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(webhookView);
}
