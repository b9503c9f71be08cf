import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../src/db/database.ts';
import { databaseAtVersion, insertOldUser } from './ops-support.ts';
import { dialectName } from './support.ts';

/**
 * An installation upgraded to the vendor memory: its documents stay as they were, and a lesson goes with
 * the document it was learned from and with its account.
 */
describe(`learned-vendors migration (${dialectName})`, () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await databaseAtVersion('learned_migration', '2026-11-29_document-types'));
  });
  afterAll(() => close?.());

  it('adds the memory beside existing documents; lessons go with their document and their account', async () => {
    const now = new Date().toISOString();
    const userId = await insertOldUser(db);
    const document = (id: string) =>
      db
        .insertInto('documents')
        .values({
          id,
          user_id: userId,
          document_name: id,
          filename: 'a.png',
          file_path: `${userId}/a.png`,
          file_size: 1,
          file_type: 'image/png',
          status: 'completed',
          source: 'portal',
          result: JSON.stringify({ documentType: 'receipt', fields: {} }),
          attempts: 0,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    const [kept, purged] = [randomUUID(), randomUUID()];
    await document(kept);
    await document(purged);

    await migrateToLatest(db);

    const lesson = (documentId: string) =>
      db
        .insertInto('learned_vendors')
        .values({
          id: randomUUID(),
          user_id: userId,
          document_id: documentId,
          document_type: 'receipt',
          issuer_keys: JSON.stringify({ identifiers: [], header: ['SHOP'], layout: [], name: null }),
          fields: JSON.stringify({ merchantName: { value: 'Shop', location: null } }),
          created_at: now,
          updated_at: now,
        })
        .execute();
    await lesson(kept);
    await lesson(purged);
    const lessons = () =>
      db.selectFrom('learned_vendors').select('document_id').where('user_id', '=', userId).execute();

    await db.deleteFrom('documents').where('id', '=', purged).execute();
    expect(await lessons()).toEqual([{ document_id: kept }]);
    expect((await db.selectFrom('documents').select('id').where('id', '=', kept).execute()).length).toBe(1);

    await db.deleteFrom('user').where('id', '=', userId).execute();
    expect(await lessons()).toEqual([]);
  });
});
