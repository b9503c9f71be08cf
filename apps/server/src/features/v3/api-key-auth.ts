import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { toBool } from '../../db/values.ts';
import { DomainError } from '../../shared/domain-errors.ts';
import { findUserStanding } from '../account/account-records.ts';
import { findKeyByHash, touchKey } from '../api-keys/api-key-records.ts';

export interface ApiCaller {
  apiKeyId: string;
  userId: string;
  keyHash: string;
  /** The key's sealed callback signing secret; null for keys made before per-key secrets. */
  callbackSecret: string | null;
  role: string | null;
  userCreatedAt: string | Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireApiKey` on /v3 routes. */
    apiCaller: ApiCaller | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * /v3's guard: `Authorization: Bearer ocr_…`, looked up by its SHA-256 (only the hash is stored).
 * A missing, unknown or deleted key is 401; the owner must still be approved and not banned.
 */
export async function requireApiKey(request: FastifyRequest): Promise<void> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match) {
    throw new DomainError('invalid_api_key', 'Send your API key as "Authorization: Bearer ocr_…".', {
      challenge: { scheme: 'Bearer' },
    });
  }
  const keyHash = createHash('sha256').update(match[1]!).digest('hex');
  const db = request.server.deps.db;
  const key = await findKeyByHash(db, keyHash);
  const owner = key && (await findUserStanding(db, key.user_id));
  if (!key || !owner) {
    throw new DomainError('invalid_api_key', 'This API key is unknown or has been deleted.', {
      challenge: { scheme: 'Bearer', error: 'invalid_token' },
    });
  }
  if (toBool(owner.banned)) throw new DomainError('forbidden', 'This account is suspended.');
  if (!toBool(owner.approved) && owner.role !== 'admin')
    throw new DomainError('approval_pending', 'Your account is waiting for approval by an administrator.');
  await touchKey(db, key.id);
  request.apiCaller = {
    apiKeyId: key.id,
    userId: key.user_id,
    keyHash,
    callbackSecret: key.callback_secret,
    role: owner.role,
    userCreatedAt: owner.createdAt,
  };
}

export function apiCaller(request: FastifyRequest): ApiCaller {
  return request.apiCaller!;
}
