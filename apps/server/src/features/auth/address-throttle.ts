import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { insertThrottleEvent, limitingThrottleEvent, pruneThrottleEvents } from './auth.repository.ts';

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
      const limiting = await limitingThrottleEvent(db, { bucket, address, sinceMs: now - windowMs }, max);
      if (limiting === null) return 0;
      return Math.max(1, Math.ceil((limiting + windowMs - now) / 1000));
    },
    async record(address) {
      const now = Date.now();
      await insertThrottleEvent(db, { id: randomUUID(), bucket, address, at_ms: now });
      await pruneThrottleEvents(db, bucket, address, now - windowMs);
    },
  };
}
