import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { WebhookMessagesTable } from '../../db/webhook-schema.ts';
import type { KeysetPosition } from '../shared/keyset-page.ts';
import type { DeliveryAttempt } from './deliver-webhook.ts';

/** The SQL of the webhook message queue (`webhook_messages`, their `webhook_attempts`) and the portal's log. */

export type WebhookMessage = Selectable<WebhookMessagesTable>;

type Eb = ExpressionBuilder<Database, 'webhook_messages'>;

function due(nowIso: string) {
  return (eb: Eb) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
      eb.and([eb('status', '=', 'delivering'), eb('lease_until', '<', nowIso)]),
    ]);
}

/** The id of the message due first, leaving out endpoints and accounts whose delivery slots are full. */
export async function nextDueMessageId(
  db: Db,
  nowIso: string,
  skip: { urls: string[]; accounts: string[] },
): Promise<string | undefined> {
  let query = db
    .selectFrom('webhook_messages')
    .select('id')
    .where(due(nowIso))
    .orderBy('next_attempt_at')
    .limit(1);
  if (skip.urls.length) query = query.where('url', 'not in', skip.urls);
  if (skip.accounts.length) query = query.where('user_id', 'not in', skip.accounts);
  return (await query.executeTakeFirst())?.id;
}

/** Takes one due message for this process, unless another process took it first. */
export async function claimMessage(
  db: Db,
  id: string,
  leaseMs: number,
  nowIso: string,
): Promise<WebhookMessage | undefined> {
  return db
    .updateTable('webhook_messages')
    .set({ status: 'delivering', lease_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where(due(nowIso))
    .returningAll()
    .executeTakeFirst();
}

export async function recordAttempt(db: Db, messageId: string, attempt: DeliveryAttempt): Promise<void> {
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

/** Moves a message on after an attempt (delivered, failed, cancelled, or pending again later). */
export async function settleMessage(
  db: Db,
  id: string,
  values: Updateable<WebhookMessagesTable>,
): Promise<void> {
  await db.updateTable('webhook_messages').set(values).where('id', '=', id).execute();
}

/** A person asks for a message to be sent again: the same message (same webhook-id), a fresh schedule. */
export async function requeueMessage(db: Db, messageId: string): Promise<void> {
  await settleMessage(db, messageId, {
    status: 'pending',
    attempts: 0,
    next_attempt_at: new Date().toISOString(),
    lease_until: null,
  });
}

export async function insertMessages(db: Db, rows: Insertable<WebhookMessagesTable>[]): Promise<void> {
  await db.insertInto('webhook_messages').values(rows).execute();
}

/** One webhook's messages newest first (up to `limit` after `after`), and their attempts oldest first. */
export async function selectMessagesWithAttempts(
  db: Db,
  webhookId: string,
  limit: number,
  after: KeysetPosition | null,
) {
  let query = db.selectFrom('webhook_messages').selectAll().where('webhook_id', '=', webhookId);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.at as never, after.id)),
    );
  const messages = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  const attempts = messages.length
    ? await db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where(
          'message_id',
          'in',
          messages.map((m) => m.id),
        )
        .orderBy('attempted_at')
        .execute()
    : [];
  return { messages, attempts };
}

/** An own message that went to an endpoint (not a job's callback URL). */
export async function findOwnEndpointMessage(db: Db, userId: string, messageId: string) {
  return db
    .selectFrom('webhook_messages')
    .select(['id', 'webhook_id'])
    .where('id', '=', messageId)
    .where('user_id', '=', userId)
    .where('webhook_id', 'is not', null)
    .executeTakeFirst();
}

/** Messages per status, and the oldest creation time of each (the queue's metrics). */
export async function countMessagesByState(db: Db) {
  return db
    .selectFrom('webhook_messages')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .groupBy('status')
    .execute();
}
