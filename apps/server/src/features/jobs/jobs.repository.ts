import type { Db } from '../../db/database.ts';
import { DOCUMENT_COLUMNS } from '../../db/document-columns.ts';
import type { DocumentRecord } from '../../db/schema.ts';

/** Stores the corrections of an own document; answers the updated row. */
export async function saveCorrections(
  db: Db,
  userId: string,
  id: string,
  corrections: string,
): Promise<DocumentRecord> {
  return db
    .updateTable('documents')
    .set({ corrections, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Remembers a stored page image so the sweeper can remove it with its document. */
export async function recordPageImage(
  db: Db,
  image: { storage_key: string; document_id: string; page: number; rotation: number },
): Promise<void> {
  await db
    .insertInto('page_images')
    .values({ ...image, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('storage_key').doNothing())
    .execute();
}
