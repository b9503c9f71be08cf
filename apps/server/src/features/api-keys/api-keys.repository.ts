import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ApiKeysTable, Database } from '../../db/schema.ts';
import type { KeysetPosition } from '../shared/keyset-page.ts';

/** Newest first, up to `limit` rows after `after`. */
export async function keysOf(
  db: Db,
  userId: string,
  limit: number,
  after: KeysetPosition | null,
): Promise<Selectable<ApiKeysTable>[]> {
  let query = db.selectFrom('api_keys').selectAll().where('user_id', '=', userId);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.at as never, after.id)),
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** False when the account has no such key. */
export async function deleteKey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('api_keys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Creating a key counts inside the account's lock (db/account-lock.ts), so parallel requests cannot pass the
 * limit; the overview counts without it.
 */
export async function countKeys(db: Db | Transaction<Database>, userId: string): Promise<number> {
  const held = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(held.n);
}

export async function insertKey(trx: Transaction<Database>, row: Insertable<ApiKeysTable>): Promise<void> {
  await trx.insertInto('api_keys').values(row).execute();
}

/** The API key with this hash, and its owner. */
export async function findKeyByHash(db: Db, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'user_id', 'callback_secret'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function touchKey(db: Db, apiKeyId: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: new Date().toISOString() })
    .where('id', '=', apiKeyId)
    .execute();
}

export async function apiKeyNames(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  return ids.length ? db.selectFrom('api_keys').select(['id', 'name']).where('id', 'in', ids).execute() : [];
}

export async function apiKeyHash(db: Db, apiKeyId: string): Promise<string | undefined> {
  const key = await db
    .selectFrom('api_keys')
    .select('key_hash')
    .where('id', '=', apiKeyId)
    .executeTakeFirst();
  return key?.key_hash;
}
