/**
 * Ends the current task so the browser can paint and answer input before the next step of start-up:
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place at the front of the
 * queue), a zero-delay timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
