import type { OutboundAllowlist } from '../outbound/address-policy.ts';
import { OutboundError, safeFetch } from '../outbound/safe-fetch.ts';
import { webhookHeaders } from './signature.ts';

/** How much of the receiver's answer is kept in the delivery log. */
export const RESPONSE_SNIPPET_BYTES = 1024;
export const DELIVERY_TIMEOUT_MS = 15_000;

export type AttemptOutcome =
  /** 2xx: done. */
  | 'delivered'
  /** 410 Gone: the receiver asks us to stop; the endpoint is disabled. */
  | 'gone'
  /** Anything else (redirects are not followed, 4xx, 5xx, network errors, timeouts): try again later. */
  | 'failed';

export interface DeliveryAttempt {
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  /** The start of the receiver's answer, or the reason the request never got one. */
  responseSnippet: string;
  outcome: AttemptOutcome;
}

export interface AttemptInput {
  url: string;
  secret: string;
  /** The `webhook-id`: the same for every attempt of one message, so receivers can de-duplicate. */
  messageId: string;
  body: string;
  allowlist: OutboundAllowlist;
  timeoutMs?: number;
  now?: () => Date;
}

/** One signed POST of a message; never throws, the result is what the delivery log records. */
export async function attemptDelivery(input: AttemptInput): Promise<DeliveryAttempt> {
  const attemptedAt = (input.now ?? (() => new Date()))();
  const started = performance.now();
  const timestamp = Math.floor(attemptedAt.getTime() / 1000);
  try {
    const res = await safeFetch(input.url, {
      allowlist: input.allowlist,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...webhookHeaders(input.secret, input.messageId, timestamp, input.body),
      },
      body: input.body,
      maxBytes: RESPONSE_SNIPPET_BYTES,
      onTooLarge: 'truncate',
      timeoutMs: input.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      maxRedirects: 0,
    });
    const outcome: AttemptOutcome =
      res.status >= 200 && res.status < 300 ? 'delivered' : res.status === 410 ? 'gone' : 'failed';
    return {
      attemptedAt,
      statusCode: res.status,
      durationMs: Math.round(performance.now() - started),
      responseSnippet: res.body.toString('utf8'),
      outcome,
    };
  } catch (err) {
    const reason = err instanceof OutboundError ? `${err.code}: ${err.message}` : String(err);
    return {
      attemptedAt,
      statusCode: null,
      durationMs: Math.round(performance.now() - started),
      responseSnippet: reason.slice(0, RESPONSE_SNIPPET_BYTES),
      outcome: 'failed',
    };
  }
}
