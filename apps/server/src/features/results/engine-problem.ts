import { EngineInputError, EngineLimitError } from '@docread/engine/pool';
import { DomainError, unavailable } from '../../shared/domain-errors.ts';

/**
 * An engine pool failure as the answer a caller can act on: a file the engine refuses or a task past its
 * limits is a 409 about this document (asking again gives the same answer); a pool that is shutting down
 * or lost its worker is a 503 to retry. Anything else is left to the error handler.
 */
export function engineProblem(error: unknown, what: string): unknown {
  if (error instanceof EngineInputError) return new DomainError('conflict', `${what}: ${error.message}`);
  if (error instanceof EngineLimitError) {
    if (error.code === 'time_limit' || error.code === 'memory_limit')
      return new DomainError('conflict', `${what}: ${error.message}`);
    return unavailable(`${what} now; try again shortly.`, 5);
  }
  return error;
}
