import { PROBLEM_STATUS, type Problem, type ProblemCode, problemTypeUrl } from '@docread/contracts';
import type { DomainError, FieldError } from '../shared/domain-errors.ts';

const TITLES: Record<ProblemCode, string> = {
  validation_failed: 'Your request has invalid fields',
  unauthenticated: 'Sign in required',
  approval_pending: 'Account awaiting approval',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  conflict: 'Conflict',
  payload_too_large: 'File too large',
  unsupported_media_type: 'Unsupported media type',
  rate_limited: 'Too many requests',
  invalid_api_key: 'Invalid API key',
  quota_exceeded: 'Document quota used up',
  idempotency_key_reused: 'Idempotency key used for a different request',
  idempotency_key_in_use: 'Request with this idempotency key still running',
  internal_error: 'Internal server error',
  unavailable: 'Service unavailable',
  unreadable_document: 'The file cannot be read',
  api_key_limit_reached: 'API key limit reached',
  account_suspended: 'Account suspended',
  method_not_allowed: 'Method not allowed',
};

/** Thrown anywhere in a request; the error handler turns it into an RFC 9457 answer. */
export class ProblemError extends Error {
  readonly status: number;
  readonly code: ProblemCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    code: ProblemCode,
    detail?: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? TITLES[code]);
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export function toProblem(error: ProblemError, instance: string): Problem {
  return {
    type: problemTypeUrl(error.code),
    title: TITLES[error.code],
    status: error.status,
    detail: error.message,
    instance,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/** The one place a domain error becomes an HTTP answer: its status and headers. */
export function problemOfDomainError(error: DomainError): ProblemError {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
  if (error.challenge)
    headers['www-authenticate'] =
      `${error.challenge.scheme} realm="docread"${error.challenge.error ? `, error="${error.challenge.error}"` : ''}`;
  return new ProblemError(PROBLEM_STATUS[error.code], error.code, error.detail, {
    ...(error.errors ? { errors: error.errors } : {}),
    headers,
  });
}
