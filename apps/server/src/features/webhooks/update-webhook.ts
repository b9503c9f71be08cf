import type { Webhook } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import type { OutboundAllowlist } from '../../outbound/address-policy.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { webhookView } from '../shared/views.ts';
import { vetWebhookUrl } from './vet-webhook-url.ts';
import { findOwnWebhook, setWebhookActive } from './webhooks.repository.ts';

/** Switching a webhook on vets its URL again: its name may resolve elsewhere now, or the allow-list changed. */
export async function updateWebhook(
  deps: { db: Db; allowlist: OutboundAllowlist },
  userId: string,
  id: string,
  isActive: boolean,
): Promise<Webhook> {
  const existing = await findOwnWebhook(deps.db, userId, id);
  if (!existing) throw notFound('Webhook not found');
  if (isActive) await vetWebhookUrl(existing.url, deps.allowlist);
  const row = await setWebhookActive(deps.db, userId, id, isActive);
  if (!row) throw notFound('Webhook not found');
  return webhookView(row);
}
