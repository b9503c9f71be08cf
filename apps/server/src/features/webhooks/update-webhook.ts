import type { Webhook } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/problem.ts';
import type { OutboundAllowlist } from '../../outbound/address-policy.ts';
import { webhookView } from '../shared/views.ts';
import { vetWebhookUrl } from './vet-webhook-url.ts';

/** Switching a webhook on vets its URL again: its name may resolve elsewhere now, or the allow-list changed. */
export async function updateWebhook(
  deps: { db: Db; allowlist: OutboundAllowlist },
  userId: string,
  id: string,
  isActive: boolean,
): Promise<Webhook> {
  const { db } = deps;
  const existing = await db
    .selectFrom('webhooks')
    .select('url')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!existing) throw notFound('Webhook not found');
  if (isActive) await vetWebhookUrl(existing.url, deps.allowlist);
  await db
    .updateTable('webhooks')
    .set({ is_active: isActive })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  const row = await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return webhookView(row);
}
