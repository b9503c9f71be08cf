import fs from 'node:fs';

/** Resident memory (MB) of a process and all its descendants, read from /proc (Linux). */
export function treeRssMb(root = process.pid): number {
  return treeRss(root).totalMb;
}

/**
 * The tree's resident memory (MB) in all and per process, this one first. Only the tree's own entries
 * of /proc are read, synchronously: scanning every process's status asynchronously ten times a second
 * grew this process from 85 to 120-150 MB over a 100-page soak (V8's heap 12 → 24 MB, the rest outside
 * it), which the bench then counted as the engine's memory; read this way it stays at 82-87 MB.
 */
function treeRss(root: number): { totalMb: number; perProcessMb: number[] } {
  const perProcessMb: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    perProcessMb.push(Math.round(residentKb(pid) / 1024));
    stack.push(...childrenOf(pid));
  }
  return { totalMb: perProcessMb.reduce((a, b) => a + b, 0), perProcessMb };
}

function residentKb(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    // The process ended while the tree was read.
    return 0;
  }
}

/** A process's children, from each of its threads' `children` list (Linux 3.5+). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' '))
      .filter((entry) => entry !== '')
      .map(Number);
  } catch {
    return [];
  }
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
      const now = treeRss(process.pid);
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
    const stat = await fs.promises.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / CLOCK_TICKS;
}

/** Linux's USER_HZ, the unit of /proc's CPU times, is 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100;
