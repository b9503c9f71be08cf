import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { observeWebhookAttempt } from '../../observability/metrics.ts';
import type { OutboundAllowlist } from '../../outbound/address-policy.ts';
import { attemptDelivery, type DeliveryAttempt } from './deliver-webhook.ts';
import { nextRetryDelayMs, STANDARD_RETRY_DELAYS_MS } from './retry-schedule.ts';
import { isSealed, openSecret } from './sealed-secret.ts';
import {
  claimMessage,
  nextDueMessageId,
  recordAttempt,
  settleMessage,
  type WebhookMessage,
} from './webhook-messages.repository.ts';
import { activeWebhookSecret, disableWebhook } from './webhooks.repository.ts';

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

/** The secret that signs a message: the callback's own, or the webhook's current one (null: skip it). */
async function signingSecret(db: Db, message: WebhookMessage, force: boolean): Promise<string | null> {
  if (message.callback_secret)
    return isSealed(message.callback_secret)
      ? openSecret(db, message.callback_secret)
      : message.callback_secret;
  if (!message.webhook_id) return null;
  return activeWebhookSecret(db, message.webhook_id, force);
}

/**
 * One attempt of one claimed message, its log line, and what follows: delivered; retried later on the
 * schedule; given up when the schedule is spent; or, on 410 Gone, the webhook is switched off.
 */
export async function deliverMessage(
  db: Db,
  message: WebhookMessage,
  settings: DeliverySettings,
  options: { force?: boolean; retry?: boolean } = {},
): Promise<DeliveryAttempt | null> {
  let secret: string | null;
  try {
    secret = await signingSecret(db, message, options.force ?? false);
  } catch {
    return failUnsignable(db, message);
  }
  if (!secret) {
    await settleMessage(db, message.id, { status: 'cancelled', lease_until: null });
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
    await settleMessage(db, message.id, {
      ...common,
      status: 'delivered',
      delivered_at: attempt.attemptedAt.toISOString(),
      next_attempt_at: null,
    });
    return attempt;
  }
  if (attempt.outcome === 'gone') {
    await settleMessage(db, message.id, { ...common, status: 'failed', next_attempt_at: null });
    if (message.webhook_id) await disableWebhook(db, message.webhook_id);
    return attempt;
  }
  const delay =
    options.retry === false
      ? null
      : nextRetryDelayMs(attempts, settings.retryDelaysMs ?? STANDARD_RETRY_DELAYS_MS);
  await settleMessage(db, message.id, {
    ...common,
    status: delay === null ? 'failed' : 'pending',
    next_attempt_at: delay === null ? null : new Date(Date.now() + delay).toISOString(),
  });
  return attempt;
}

/**
 * Deliveries run side by side, so one tenant's slow receiver cannot hold up everyone else's events: at
 * most DELIVERY_CONCURRENCY at once per process, at most PER_ENDPOINT_CONCURRENCY to one URL and
 * PER_ACCOUNT_CONCURRENCY for one account. Messages of a full endpoint or account wait in the table for a
 * later round; everyone else's are taken meanwhile. Each attempt has the short delivery time limit.
 */
export const DELIVERY_CONCURRENCY = 16;
export const PER_ENDPOINT_CONCURRENCY = 2;
export const PER_ACCOUNT_CONCURRENCY = 4;

interface InFlight {
  total: number;
  byUrl: Map<string, number>;
  byAccount: Map<string, number>;
  running: Set<Promise<void>>;
}

/** In-flight deliveries belong to the pipeline whose settings started them. */
const inFlightBySettings = new WeakMap<DeliverySettings, InFlight>();

function inFlightOf(settings: DeliverySettings): InFlight {
  let state = inFlightBySettings.get(settings);
  if (!state) {
    state = { total: 0, byUrl: new Map(), byAccount: new Map(), running: new Set() };
    inFlightBySettings.set(settings, state);
  }
  return state;
}

const bump = (counts: Map<string, number>, key: string, by: number) => {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
};

/**
 * Starts the deliveries that are due now and fit the limits, without waiting for them; returns how many
 * were started. Called again by the delivery loop, it fills the slots that finished meanwhile.
 */
export async function deliverDueMessages(
  db: Db,
  settings: DeliverySettings,
  limit = DELIVERY_CONCURRENCY,
): Promise<number> {
  const state = inFlightOf(settings);
  const leaseMs = settings.leaseMs ?? settings.timeoutMs * 2;
  let started = 0;
  while (started < limit && state.total < DELIVERY_CONCURRENCY) {
    const nowIso = new Date().toISOString();
    const fullUrls = [...state.byUrl].filter(([, n]) => n >= PER_ENDPOINT_CONCURRENCY).map(([u]) => u);
    const fullAccounts = [...state.byAccount].filter(([, n]) => n >= PER_ACCOUNT_CONCURRENCY).map(([a]) => a);
    const nextId = await nextDueMessageId(db, nowIso, { urls: fullUrls, accounts: fullAccounts });
    if (!nextId) break;
    const message = await claimMessage(db, nextId, leaseMs, nowIso);
    if (!message) continue;
    start(db, settings, state, message);
    started++;
  }
  return started;
}

function start(db: Db, settings: DeliverySettings, state: InFlight, message: WebhookMessage) {
  state.total++;
  bump(state.byUrl, message.url, 1);
  bump(state.byAccount, message.user_id, 1);
  const run = deliverMessage(db, message, settings)
    .then(() => undefined)
    .catch((error: unknown) => {
      settings.log?.error({ err: error, webhookId: message.id }, 'webhook delivery failed to record');
    })
    .finally(() => {
      state.total--;
      bump(state.byUrl, message.url, -1);
      bump(state.byAccount, message.user_id, -1);
      state.running.delete(run);
    });
  state.running.add(run);
}

/** Resolves once the deliveries already started have finished (shutdown waits for them). */
export async function settleDeliveries(settings: DeliverySettings): Promise<void> {
  await Promise.all([...inFlightOf(settings).running]);
}

/**
 * A sealed callback secret that no longer opens (SESSION_SECRET changed, or a worker runs with another one):
 * the message cannot be signed, so it fails at once, visibly in its log, instead of being retried blind.
 */
async function failUnsignable(db: Db, message: WebhookMessage): Promise<DeliveryAttempt> {
  const attempt: DeliveryAttempt = {
    attemptedAt: new Date(),
    statusCode: null,
    durationMs: 0,
    responseSnippet: 'Not sent: the signing secret could not be opened with this server secret',
    outcome: 'failed',
  };
  await recordAttempt(db, message.id, attempt);
  await settleMessage(db, message.id, {
    status: 'failed',
    attempts: message.attempts + 1,
    lease_until: null,
    next_attempt_at: null,
  });
  return attempt;
}
