import type { Db } from '../../db/database.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { deleteOwnWebhook } from './webhooks.repository.ts';

/** Its delivery log goes with it (foreign key on delete cascade). */
export async function deleteWebhook(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnWebhook(db, userId, id))) throw notFound('Webhook not found');
}
