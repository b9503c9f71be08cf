/**
 * Counts events per client address in a sliding window; past the limit the address is refused until its
 * oldest event leaves the window. In memory: each web process keeps its own counts.
 */
export interface AddressThrottle {
  /** Seconds to wait, or 0 when the address may go ahead. */
  retryAfterSeconds(address: string): number;
  record(address: string): void;
}

export function createAddressThrottle(max: number, windowMs: number): AddressThrottle {
  const events = new Map<string, number[]>();

  function recent(address: string, now: number): number[] {
    const kept = (events.get(address) ?? []).filter((t) => now - t < windowMs);
    if (kept.length) events.set(address, kept);
    else events.delete(address);
    return kept;
  }

  return {
    retryAfterSeconds(address) {
      const now = Date.now();
      const times = recent(address, now);
      if (times.length < max) return 0;
      return Math.max(1, Math.ceil((times[times.length - max]! + windowMs - now) / 1000));
    },
    record(address) {
      const now = Date.now();
      events.set(address, [...recent(address, now), now]);
    },
  };
}
