import type { DocumentResult } from '@docread/contracts';
import { ProblemError } from '../http/problem.ts';
import type { SharedEngine } from '../jobs/shared-engine.ts';
import { TRY_MAX_PAGES, TRY_TIME_LIMIT_MS } from './try-limits.ts';

class TryTimeLimit extends Error {}

/**
 * Reads an uploaded document with the same engine call as the job pipeline. The bytes live only in
 * this request: nothing is written to storage or the database.
 */
export async function runTry(engine: SharedEngine, bytes: Buffer): Promise<DocumentResult> {
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TryTimeLimit()), TRY_TIME_LIMIT_MS);
  });
  try {
    const result = await Promise.race([(await engine.get()).process(bytes, {}), overrun]);
    if (result.pages.length > TRY_MAX_PAGES) throw tooManyPages();
    return result;
  } catch (error) {
    if (error instanceof TryTimeLimit) {
      // Stops the runaway OCR; the next document starts a fresh engine.
      await engine.reset();
      throw new ProblemError(503, 'unavailable', 'The document took too long to read; try a smaller one.');
    }
    if (error instanceof Error && error.name === 'EngineInputError')
      throw new ProblemError(400, 'validation_failed', error.message);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export const tooManyPages = () =>
  new ProblemError(
    413,
    'payload_too_large',
    `The playground reads documents of up to ${TRY_MAX_PAGES} pages.`,
  );
