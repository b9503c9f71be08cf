import { type DomainError, unavailable } from '../../shared/domain-errors.ts';

/** The provider refused or did not answer: the person can try again; the cause goes to the log, not to them. */
export function paymentProviderFailed(cause: unknown): DomainError {
  const error = unavailable('The payment provider could not be reached; try again.');
  error.cause = cause;
  return error;
}
