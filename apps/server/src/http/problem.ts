import { type Problem, type ProblemCode, validationMessages } from '@docread/contracts';

export type FieldError = NonNullable<Problem['errors']>[number];

const TITLES: Record<ProblemCode, string> = {
  validation_failed: 'Your request has invalid fields',
  unauthenticated: 'Sign in required',
  approval_pending: 'Account awaiting approval',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  conflict: 'Conflict',
  payload_too_large: 'File too large',
  unsupported_media_type: 'Unsupported file type',
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
    type: `about:blank#${error.code}`,
    title: TITLES[error.code],
    status: error.status,
    detail: error.message,
    instance,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/** A field error from an i18n key: carries the key and its English text. */
export function fieldError(
  path: string,
  messageKey: string,
  params: Record<string, string> = {},
): FieldError {
  const template = (validationMessages.en as Record<string, string>)[messageKey];
  const message = template
    ? template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '')
    : messageKey;
  return { path, messageKey, message };
}

export const notFound = (what = 'Not found') => new ProblemError(404, 'not_found', what);

export function validationFailed(errors: FieldError[]): ProblemError {
  return new ProblemError(400, 'validation_failed', errors.map((e) => e.message).join('; '), { errors });
}
