import type { ListPage, PageQuery, WebhookDelivery } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { toIso, toIsoOrNull } from '../../db/values.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { pageOf, positionAfter } from '../shared/keyset-page.ts';
import type { DeliverySettings } from './delivery-queue.ts';
import { deliverMessage } from './delivery-queue.ts';
import { serializePayload } from './payload.ts';
import { newMessageId } from './queue-events.ts';
import {
  findOwnEndpointMessage,
  insertMessages,
  requeueMessage,
  selectMessagesWithAttempts,
} from './webhook-messages.repository.ts';
import { findOwnWebhook } from './webhooks.repository.ts';

async function ownWebhook(db: Db, userId: string, webhookId: string) {
  const hook = await findOwnWebhook(db, userId, webhookId);
  if (!hook) throw notFound('Webhook not found');
  return hook;
}

/** A page of one own webhook's messages, newest first, each with its attempt log. */
export async function listWebhookDeliveries(
  db: Db,
  userId: string,
  webhookId: string,
  page: PageQuery,
): Promise<ListPage<WebhookDelivery>> {
  await ownWebhook(db, userId, webhookId);
  const { messages, attempts } = await selectMessagesWithAttempts(
    db,
    webhookId,
    page.limit + 1,
    positionAfter(page.cursor),
  );
  return pageOf(
    messages,
    page.limit,
    (m) => [m.created_at, m.id],
    (m) => ({
      id: m.id,
      event: m.event as WebhookDelivery['event'],
      documentId: m.document_id,
      status: m.status as WebhookDelivery['status'],
      attempts: m.attempts,
      nextAttemptAt: m.status === 'pending' ? toIsoOrNull(m.next_attempt_at) : null,
      createdAt: toIso(m.created_at),
      deliveredAt: toIsoOrNull(m.delivered_at),
      log: attempts
        .filter((a) => a.message_id === m.id)
        .map((a) => ({
          attemptedAt: toIso(a.attempted_at),
          statusCode: a.status_code,
          durationMs: a.duration_ms,
          responseSnippet: a.response_snippet,
          outcome: a.outcome as WebhookDelivery['log'][number]['outcome'],
        })),
    }),
  );
}

/** Sends a signed `test` event now (even to a disabled webhook) and answers with the logged attempt. */
export async function sendTestEvent(
  db: Db,
  settings: DeliverySettings,
  userId: string,
  webhookId: string,
): Promise<WebhookDelivery> {
  const hook = await ownWebhook(db, userId, webhookId);
  const now = new Date().toISOString();
  const id = newMessageId();
  const message = {
    id,
    user_id: userId,
    webhook_id: hook.id,
    url: hook.url,
    callback_secret: null,
    document_id: null,
    event: 'test',
    payload: serializePayload({
      type: 'test',
      timestamp: now,
      jobId: 'test',
      documentId: 'test',
      status: 'completed',
      summary: {
        documentName: 'Test event',
        documentType: null,
        requestedType: null,
        confidence: null,
        needsReview: null,
        pages: null,
        error: null,
      },
    }),
    status: 'delivering',
    attempts: 0,
    next_attempt_at: null,
    lease_until: null,
    last_status_code: null,
    created_at: now,
    delivered_at: null,
  };
  await insertMessages(db, [message]);
  await deliverMessage(db, message, settings, { force: true, retry: false });
  // The message just written is the newest, so it is on the first page.
  const { items } = await listWebhookDeliveries(db, userId, webhookId, { limit: 1 });
  const delivery = items.find((d) => d.id === id);
  return delivery!;
}

/**
 * Sends an own message again: same webhook-id (receivers de-duplicate by it), a fresh retry schedule.
 * Answers the webhook whose delivery log shows the outcome.
 */
export async function replayDelivery(
  db: Db,
  userId: string,
  messageId: string,
): Promise<{ webhookId: string }> {
  const message = await findOwnEndpointMessage(db, userId, messageId);
  if (!message?.webhook_id) throw notFound('Delivery not found');
  await requeueMessage(db, messageId);
  return { webhookId: message.webhook_id };
}
