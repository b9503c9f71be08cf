import type { DocumentResult } from '@docread/contracts';
import { TRY_MAX_PAGES } from '@docread/contracts';
import { EngineInputError, EngineLimitError, type EnginePool } from '@docread/engine/pool';
import { DomainError, fieldError } from '../../shared/domain-errors.ts';
import { TRY_TIME_LIMIT_MS } from './try-limits.ts';

/**
 * Refuses a document of more pages than the playground reads, counted in the engine pool from the parsed
 * PDF (its page tree, whatever the spelling or compression of its objects) or the image's metadata (every
 * page of a TIFF), before any page is drawn or read.
 */
export async function assertTryPages(engine: Pick<EnginePool, 'pageCount'>, bytes: Buffer): Promise<void> {
  const pages = await engineCall(() => engine.pageCount(bytes));
  if (pages > TRY_MAX_PAGES) throw tooManyPages();
}

/**
 * Reads an uploaded document in the same engine pool as the job pipeline (never on the web event loop).
 * The bytes live only in this request: nothing is written to storage or the database.
 */
export async function runTry(engine: Pick<EnginePool, 'process'>, bytes: Buffer): Promise<DocumentResult> {
  const result = await engineCall(() => engine.process(bytes, { timeLimitMs: TRY_TIME_LIMIT_MS }));
  if (result.pages.length > TRY_MAX_PAGES) throw tooManyPages();
  return result;
}

async function engineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof EngineLimitError)
      throw new DomainError('unavailable', 'The document took too long to read; try a smaller one.');
    // Past the engine's own page limit the count stops: that is too many for the playground too.
    if (error instanceof EngineInputError && error.code === 'too_many_pages') throw tooManyPages();
    if (error instanceof EngineInputError) throw new DomainError('validation_failed', error.message);
    throw error;
  }
}

const tooManyPages = () => {
  const error = fieldError('file', 'validation.tryTooManyPages');
  return new DomainError('payload_too_large', error.message, { errors: [error] });
};
