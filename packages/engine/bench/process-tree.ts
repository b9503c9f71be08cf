import fs from 'node:fs/promises';

/** Resident memory (MB) of a process and all its descendants, read from /proc (Linux). */
export async function treeRssMb(root = process.pid): Promise<number> {
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
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total / 1024;
}

/** Samples the tree's memory every `everyMs` until stopped; returns the peak. */
export function watchPeakRss(everyMs = 100): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRssMb());
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return Math.round(peak);
    },
  };
}
