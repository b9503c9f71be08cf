import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { PipelineDatabase, PipelineDb, WebhookMessagesTable } from '../db/pipeline-schema.ts';
import { toBool } from '../db/values.ts';
import { observeWebhookAttempt } from '../observability/metrics.ts';
import type { OutboundAllowlist } from '../outbound/address-policy.ts';
import { attemptDelivery, type DeliveryAttempt } from './deliver-webhook.ts';
import { nextRetryDelayMs, STANDARD_RETRY_DELAYS_MS } from './retry-schedule.ts';

export type WebhookMessage = Selectable<WebhookMessagesTable>;

export interface DeliverySettings {
  allowlist: OutboundAllowlist;
  /** Waits between attempts; the Standard Webhooks schedule unless a test shortens it. */
  retryDelaysMs?: readonly number[] | null;
  timeoutMs: number;
  /** How long a claimed message belongs to one process before another may take it over. */
  leaseMs?: number;
  /** Each attempt is logged with the document id and webhook-id that tie it to its upload and job. */
  log?: FastifyBaseLogger;
}

type Eb = ExpressionBuilder<PipelineDatabase, 'webhook_messages'>;

function due(nowIso: string) {
  return (eb: Eb) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
      eb.and([eb('status', '=', 'delivering'), eb('lease_until', '<', nowIso)]),
    ]);
}

async function claimNextMessage(db: PipelineDb, leaseMs: number): Promise<WebhookMessage | undefined> {
  const nowIso = new Date().toISOString();
  const next = await db
    .selectFrom('webhook_messages')
    .select('id')
    .where(due(nowIso))
    .orderBy('next_attempt_at')
    .limit(1)
    .executeTakeFirst();
  if (!next) return undefined;
  return db
    .updateTable('webhook_messages')
    .set({ status: 'delivering', lease_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('id', '=', next.id)
    .where(due(nowIso))
    .returningAll()
    .executeTakeFirst();
}

export async function recordAttempt(
  db: PipelineDb,
  messageId: string,
  attempt: DeliveryAttempt,
): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values({
      id: randomUUID(),
      message_id: messageId,
      attempted_at: attempt.attemptedAt.toISOString(),
      status_code: attempt.statusCode,
      duration_ms: attempt.durationMs,
      response_snippet: attempt.responseSnippet,
      outcome: attempt.outcome,
    })
    .execute();
}

/** The secret that signs a message: the callback's own, or the webhook's current one (null: skip it). */
async function signingSecret(
  db: PipelineDb,
  message: WebhookMessage,
  force: boolean,
): Promise<string | null> {
  if (message.callback_secret) return message.callback_secret;
  if (!message.webhook_id) return null;
  const hook = await db
    .selectFrom('webhooks')
    .select(['secret', 'is_active'])
    .where('id', '=', message.webhook_id)
    .executeTakeFirst();
  if (!hook || (!force && !toBool(hook.is_active))) return null;
  return hook.secret;
}

/**
 * One attempt of one claimed message, its log line, and what follows: delivered; retried later on the
 * schedule; given up when the schedule is spent; or, on 410 Gone, the webhook is switched off.
 */
export async function deliverMessage(
  db: PipelineDb,
  message: WebhookMessage,
  settings: DeliverySettings,
  options: { force?: boolean; retry?: boolean } = {},
): Promise<DeliveryAttempt | null> {
  const secret = await signingSecret(db, message, options.force ?? false);
  if (!secret) {
    await db
      .updateTable('webhook_messages')
      .set({ status: 'cancelled', lease_until: null })
      .where('id', '=', message.id)
      .execute();
    return null;
  }
  const attempt = await attemptDelivery({
    url: message.url,
    secret,
    messageId: message.id,
    body: message.payload,
    allowlist: settings.allowlist,
    timeoutMs: settings.timeoutMs,
  });
  await recordAttempt(db, message.id, attempt);
  observeWebhookAttempt(attempt.outcome, attempt.durationMs);
  settings.log?.info(
    {
      documentId: message.document_id,
      webhookId: message.id,
      event: message.event,
      attempt: message.attempts + 1,
      statusCode: attempt.statusCode,
      outcome: attempt.outcome,
      durationMs: attempt.durationMs,
    },
    'webhook attempt',
  );
  const attempts = message.attempts + 1;
  const common = { attempts, last_status_code: attempt.statusCode, lease_until: null };
  if (attempt.outcome === 'delivered') {
    await db
      .updateTable('webhook_messages')
      .set({
        ...common,
        status: 'delivered',
        delivered_at: attempt.attemptedAt.toISOString(),
        next_attempt_at: null,
      })
      .where('id', '=', message.id)
      .execute();
    return attempt;
  }
  if (attempt.outcome === 'gone') {
    await db
      .updateTable('webhook_messages')
      .set({ ...common, status: 'failed', next_attempt_at: null })
      .where('id', '=', message.id)
      .execute();
    if (message.webhook_id)
      await db
        .updateTable('webhooks')
        .set({ is_active: false })
        .where('id', '=', message.webhook_id)
        .execute();
    return attempt;
  }
  const delay =
    options.retry === false
      ? null
      : nextRetryDelayMs(attempts, settings.retryDelaysMs ?? STANDARD_RETRY_DELAYS_MS);
  await db
    .updateTable('webhook_messages')
    .set({
      ...common,
      status: delay === null ? 'failed' : 'pending',
      next_attempt_at: delay === null ? null : new Date(Date.now() + delay).toISOString(),
    })
    .where('id', '=', message.id)
    .execute();
  return attempt;
}

/** Sends every message that is due now, one after another; returns how many were attempted. */
export async function deliverDueMessages(
  db: PipelineDb,
  settings: DeliverySettings,
  limit = 50,
): Promise<number> {
  let count = 0;
  while (count < limit) {
    const message = await claimNextMessage(db, settings.leaseMs ?? settings.timeoutMs * 2);
    if (!message) break;
    await deliverMessage(db, message, settings);
    count++;
  }
  return count;
}

/** A person asks for a message to be sent again: the same message (same webhook-id), a fresh schedule. */
export async function requeueMessage(db: PipelineDb, messageId: string): Promise<void> {
  await db
    .updateTable('webhook_messages')
    .set({ status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString(), lease_until: null })
    .where('id', '=', messageId)
    .execute();
}
