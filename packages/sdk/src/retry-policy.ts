/** When and how long to wait before trying a call again. */

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export interface RetrySettings {
  maxRetries: number;
  /** First backoff step; each retry doubles it. */
  baseDelayMs: number;
  /** No single wait is longer; a server asking for more ends the retries instead. */
  maxDelayMs: number;
}

/** A call may be repeated only when repeating it cannot do the work twice. */
export function isRepeatable(method: string, headers: Headers): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) || headers.has('idempotency-key');
}

/**
 * Answers worth another try: overload and gateway failures, and a keyed submission whose first attempt
 * is still running on the server (it answers the stored result once that one finishes).
 */
export function isRetryableAnswer(status: number, code: string | undefined): boolean {
  return RETRYABLE_STATUSES.has(status) || (status === 409 && code === 'idempotency_key_in_use');
}

/** Seconds from `Retry-After` (seconds or HTTP date), else from the `RateLimit` header's `t=` reset. */
export function serverWaitSeconds(headers: Headers, now = Date.now()): number | null {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds;
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, (date - now) / 1000);
  }
  const reset = /(?:^|[;,\s])t=(\d+)/.exec(headers.get('ratelimit') ?? '');
  return reset ? Number(reset[1]) : null;
}

/** Exponential backoff with jitter (half fixed, half random), so clients that failed together spread out. */
export function backoffMs(attempt: number, settings: RetrySettings, random = Math.random): number {
  const step = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** attempt);
  return step / 2 + random() * (step / 2);
}

/** The wait before retry number `attempt` (0-based), or null when the server's wait is too long to sit out. */
export function retryDelayMs(
  attempt: number,
  settings: RetrySettings,
  headers: Headers | null,
): number | null {
  const server = headers ? serverWaitSeconds(headers) : null;
  if (server === null) return backoffMs(attempt, settings);
  const ms = server * 1000;
  return ms > settings.maxDelayMs ? null : ms + backoffMs(0, settings) / 4;
}
