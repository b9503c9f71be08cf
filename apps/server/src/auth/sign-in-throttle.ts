/**
 * Counts failed sign-ins per client address in a sliding window; past the limit the address is refused
 * until its oldest failure leaves the window. In memory: one web process holds its own counts.
 */
export interface SignInThrottle {
  /** Seconds to wait, or 0 when the address may try. */
  retryAfterSeconds(address: string): number;
  recordFailure(address: string): void;
}

export function createSignInThrottle(maxFailures: number, windowMs: number): SignInThrottle {
  const failures = new Map<string, number[]>();

  function recent(address: string, now: number): number[] {
    const kept = (failures.get(address) ?? []).filter((t) => now - t < windowMs);
    if (kept.length) failures.set(address, kept);
    else failures.delete(address);
    return kept;
  }

  return {
    retryAfterSeconds(address) {
      const now = Date.now();
      const times = recent(address, now);
      if (times.length < maxFailures) return 0;
      return Math.max(1, Math.ceil((times[times.length - maxFailures]! + windowMs - now) / 1000));
    },
    recordFailure(address) {
      const now = Date.now();
      failures.set(address, [...recent(address, now), now]);
    },
  };
}
