import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/**
 * Counts events per client address in a sliding window; past the limit the address is refused until its
 * oldest event leaves the window. The events live in the database, so every web process sees the same
 * counts and a restart does not forgive anyone.
 */
export interface AddressThrottle {
  /** Seconds to wait, or 0 when the address may go ahead. */
  retryAfterSeconds(address: string): Promise<number>;
  record(address: string): Promise<void>;
}

export function createDatabaseThrottle(
  db: Db,
  bucket: string,
  max: number,
  windowMs: number,
): AddressThrottle {
  return {
    async retryAfterSeconds(address) {
      const now = Date.now();
      // The max-th newest event in the window: once it leaves, the address is under the limit again.
      const limiting = await db
        .selectFrom('auth_throttle_events')
        .select('at_ms')
        .where('bucket', '=', bucket)
        .where('address', '=', address)
        .where('at_ms', '>', now - windowMs)
        .orderBy('at_ms', 'desc')
        .limit(1)
        .offset(max - 1)
        .executeTakeFirst();
      if (!limiting) return 0;
      return Math.max(1, Math.ceil((Number(limiting.at_ms) + windowMs - now) / 1000));
    },
    async record(address) {
      const now = Date.now();
      await db
        .insertInto('auth_throttle_events')
        .values({ id: randomUUID(), bucket, address, at_ms: now })
        .execute();
      await db
        .deleteFrom('auth_throttle_events')
        .where('bucket', '=', bucket)
        .where('address', '=', address)
        .where('at_ms', '<=', now - windowMs)
        .execute();
    },
  };
}
