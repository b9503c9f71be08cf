import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { WebhookMessagesTable, WebhooksTable } from '../../db/webhook-schema.ts';
import type { KeysetPosition } from '../shared/keyset-page.ts';

/** The SQL of the endpoints (`webhooks`) and of the portal's view of their messages. */

/** Newest first, up to `limit` rows after `after`. */
export async function selectWebhooks(
  db: Db,
  userId: string,
  limit: number,
  after: KeysetPosition | null,
): Promise<Selectable<WebhooksTable>[]> {
  let query = db.selectFrom('webhooks').selectAll().where('user_id', '=', userId);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.at as never, after.id)),
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findOwnWebhook(
  db: Db,
  userId: string,
  id: string,
): Promise<Selectable<WebhooksTable> | undefined> {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertWebhook(db: Db, row: Insertable<WebhooksTable>): Promise<void> {
  await db.insertInto('webhooks').values(row).execute();
}

/** The updated row, or undefined when the account has no such webhook. */
export async function setWebhookActive(
  db: Db,
  userId: string,
  id: string,
  isActive: boolean,
): Promise<Selectable<WebhooksTable> | undefined> {
  await db
    .updateTable('webhooks')
    .set({ is_active: isActive })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  return findOwnWebhook(db, userId, id);
}

/** False when the account has no such webhook. */
export async function deleteOwnWebhook(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhooks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The endpoints of an account an event may go to (filtered by the caller). */
export async function selectEndpoints(db: Db, userId: string) {
  return db
    .selectFrom('webhooks')
    .select(['id', 'url', 'events', 'is_active'])
    .where('user_id', '=', userId)
    .execute();
}

export async function apiKeyHash(db: Db, apiKeyId: string): Promise<string | undefined> {
  const key = await db
    .selectFrom('api_keys')
    .select('key_hash')
    .where('id', '=', apiKeyId)
    .executeTakeFirst();
  return key?.key_hash;
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
