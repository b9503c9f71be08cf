import { ProblemError } from '../../http/problem.ts';

/** The provider refused or did not answer: the person can try again; the cause goes to the log, not to them. */
export function paymentProviderFailed(cause: unknown): ProblemError {
  const error = new ProblemError(503, 'unavailable', 'The payment provider could not be reached; try again.');
  error.cause = cause;
  return error;
}
