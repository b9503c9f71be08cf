import { createHash, randomUUID } from 'node:crypto';
import { type DocumentResult, WEBHOOK_SECRET_PREFIX, type WebhookEvent } from '@docread/contracts';
import type { Insertable } from 'kysely';
import type { PipelineDb, QueuedDocumentRow, WebhookMessagesTable } from '../db/pipeline-schema.ts';
import { toBool } from '../db/values.ts';
import { serializePayload, type WebhookPayload } from './payload.ts';

/**
 * The async call's `webhookUrl` is signed with a secret only the API key's holder can know:
 * `whsec_` + base64 of the SHA-256 of the API key (the server keeps that hash, never the key).
 * The SDK computes the same with `callbackSecretForApiKey`.
 */
export function callbackSecretFromKeyHash(keyHashHex: string): string {
  return `${WEBHOOK_SECRET_PREFIX}${Buffer.from(keyHashHex, 'hex').toString('base64')}`;
}

export function callbackSecretForApiKey(apiKey: string): string {
  return callbackSecretFromKeyHash(createHash('sha256').update(apiKey).digest('hex'));
}

export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

export function payloadFor(event: WebhookPayload['type'], doc: QueuedDocumentRow): WebhookPayload {
  const result = doc.result ? (JSON.parse(doc.result) as DocumentResult) : null;
  return {
    type: event,
    timestamp: new Date().toISOString(),
    jobId: doc.id,
    documentId: doc.id,
    status: doc.status as WebhookPayload['status'],
    summary: {
      documentName: doc.document_name,
      documentType: result?.documentType ?? doc.document_type,
      confidence: result?.confidence ?? null,
      needsReview: result?.needsReview ?? null,
      pages: doc.pages,
      error: doc.error,
    },
  };
}

/**
 * Queues one message per active webhook of the owner that chose this event, plus the document's own
 * callback URL for outcome events. Returns how many were queued; the delivery worker sends them.
 */
export async function queueDocumentEvent(
  db: PipelineDb,
  event: WebhookEvent,
  doc: QueuedDocumentRow,
): Promise<number> {
  const hooks = await db
    .selectFrom('webhooks')
    .select(['id', 'url', 'events', 'is_active'])
    .where('user_id', '=', doc.user_id)
    .execute();
  const nowIso = new Date().toISOString();
  const body = serializePayload(payloadFor(event, doc));
  const pendingMessage = (
    webhookId: string | null,
    url: string,
    callbackSecret: string | null,
  ): Insertable<WebhookMessagesTable> => ({
    id: newMessageId(),
    user_id: doc.user_id,
    webhook_id: webhookId,
    url,
    callback_secret: callbackSecret,
    document_id: doc.id,
    event,
    payload: body,
    status: 'pending',
    attempts: 0,
    next_attempt_at: nowIso,
    lease_until: null,
    last_status_code: null,
    created_at: nowIso,
    delivered_at: null,
  });
  const rows: Insertable<WebhookMessagesTable>[] = hooks
    .filter((h) => toBool(h.is_active) && (JSON.parse(h.events) as string[]).includes(event))
    .map((h) => pendingMessage(h.id, h.url, null));
  if (doc.callback_url && event !== 'document_uploaded' && doc.api_key_id) {
    const key = await db
      .selectFrom('api_keys')
      .select('key_hash')
      .where('id', '=', doc.api_key_id)
      .executeTakeFirst();
    if (key) {
      rows.push(pendingMessage(null, doc.callback_url, callbackSecretFromKeyHash(key.key_hash)));
    }
  }
  if (rows.length > 0) await db.insertInto('webhook_messages').values(rows).execute();
  return rows.length;
}
