import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { DomainError, invalid } from '../../shared/domain-errors.ts';
import { apiCaller } from './api-key-auth.ts';
import { isValidIdempotencyKey, requestFingerprint, type StoredAnswer } from './idempotency.ts';
import { abandonIdempotent, beginIdempotent, finishIdempotent } from './idempotency-store.ts';

/**
 * Runs a POST under its Idempotency-Key: a replay answers the stored answer, a different request with
 * the same key is 422, a duplicate while the first still runs is 409. Without a key it just runs.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  fingerprintParts: { fields: Record<string, unknown>; fileSha256: string | null },
  work: () => Promise<StoredAnswer>,
) {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  const caller = apiCaller(request);
  if (key !== undefined) {
    if (!isValidIdempotencyKey(key))
      throw invalid([
        {
          path: 'Idempotency-Key',
          messageKey: 'idempotencyKey.invalid',
          message: 'Use 1 to 255 visible ASCII characters',
        },
      ]);
    const fingerprint = requestFingerprint({
      method: request.method,
      path: request.routeOptions.url ?? request.url,
      ...fingerprintParts,
    });
    const decision = await beginIdempotent(db, caller, key, fingerprint);
    if (decision.kind === 'replay') {
      return reply
        .status(decision.answer.status)
        .headers({ ...decision.answer.headers, 'idempotent-replayed': 'true' })
        .send(decision.answer.body);
    }
    if (decision.kind === 'mismatch')
      throw new DomainError(
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request.',
      );
    if (decision.kind === 'in_progress')
      throw new DomainError(
        'idempotency_key_in_use',
        'The first request with this Idempotency-Key is still being processed.',
      );
  }
  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    if (key !== undefined) await abandonIdempotent(db, caller.userId, key);
    throw error;
  }
  if (key !== undefined) await finishIdempotent(db, caller.userId, key, answer);
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}

export const jsonAnswer = (status: number, body: unknown): StoredAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
