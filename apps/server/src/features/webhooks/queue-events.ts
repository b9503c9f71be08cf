import { randomUUID } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX, type WebhookEvent } from '@docread/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DocumentRecord } from '../../db/schema.ts';
import { toBool } from '../../db/values.ts';
import type { WebhookMessagesTable } from '../../db/webhook-schema.ts';
import { apiKeyHash } from '../api-keys/api-key-records.ts';
import { decodeResult } from '../documents/document-records.ts';
import { documentTypeOf, requestedTypeOf } from '../shared/views.ts';
import { serializePayload, type WebhookPayload } from './payload.ts';
import { sealSecret } from './sealed-secret.ts';
import { insertMessages } from './webhook-messages.repository.ts';
import { selectEndpoints } from './webhooks.repository.ts';

/**
 * Legacy: API keys made before per-key random callback secrets sign their `webhookUrl` callbacks with
 * `whsec_` + base64 of the SHA-256 of the key. The database keeps that hash, so a database reader could
 * forge such callbacks; new keys get a random secret instead (docs/decisions/0171-callback-secrets-are-random-per-api-key-sealed-at.md).
 * The SDK computes the legacy value with `callbackSecretForApiKey`.
 */
export function callbackSecretFromKeyHash(keyHashHex: string): string {
  return `${WEBHOOK_SECRET_PREFIX}${Buffer.from(keyHashHex, 'hex').toString('base64')}`;
}

/**
 * The sealed secret fixed on the job when it was accepted. Jobs accepted before that existed fall back to
 * their key's legacy secret, which is gone with the key.
 */
async function callbackSecretOfJob(db: Db, doc: DocumentRecord): Promise<string | null> {
  const own = (doc as { callback_secret?: string | null }).callback_secret;
  if (own) return own;
  if (!doc.api_key_id) return null;
  const keyHash = await apiKeyHash(db, doc.api_key_id);
  return keyHash ? sealSecret(db, callbackSecretFromKeyHash(keyHash)) : null;
}

export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

export function payloadFor(event: WebhookPayload['type'], doc: DocumentRecord): WebhookPayload {
  const result = doc.result ? decodeResult(doc.result) : null;
  return {
    type: event,
    timestamp: new Date().toISOString(),
    jobId: doc.id,
    documentId: doc.id,
    status: doc.status as WebhookPayload['status'],
    summary: {
      documentName: doc.document_name,
      documentType: documentTypeOf(doc),
      requestedType: requestedTypeOf(doc),
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
export async function queueDocumentEvent(db: Db, event: WebhookEvent, doc: DocumentRecord): Promise<number> {
  const hooks = await selectEndpoints(db, doc.user_id);
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
  if (doc.callback_url && event !== 'document_uploaded') {
    const secret = await callbackSecretOfJob(db, doc);
    if (secret) rows.push(pendingMessage(null, doc.callback_url, secret));
  }
  if (rows.length > 0) await insertMessages(db, rows);
  return rows.length;
}
