import type { DocumentResult } from '@docread/contracts';
import { EngineInputError, EngineLimitError, type EnginePool } from '@docread/engine/pool';
import { DomainError } from '../../shared/domain-errors.ts';
import { TRY_MAX_PAGES, TRY_TIME_LIMIT_MS } from './try-limits.ts';

/**
 * Reads an uploaded document in the same engine pool as the job pipeline (never on the web event loop).
 * The bytes live only in this request: nothing is written to storage or the database.
 */
export async function runTry(engine: Pick<EnginePool, 'process'>, bytes: Buffer): Promise<DocumentResult> {
  try {
    const result = await engine.process(bytes, { timeLimitMs: TRY_TIME_LIMIT_MS });
    if (result.pages.length > TRY_MAX_PAGES) throw tooManyPages();
    return result;
  } catch (error) {
    if (error instanceof EngineLimitError)
      throw new DomainError('unavailable', 'The document took too long to read; try a smaller one.');
    if (error instanceof EngineInputError) throw new DomainError('validation_failed', error.message);
    throw error;
  }
}

export const tooManyPages = () =>
  new DomainError('payload_too_large', `The playground reads documents of up to ${TRY_MAX_PAGES} pages.`);
