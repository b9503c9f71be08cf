import { isPublicAddress, type OutboundAllowlist } from '../../outbound/address-policy.ts';
import { callerMessage } from '../../outbound/outbound-error.ts';
import { safeFetch } from '../../outbound/safe-fetch.ts';
import { webhookHeaders } from './signature.ts';

/**
 * How much of the receiver's answer the delivery log keeps: enough to recognise an error message, too
 * little to read documents through it. Receivers on private addresses (reachable only through the
 * operator's allow-list) get no excerpt at all, so the log cannot be used to read internal hosts.
 */
export const RESPONSE_SNIPPET_BYTES = 200;
/** Short, so a hanging receiver holds its delivery slot briefly (see delivery-queue.ts). */
export const DELIVERY_TIMEOUT_MS = 5_000;
export const PRIVATE_RECEIVER_NOTE = '(answer not recorded: private address)';

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
      responseSnippet: responseExcerpt(res.body, res.address),
      outcome,
    };
  } catch (err) {
    return {
      attemptedAt,
      statusCode: null,
      durationMs: Math.round(performance.now() - started),
      responseSnippet: callerMessage(err),
      outcome: 'failed',
    };
  }
}

/** What the delivery log keeps of an answer from `address`: printable text within the byte cap. */
export function responseExcerpt(body: Buffer, address: string): string {
  if (!isPublicAddress(address)) return PRIVATE_RECEIVER_NOTE;
  const text = body
    .subarray(0, RESPONSE_SNIPPET_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}
