import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { DOCUMENT_COLUMNS } from '../../db/document-columns.ts';
import type { DocumentRecord, IdempotencyKeysTable } from '../../db/schema.ts';

/** The account's jobs newest first, strictly after `after` when given (keyset on creation time and id). */
export async function jobsNewestFirst(
  db: Db,
  userId: string,
  limit: number,
  after: { createdAt: string; id: string } | null,
): Promise<DocumentRecord[]> {
  let query = db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt as never, after.id)),
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The API key with this hash and what the guard needs of its owner. */
export async function findKeyOwner(db: Db, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('user', 'user.id', 'api_keys.user_id')
    .select([
      'api_keys.id as apiKeyId',
      'api_keys.user_id as userId',
      'api_keys.callback_secret as callbackSecret',
      'user.approved as approved',
      'user.banned as banned',
      'user.role as role',
      'user.createdAt as userCreatedAt',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function touchKey(db: Db, apiKeyId: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: new Date().toISOString() })
    .where('id', '=', apiKeyId)
    .execute();
}

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
