import type { Db } from '../../db/database.ts';
import { countHit, sweepWindows } from './v3.repository.ts';

/**
 * Request limit in fixed windows, with the headers of the IETF draft
 * (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "default";q=60;w=60` states the policy and
 * `RateLimit: "default";r=12;t=30` the remaining quota and seconds until it resets; a refused request
 * also gets `Retry-After`. The counters live in the database (`rate_limit_windows`), so every web process
 * shares them and a restart does not reset them; the caller chooses the bucket (per account for /v3, so
 * more API keys do not mean more requests).
 */
export interface RateLimitPolicy {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  headers: Record<string, string>;
}

const POLICY_NAME = 'default';

/** The window `now` (ms) falls in, as epoch seconds; windows are aligned so every process agrees. */
export function windowStartOf(policy: RateLimitPolicy, now: number): number {
  return Math.floor(now / 1000 / policy.windowSeconds) * policy.windowSeconds;
}

/** The answer for the `hits`-th request (this one included) of the window starting at `windowStart`. */
export function decide(
  policy: RateLimitPolicy,
  hits: number,
  windowStart: number,
  now: number,
): RateLimitDecision {
  const allowed = hits <= policy.limit;
  const remaining = Math.max(0, policy.limit - hits);
  const resetSeconds = Math.max(1, Math.ceil(windowStart + policy.windowSeconds - now / 1000));
  const headers: Record<string, string> = {
    'ratelimit-policy': `"${POLICY_NAME}";q=${policy.limit};w=${policy.windowSeconds}`,
    ratelimit: `"${POLICY_NAME}";r=${remaining};t=${resetSeconds}`,
  };
  if (!allowed) headers['retry-after'] = String(resetSeconds);
  return { allowed, remaining, resetSeconds, headers };
}

export class SharedRateLimiter {
  readonly policy: RateLimitPolicy;
  private readonly db: Db;
  /** Limiters with other windows share the table: each counts and sweeps only the buckets of its scope. */
  private readonly scope: string;
  private sweptWindow = 0;

  constructor(db: Db, scope: string, policy: RateLimitPolicy) {
    this.db = db;
    this.scope = scope;
    this.policy = policy;
  }

  /**
   * Counts one request for `key`, or `cost` units of work (one statement, atomic on SQLite and
   * PostgreSQL), and decides.
   */
  async consume(key: string, now: number = Date.now(), cost = 1): Promise<RateLimitDecision> {
    const windowStart = windowStartOf(this.policy, now);
    const hits = await countHit(this.db, `${this.scope}:${key}`, windowStart, cost);
    if (windowStart !== this.sweptWindow) {
      // Once per window and process: earlier windows are of no further use.
      this.sweptWindow = windowStart;
      await sweepWindows(this.db, this.scope, windowStart);
    }
    return decide(this.policy, hits, windowStart, now);
  }
}
