/**
 * Per-API-key request limit in fixed windows, with the headers of the IETF draft
 * (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "default";q=60;w=60` states the policy and
 * `RateLimit: "default";r=12;t=30` the remaining quota and seconds until it resets; a refused request
 * also gets `Retry-After`. Counters live in this process: with several web processes each enforces the
 * limit on its own share of the traffic.
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

export class RateLimiter {
  readonly policy: RateLimitPolicy;
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(policy: RateLimitPolicy) {
    this.policy = policy;
  }

  /** Counts one request for `key` at `now` (ms) and says whether it may go ahead. */
  consume(key: string, now: number = Date.now()): RateLimitDecision {
    const windowMs = this.policy.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    const allowed = window.count < this.policy.limit;
    if (allowed) window.count++;
    const remaining = Math.max(0, this.policy.limit - window.count);
    const resetSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    const headers: Record<string, string> = {
      'ratelimit-policy': `"${POLICY_NAME}";q=${this.policy.limit};w=${this.policy.windowSeconds}`,
      ratelimit: `"${POLICY_NAME}";r=${remaining};t=${resetSeconds}`,
    };
    if (!allowed) headers['retry-after'] = String(resetSeconds);
    return { allowed, remaining, resetSeconds, headers };
  }

  private sweep(now: number) {
    const windowMs = this.policy.windowSeconds * 1000;
    for (const [key, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(key);
  }
}
