import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@docread/contracts';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of random
 * bytes, the HMAC key is those bytes, and the signature covers `${id}.${timestamp}.${body}`.
 */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? secret.slice(WEBHOOK_SECRET_PREFIX.length)
    : secret;
  return Buffer.from(encoded, 'base64');
}

export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers a delivery carries. */
export function webhookHeaders(secret: string, id: string, timestamp: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signPayload(secret, id, timestamp, body),
  };
}

export type VerifyFailure = 'missing_headers' | 'timestamp_out_of_range' | 'bad_signature';

/**
 * Checks a delivery as a receiver would: the timestamp within the tolerance (replay protection) and one of
 * the space-separated `v1,` signatures matching. Used by the tests' receivers and mirrored in the SDK.
 */
export function verifySignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): { ok: true } | { ok: false; reason: VerifyFailure } {
  const pick = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const id = pick('webhook-id');
  const timestampText = pick('webhook-timestamp');
  const signatures = pick('webhook-signature');
  if (!id || !timestampText || !signatures) return { ok: false, reason: 'missing_headers' };
  const timestamp = Number(timestampText);
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300))
    return { ok: false, reason: 'timestamp_out_of_range' };
  const expected = Buffer.from(signPayload(secret, id, timestamp, body).slice(3), 'base64');
  for (const candidate of signatures.split(' ')) {
    const [version, mac] = candidate.split(',');
    if (version !== 'v1' || !mac) continue;
    const given = Buffer.from(mac, 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  }
  return { ok: false, reason: 'bad_signature' };
}
