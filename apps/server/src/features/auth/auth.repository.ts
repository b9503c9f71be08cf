import type { Db } from '../../db/database.ts';

export async function findUserIdOfSession(db: Db, token: string): Promise<string | null> {
  const session = await db
    .selectFrom('session')
    .select('userId')
    .where('token', '=', token)
    .executeTakeFirst();
  return session?.userId ?? null;
}

/** The max-th newest event of the address in the window (ms since epoch), if there is one. */
export async function limitingThrottleEvent(
  db: Db,
  where: { bucket: string; address: string; sinceMs: number },
  max: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('auth_throttle_events')
    .select('at_ms')
    .where('bucket', '=', where.bucket)
    .where('address', '=', where.address)
    .where('at_ms', '>', where.sinceMs)
    .orderBy('at_ms', 'desc')
    .limit(1)
    .offset(max - 1)
    .executeTakeFirst();
  return row ? Number(row.at_ms) : null;
}

export async function insertThrottleEvent(
  db: Db,
  event: { id: string; bucket: string; address: string; at_ms: number },
): Promise<void> {
  await db.insertInto('auth_throttle_events').values(event).execute();
}

export async function pruneThrottleEvents(db: Db, bucket: string, address: string, untilMs: number) {
  await db
    .deleteFrom('auth_throttle_events')
    .where('bucket', '=', bucket)
    .where('address', '=', address)
    .where('at_ms', '<=', untilMs)
    .execute();
}
