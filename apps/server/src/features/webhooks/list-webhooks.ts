import type { Webhook } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { webhookView } from '../shared/views.ts';
import { selectWebhooks } from './webhooks.repository.ts';

export async function listWebhooks(db: Db, userId: string): Promise<Webhook[]> {
  return (await selectWebhooks(db, userId)).map(webhookView);
}
