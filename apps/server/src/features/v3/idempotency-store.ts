import type { Db } from '../../db/database.ts';
import { decideIdempotency, type IdempotencyDecision, type StoredAnswer } from './idempotency.ts';
import {
  deleteIdempotencyRecord,
  findIdempotencyRecord,
  insertIdempotencyRecord,
  storeIdempotentAnswer,
} from './v3.repository.ts';

/**
 * The idempotency records of /v3, one per (account, Idempotency-Key): a client that retries with another
 * of the account's keys (key rotation, several servers) still gets the first answer, not a second job.
 * `begin` records the key before the work starts, so a concurrent duplicate sees it running (409);
 * `finish` stores the answer to replay; `abandon` forgets a key whose request failed, so the client may
 * retry with it.
 */
export async function beginIdempotent(
  pdb: Db,
  caller: { userId: string; apiKeyId: string },
  key: string,
  fingerprint: string,
): Promise<IdempotencyDecision> {
  const db = pdb;
  for (let tries = 0; tries < 2; tries++) {
    const existing = await findIdempotencyRecord(db, caller.userId, key);
    const decision = decideIdempotency(
      existing && {
        fingerprint: existing.fingerprint,
        createdAt: new Date(existing.created_at),
        answer:
          existing.status_code == null
            ? null
            : {
                status: existing.status_code,
                headers: JSON.parse(existing.response_headers ?? '{}') as Record<string, string>,
                body: existing.response_body ?? '',
              },
      },
      fingerprint,
    );
    if (decision.kind !== 'proceed') return decision;
    if (existing) await abandonIdempotent(pdb, caller.userId, key);
    try {
      await insertIdempotencyRecord(db, {
        api_key_id: caller.apiKeyId,
        user_id: caller.userId,
        key,
        fingerprint,
        created_at: new Date().toISOString(),
      });
      return decision;
    } catch {
      // A concurrent request with the same key inserted first: decide again against its record.
    }
  }
  return { kind: 'in_progress' };
}

export async function finishIdempotent(pdb: Db, userId: string, key: string, answer: StoredAnswer) {
  await storeIdempotentAnswer(pdb, userId, key, {
    status_code: answer.status,
    response_headers: JSON.stringify(answer.headers),
    response_body: answer.body,
  });
}

export async function abandonIdempotent(pdb: Db, userId: string, key: string) {
  await deleteIdempotencyRecord(pdb, userId, key);
}
