import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import type { WebhooksTable } from '../../db/webhook-schema.ts';
import type { KeysetPosition } from '../shared/keyset-page.ts';

/** The SQL of the endpoints (`webhooks`). */

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

/** A registered webhook's signing secret, or null when it is gone or switched off (unless `force`). */
export async function activeWebhookSecret(db: Db, webhookId: string, force: boolean): Promise<string | null> {
  const hook = await db
    .selectFrom('webhooks')
    .select(['secret', 'is_active'])
    .where('id', '=', webhookId)
    .executeTakeFirst();
  if (!hook || (!force && !toBool(hook.is_active))) return null;
  return hook.secret;
}

/** 410 Gone from a receiver switches its webhook off. */
export async function disableWebhook(db: Db, webhookId: string): Promise<void> {
  await db.updateTable('webhooks').set({ is_active: false }).where('id', '=', webhookId).execute();
}

export async function countWebhooks(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
