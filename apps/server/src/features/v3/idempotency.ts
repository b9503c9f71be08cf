import { createHash } from 'node:crypto';

/**
 * Idempotency-Key handling as the IETF draft (draft-ietf-httpapi-idempotency-key-header) describes:
 * the same key with the same request replays the first answer, the same key with a different request is
 * 422, and a key whose first request is still running is 409. Keys belong to one API key and expire.
 */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface IdempotencyRecord {
  fingerprint: string;
  /** Null while the first request is still running. */
  answer: StoredAnswer | null;
  createdAt: Date;
}

export type IdempotencyDecision =
  | { kind: 'proceed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

export function isValidIdempotencyKey(key: string): boolean {
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(key);
}

/**
 * A request's identity for idempotency: method, path and its parsed content (not the raw multipart bytes,
 * whose boundary changes on every retry of the same request).
 */
export function requestFingerprint(parts: {
  method: string;
  path: string;
  fields: Record<string, unknown>;
  fileSha256?: string | null;
}): string {
  const sortedFields = Object.keys(parts.fields)
    .sort()
    .map((k) => [k, parts.fields[k]]);
  return createHash('sha256')
    .update(JSON.stringify([parts.method.toUpperCase(), parts.path, sortedFields, parts.fileSha256 ?? null]))
    .digest('hex');
}

/** What to do with a request carrying a key, given what is stored for that key (if anything). */
export function decideIdempotency(
  existing: IdempotencyRecord | undefined,
  fingerprint: string,
  now: Date = new Date(),
): IdempotencyDecision {
  if (!existing || now.getTime() - existing.createdAt.getTime() > IDEMPOTENCY_TTL_MS)
    return { kind: 'proceed' };
  if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (!existing.answer) return { kind: 'in_progress' };
  return { kind: 'replay', answer: existing.answer };
}
