import { type Problem, type ProblemCode, validationMessages } from '@docread/contracts';

export type FieldError = NonNullable<Problem['errors']>[number];

/**
 * A rule of the product was not met. Use-cases throw these and know nothing of HTTP: the one mapping to a
 * status code and an RFC 9457 answer is `http/problem.ts` (`problemOfDomainError`). The `code` is the
 * contract's problem code, which clients already branch on.
 */
export class DomainError extends Error {
  readonly code: ProblemCode;
  /** The client-facing detail; absent: the code's title. */
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  /** Seconds after which asking again may succeed (a busy engine pool). */
  readonly retryAfterSeconds: number | undefined;
  /** The credential scheme the caller must use, and why the one sent failed (`invalid_token`). */
  readonly challenge: { scheme: 'Bearer'; error?: 'invalid_token' } | undefined;
  constructor(
    code: ProblemCode,
    detail?: string,
    options: {
      errors?: FieldError[];
      retryAfterSeconds?: number;
      challenge?: { scheme: 'Bearer'; error?: 'invalid_token' };
    } = {},
  ) {
    super(detail ?? code);
    this.name = 'DomainError';
    this.code = code;
    this.detail = detail;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.challenge = options.challenge;
  }
}

export const notFound = (what = 'Not found') => new DomainError('not_found', what);

export const conflict = (detail: string) => new DomainError('conflict', detail);

export const forbidden = (detail: string) => new DomainError('forbidden', detail);

export const unavailable = (detail: string, retryAfterSeconds?: number) =>
  new DomainError('unavailable', detail, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });

/** Invalid input: the detail lists each field's message. */
export function invalid(errors: FieldError[]): DomainError {
  return new DomainError('validation_failed', errors.map((e) => e.message).join('; '), { errors });
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
