/** Longest the playground waits for the engine before giving up on a document. */
export const TRY_TIME_LIMIT_MS = 60_000;

/** Seconds a visitor is asked to wait when every playground slot is busy. */
export const TRY_BUSY_RETRY_SECONDS = 10;

/** A counter of documents being processed: `tryEnter` refuses past the cap instead of queueing. */
export function createConcurrencyCap(cap: number) {
  let active = 0;
  return {
    tryEnter(): (() => void) | null {
      if (active >= cap) return null;
      active++;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        active--;
      };
    },
  };
}
