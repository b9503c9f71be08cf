import { randomUUID } from 'node:crypto';
import type { WebhookCreate, WebhookCreated } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import type { OutboundAllowlist } from '../../outbound/address-policy.ts';
import { webhookView } from '../shared/views.ts';
import { generateWebhookSecret } from './signature.ts';
import { vetWebhookUrl } from './vet-webhook-url.ts';
import { insertWebhook } from './webhooks.repository.ts';

/**
 * New webhooks start active with a Standard Webhooks signing secret (`whsec_` + standard base64) that is
 * shown only in this answer; the URL must lead to an address the server may reach.
 */
export async function createWebhook(
  deps: { db: Db; allowlist: OutboundAllowlist },
  userId: string,
  input: WebhookCreate,
): Promise<WebhookCreated> {
  await vetWebhookUrl(input.url, deps.allowlist);
  const row = {
    id: randomUUID(),
    user_id: userId,
    name: input.name,
    url: input.url,
    events: JSON.stringify([...new Set(input.events)]),
    is_active: true,
    secret: generateWebhookSecret(),
    created_at: nowIso(),
  };
  await insertWebhook(deps.db, row);
  return { ...webhookView(row), secret: row.secret };
}
