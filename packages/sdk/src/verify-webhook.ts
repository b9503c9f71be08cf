import { WebhookVerificationError } from './errors.js';
import type { WebhookEvent } from './types.js';

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : bag[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Standard base64, also accepting the URL-safe alphabet and missing padding some secrets use. */
function base64ToBytes(text: string): Uint8Array {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Verifies a webhook as the Standard Webhooks specification says and returns its parsed event.
 * Pass the raw body exactly as received: re-serialised JSON will not match the signature.
 */
export async function verifyWebhook(
  secret: string,
  headers: HeaderBag,
  rawBody: string | Uint8Array,
  options: { toleranceSeconds?: number; now?: number } = {},
): Promise<WebhookEvent> {
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatures) throw new WebhookVerificationError('missing_headers');
  const timestamp = Number(timestampText);
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300))
    throw new WebhookVerificationError('timestamp_out_of_range');

  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  const keyBytes = base64ToBytes(secret.startsWith('whsec_') ? secret.slice(6) : secret);
  const key = await crypto.subtle.importKey(
    'raw',
    keyBytes as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  const expected = bytesToBase64(new Uint8Array(mac));
  const matches = signatures
    .split(' ')
    .some((candidate) => candidate.startsWith('v1,') && constantTimeEqual(candidate.slice(3), expected));
  if (!matches) throw new WebhookVerificationError('bad_signature');
  try {
    return JSON.parse(body) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError('invalid_body');
  }
}

/**
 * Legacy: the secret that signs the `webhookUrl` callbacks of jobs sent with an API key made before
 * 2026-11-25, `whsec_` + base64 of the SHA-256 of the key. Keys made since have a random callback secret,
 * shown once when the key is created (`callbackSecret`); use that one. Replace older keys to move to it.
 */
export async function callbackSecretForApiKey(apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey));
  return `whsec_${bytesToBase64(new Uint8Array(digest))}`;
}
