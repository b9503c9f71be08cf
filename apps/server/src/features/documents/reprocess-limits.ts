import type { Db } from '../../db/database.ts';
import { DomainError } from '../../shared/domain-errors.ts';
import { SharedRateLimiter } from '../v3/rate-limit.ts';

/**
 * Documents one account may send to be read again per hour. Each reading also takes a quota unit; this
 * bounds accounts without a quota (the `unlimited` plan), whose readings would otherwise fill the queue.
 */
export const REPROCESS_DOCUMENTS_PER_HOUR = 100;

export type ReprocessLimiter = { consume(userId: string, documents: number): Promise<void> };

/** Counts the documents asked for, across every web process (the shared rate-limit table); 429 past it. */
export function createReprocessLimiter(db: Db): ReprocessLimiter {
  const limiter = new SharedRateLimiter(db, 'reprocess', {
    limit: REPROCESS_DOCUMENTS_PER_HOUR,
    windowSeconds: 3600,
  });
  return {
    async consume(userId, documents) {
      const decision = await limiter.consume(userId, Date.now(), documents);
      if (!decision.allowed)
        throw new DomainError(
          'rate_limited',
          `At most ${REPROCESS_DOCUMENTS_PER_HOUR} documents an hour can be read again; retry in ${decision.resetSeconds} s.`,
          { retryAfterSeconds: decision.resetSeconds },
        );
    },
  };
}
