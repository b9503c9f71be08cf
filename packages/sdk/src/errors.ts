import type { Problem } from './types.ts';

/** A non-2xx answer from the API, with its problem document when there is one. */
export class DocReadError extends Error {
  readonly status: number;
  readonly problem: Problem | null;
  /** Seconds to wait before retrying, from `Retry-After` on 429 and 503 answers. */
  readonly retryAfterSeconds: number | null;
  constructor(status: number, problem: Problem | null, retryAfterSeconds: number | null) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'DocReadError';
    this.status = status;
    this.problem = problem;
    this.retryAfterSeconds = retryAfterSeconds;
  }
  get code(): string | undefined {
    return this.problem?.code;
  }
}

export class WebhookVerificationError extends Error {
  readonly reason: 'missing_headers' | 'timestamp_out_of_range' | 'bad_signature' | 'invalid_body';
  constructor(reason: WebhookVerificationError['reason']) {
    super(`Webhook verification failed: ${reason}`);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}
