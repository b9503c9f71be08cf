/**
 * The Standard Webhooks retry schedule: after the first attempt, retries wait 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h and 10 h, so a delivery is tried 8 times over about 27.5 hours and then given up.
 */
export const STANDARD_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** Spreads retries by up to this share of the delay so failed endpoints are not hit by a thundering herd. */
export const RETRY_JITTER_RATIO = 0.1;

/**
 * When the next attempt should run after `attemptsMade` failed attempts, or null when the schedule is
 * spent. `delays` is a setting so tests can use milliseconds instead of hours.
 */
export function nextRetryDelayMs(
  attemptsMade: number,
  delays: readonly number[] = STANDARD_RETRY_DELAYS_MS,
  random: () => number = Math.random,
): number | null {
  const base = delays[attemptsMade - 1];
  if (base === undefined) return null;
  const jitter = base * RETRY_JITTER_RATIO * (random() * 2 - 1);
  return Math.max(0, Math.round(base + jitter));
}

export function maxDeliveryAttempts(delays: readonly number[] = STANDARD_RETRY_DELAYS_MS): number {
  return delays.length + 1;
}

/** Parses `WEBHOOK_RETRY_SCHEDULE` ("5s,5m,30m,2h"), or returns the standard schedule when absent. */
export function parseRetrySchedule(setting: string | undefined): readonly number[] {
  if (!setting?.trim()) return STANDARD_RETRY_DELAYS_MS;
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  return setting.split(',').map((part) => {
    const m = part.trim().match(/^(\d+)(ms|s|m|h)$/);
    if (!m) throw new Error(`WEBHOOK_RETRY_SCHEDULE: "${part.trim()}" is not a duration like 5s, 5m or 2h`);
    return Number(m[1]) * (units[m[2] as string] as number);
  });
}
