import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../src/db/database.ts';
import { databaseAtVersion, insertOldUser } from './ops-support.ts';
import { dialectName } from './support.ts';

/** An installation upgraded from when `document_type` was the type chosen on upload. */
describe(`document-types migration over existing documents (${dialectName})`, () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await databaseAtVersion('doctype_migration', '2026-11-28_queue-order'));
  });
  afterAll(() => close?.());

  it('keeps the chosen type as requested_type and takes document_type from the result', async () => {
    const now = new Date().toISOString();
    const userId = await insertOldUser(db);
    const cases = [
      // A portal upload chosen as invoice, not read yet.
      { source: 'portal', chosen: 'invoice', options: null, result: null },
      // "Other" on the portal left the engine to decide.
      { source: 'portal', chosen: 'other', options: null, result: 'receipt' },
      // /v3 folded passport into id on the row; its options kept it whole.
      { source: 'api', chosen: 'id', options: { documentType: 'passport' }, result: 'passport' },
      { source: 'api', chosen: 'other', options: { languageHint: 'en' }, result: null },
    ].map((c) => ({ ...c, id: randomUUID() }));
    for (const c of cases)
      await db
        .insertInto('documents')
        .values({
          id: c.id,
          user_id: userId,
          document_name: c.chosen,
          document_type: c.chosen,
          filename: 'a.png',
          file_path: `${userId}/a.png`,
          file_size: 1,
          file_type: 'image/png',
          status: c.result ? 'completed' : 'pending',
          source: c.source,
          options: c.options ? JSON.stringify(c.options) : null,
          result: c.result ? JSON.stringify({ documentType: c.result, fields: {} }) : null,
          attempts: 0,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('documents')
      .select(['id', 'document_type', 'requested_type', 'corrected_type'])
      .where('user_id', '=', userId)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(cases.map((c) => byId.get(c.id))).toEqual([
      { id: cases[0]!.id, document_type: null, requested_type: 'invoice', corrected_type: null },
      { id: cases[1]!.id, document_type: 'receipt', requested_type: null, corrected_type: null },
      { id: cases[2]!.id, document_type: 'passport', requested_type: 'passport', corrected_type: null },
      { id: cases[3]!.id, document_type: null, requested_type: null, corrected_type: null },
    ]);
  });
});
