import fs from 'node:fs/promises';

/** Resident memory (MB) of a process and all its descendants, read from /proc (Linux). */
export async function treeRssMb(root = process.pid): Promise<number> {
  return (await treeRss(root)).totalMb;
}

/** The tree's resident memory (MB) in all and per process, this one first. */
async function treeRss(root: number): Promise<{ totalMb: number; perProcessMb: number[] }> {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of await fs.readdir('/proc').catch(() => [] as string[])) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(pid, kb);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // The process ended while the table was read.
    }
  }
  const perProcessMb: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    perProcessMb.push(Math.round((rss.get(pid) ?? 0) / 1024));
    stack.push(...(children.get(pid) ?? []));
  }
  return { totalMb: perProcessMb.reduce((a, b) => a + b, 0), perProcessMb };
}

/**
 * Samples the tree's memory every `everyMs` until stopped; returns the peak, and what each process
 * (this one first) held at that moment.
 */
export function watchPeakRss(everyMs = 100): { stop: () => Promise<number>; atPeakMb: () => number[] } {
  let peak = 0;
  let atPeak: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const now = await treeRss(process.pid);
      if (now.totalMb > peak) [peak, atPeak] = [now.totalMb, now.perProcessMb];
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return Math.round(peak);
    },
    atPeakMb: () => atPeak,
  };
}

/** CPU seconds (user + system, every thread) the processes `pids` have used so far; gone ones count 0. */
export async function cpuSeconds(pids: readonly number[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / CLOCK_TICKS;
}

/** Linux's USER_HZ, the unit of /proc's CPU times, is 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100;
