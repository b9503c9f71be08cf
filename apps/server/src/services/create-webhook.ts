import { randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX, type WebhookCreate, type WebhookCreated } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/values.ts';
import { webhookView } from './views.ts';

/** New webhooks start active with a signing secret that is shown only in this answer. */
export async function createWebhook(db: Db, userId: string, input: WebhookCreate): Promise<WebhookCreated> {
  const row = {
    id: randomUUID(),
    user_id: userId,
    name: input.name,
    url: input.url,
    events: JSON.stringify([...new Set(input.events)]),
    is_active: true,
    secret: `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`,
    created_at: nowIso(),
  };
  await db.insertInto('webhooks').values(row).execute();
  return { ...webhookView(row), secret: row.secret };
}
