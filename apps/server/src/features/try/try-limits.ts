/** Largest file the public playground reads: a page or two, not a whole archive. */
export const TRY_MAX_BYTES = 5 * 1024 * 1024;

/** Pages of an uploaded document the playground reads; more is refused. */
export const TRY_MAX_PAGES = 3;

/** Longest the playground waits for the engine before giving up on a document. */
export const TRY_TIME_LIMIT_MS = 60_000;

/** Seconds a visitor is asked to wait when every playground slot is busy. */
export const TRY_BUSY_RETRY_SECONDS = 10;

/**
 * Page objects a PDF declares in plain (uncompressed) syntax. PDFs that keep their page tree in
 * compressed object streams show none here; those are checked against the engine's page count instead.
 */
export function declaredPdfPages(data: Buffer): number {
  return data.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

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
