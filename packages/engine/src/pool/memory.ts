import { readFile } from 'node:fs/promises';

/**
 * Resident memory of a process in bytes, read from the outside (Linux /proc), so it is known even while
 * the process is stuck in native code; null where /proc is missing or the process is gone.
 */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}
