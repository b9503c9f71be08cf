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

/** Counted inside the account's lock (db/account-lock.ts), so parallel requests cannot pass the limit. */
export async function countKeys(trx: Transaction<Database>, userId: string): Promise<number> {
  const held = await trx
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(held.n);
}

export async function insertKey(trx: Transaction<Database>, row: Insertable<ApiKeysTable>): Promise<void> {
  await trx.insertInto('api_keys').values(row).execute();
}
