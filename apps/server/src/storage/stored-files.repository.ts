import type { Db } from '../db/database.ts';

/** Every storage key a row points at: uploads (`documents.file_path`) and rendered page images. */
export async function referencedKeys(db: Db): Promise<{ uploads: string[]; pageImages: string[] }> {
  const [rows, images] = await Promise.all([
    db.selectFrom('documents').select('file_path').execute(),
    db.selectFrom('page_images').select('storage_key').execute(),
  ]);
  return { uploads: rows.map((r) => r.file_path), pageImages: images.map((r) => r.storage_key) };
}

/** Page images whose document is gone, at most `limit`. */
export async function orphanPageImageKeys(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('page_images')
    .leftJoin('documents', 'documents.id', 'page_images.document_id')
    .select('page_images.storage_key')
    .where('documents.id', 'is', null)
    .limit(limit)
    .execute();
  return rows.map((r) => r.storage_key);
}

export async function deletePageImageRow(db: Db, storageKey: string): Promise<void> {
  await db.deleteFrom('page_images').where('storage_key', '=', storageKey).execute();
}
