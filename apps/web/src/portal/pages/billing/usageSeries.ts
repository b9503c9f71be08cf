import type { UsageDay } from '@docread/contracts';

export interface DaySeries {
  /** yyyy-mm-dd, every day of the range (days without use have zeros). */
  date: string;
  portal: number;
  api: number;
}

/** Pages per day from `start` until `end` (exclusive), portal and API apart, zeros filled in. */
export function dailySeries(daily: readonly UsageDay[], start: string, end: string): DaySeries[] {
  const byDay = new Map<string, DaySeries>();
  for (let t = Date.parse(start.slice(0, 10)); t < Date.parse(end); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    byDay.set(date, { date, portal: 0, api: 0 });
  }
  for (const day of daily) {
    const row = byDay.get(day.date);
    if (row) row[day.source] += day.pages;
  }
  return [...byDay.values()];
}
