import type { PipelineDb } from '../db/pipeline-schema.ts';
import { decideIdempotency, type IdempotencyDecision, type StoredAnswer } from './idempotency.ts';

/**
 * The idempotency records of /v3, one per (API key, Idempotency-Key). `begin` records the key before the
 * work starts, so a concurrent duplicate sees it running (409); `finish` stores the answer to replay;
 * `abandon` forgets a key whose request failed, so the client may retry with it.
 */
export async function beginIdempotent(
  db: PipelineDb,
  apiKeyId: string,
  key: string,
  fingerprint: string,
): Promise<IdempotencyDecision> {
  for (let tries = 0; tries < 2; tries++) {
    const existing = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .where('key', '=', key)
      .executeTakeFirst();
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
    if (existing) await abandonIdempotent(db, apiKeyId, key);
    try {
      await db
        .insertInto('idempotency_keys')
        .values({ api_key_id: apiKeyId, key, fingerprint, created_at: new Date().toISOString() })
        .execute();
      return decision;
    } catch {
      // A concurrent request with the same key inserted first: decide again against its record.
    }
  }
  return { kind: 'in_progress' };
}

export async function finishIdempotent(db: PipelineDb, apiKeyId: string, key: string, answer: StoredAnswer) {
  await db
    .updateTable('idempotency_keys')
    .set({
      status_code: answer.status,
      response_headers: JSON.stringify(answer.headers),
      response_body: answer.body,
    })
    .where('api_key_id', '=', apiKeyId)
    .where('key', '=', key)
    .execute();
}

export async function abandonIdempotent(db: PipelineDb, apiKeyId: string, key: string) {
  await db.deleteFrom('idempotency_keys').where('api_key_id', '=', apiKeyId).where('key', '=', key).execute();
}
