import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../src/db/database.ts';
import { databaseAtVersion, insertOldUser } from './ops-support.ts';
import { dialectName } from './support.ts';

/** An installation upgraded from the pipeline release: what existed before the ledger must carry over. */
describe(`security-data migration over existing data (${dialectName})`, () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await databaseAtVersion('sec_migration', '2026-11-23_pipeline'));
  });
  afterAll(() => close?.());

  it('copies existing documents into the ledger and keeps the first of duplicate Idempotency-Keys', async () => {
    const now = new Date().toISOString();
    const userId = await insertOldUser(db);
    const keys = [randomUUID(), randomUUID()];
    for (const id of keys)
      await db
        .insertInto('api_keys')
        .values({
          id,
          user_id: userId,
          name: id,
          key_prefix: 'ocr_…',
          key_hash: id,
          created_at: now,
          last_used_at: null,
        })
        .execute();
    const documents = ['completed', 'failed'].map((status) => ({
      id: randomUUID(),
      user_id: userId,
      document_name: status,
      document_type: 'invoice',
      filename: `${status}.png`,
      file_path: `${userId}/${status}.png`,
      file_size: 1,
      file_type: 'image/png',
      status,
      source: 'portal',
      result: null,
      error: null,
      attempts: 1,
      pages: 2,
      created_at: now,
      updated_at: now,
      started_at: now,
      completed_at: now,
    }));
    await db.insertInto('documents').values(documents).execute();
    for (const [i, apiKeyId] of keys.entries())
      await db
        .insertInto('idempotency_keys')
        .values({
          api_key_id: apiKeyId,
          key: 'same-key',
          fingerprint: `fp-${i}`,
          created_at: new Date(Date.now() + i * 1000).toISOString(),
        })
        .execute();

    await migrateToLatest(db);

    const ledger = await db.selectFrom('usage_ledger').selectAll().execute();
    expect(ledger.map((e) => [e.document_id, e.status, e.pages]).sort()).toEqual(
      [
        [documents[0]!.id, 'charged', 2],
        [documents[1]!.id, 'reserved', 2],
      ].sort(),
    );
    const records = await db.selectFrom('idempotency_keys').selectAll().execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ user_id: userId, fingerprint: 'fp-0' });
  });
});
