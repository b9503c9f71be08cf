import type { Problem } from './types.js';

/** The root of every error the SDK throws, so one `instanceof` catches them all. */
export class DocReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A non-2xx answer from the API, with its RFC 9457 problem document when there is one. */
export class APIError extends DocReadError {
  readonly status: number;
  readonly problem: Problem | null;
  /** The response headers, e.g. `ratelimit` or `idempotent-replayed`. */
  readonly headers: Headers;
  constructor(status: number, problem: Problem | null, headers: Headers) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
    this.headers = headers;
  }
  /** The problem's stable machine-readable code, e.g. `quota_exceeded`. */
  get code(): string | undefined {
    return this.problem?.code;
  }
}

/** 401: the API key is missing, malformed, revoked or unknown. */
export class AuthenticationError extends APIError {}

/** 403: the key is valid but its account may not do this (not approved, quota or plan). */
export class PermissionError extends APIError {}

/** 404: no such job for this key's account. */
export class NotFoundError extends APIError {}

/** 409: the job is not ready for this (an export before completion) or the idempotency key is busy. */
export class ConflictError extends APIError {}

/** 400 and 422: the request was refused as invalid; `fields` says which inputs and why. */
export class ValidationError extends APIError {
  get fields(): NonNullable<Problem['errors']> {
    return this.problem?.errors ?? [];
  }
}

/** 429: over the account's rate limit even after the SDK's retries. */
export class RateLimitError extends APIError {
  /** Seconds the server asked to wait (`Retry-After`, else the `RateLimit` reset), null when unknown. */
  readonly retryAfter: number | null;
  constructor(status: number, problem: Problem | null, headers: Headers, retryAfter: number | null) {
    super(status, problem, headers);
    this.retryAfter = retryAfter;
  }
}

/** No answer within the request's timeout. */
export class TimeoutError extends DocReadError {}

/** The request never got an HTTP answer (DNS, refused or reset connection). */
export class ConnectionError extends DocReadError {}

export class WebhookVerificationError extends DocReadError {
  readonly reason: 'missing_headers' | 'timestamp_out_of_range' | 'bad_signature' | 'invalid_body';
  constructor(reason: WebhookVerificationError['reason']) {
    super(`Webhook verification failed: ${reason}`);
    this.reason = reason;
  }
}
