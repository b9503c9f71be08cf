import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IdempotencyKeysTable } from '../../db/schema.ts';

export async function findIdempotencyRecord(db: Db, userId: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Throws when a record for (account, key) exists already: a concurrent request inserted first. */
export async function insertIdempotencyRecord(db: Db, row: Insertable<IdempotencyKeysTable>): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).execute();
}

export async function storeIdempotentAnswer(
  db: Db,
  userId: string,
  key: string,
  answer: { status_code: number; response_headers: string; response_body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set(answer)
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

export async function deleteIdempotencyRecord(db: Db, userId: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
}

/** Counts one hit of the bucket's window in one statement (atomic on SQLite and PostgreSQL). */
export async function countHit(db: Db, bucket: string, windowStart: number, cost = 1): Promise<number> {
  const row = await db
    .insertInto('rate_limit_windows')
    .values({ bucket, window_start: windowStart, hits: cost })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('rate_limit_windows.hits', '+', cost) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Removes the windows of one scope's buckets that started before `windowStart`. */
export async function sweepWindows(db: Db, scope: string, windowStart: number): Promise<void> {
  await db
    .deleteFrom('rate_limit_windows')
    .where('bucket', 'like', `${scope}:%`)
    .where('window_start', '<', windowStart)
    .execute();
}
