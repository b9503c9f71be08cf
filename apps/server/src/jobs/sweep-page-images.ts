import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';

const BATCH = 100;

/**
 * Removes the stored page images of documents that no longer exist, then their rows (a failed removal
 * keeps the row, so the next sweep tries again). Returns how many images went.
 */
export async function sweepPageImages(db: Db, storage: FileStorage): Promise<number> {
  const orphans = await db
    .selectFrom('page_images')
    .leftJoin('documents', 'documents.id', 'page_images.document_id')
    .select('page_images.storage_key')
    .where('documents.id', 'is', null)
    .limit(BATCH)
    .execute();
  let removed = 0;
  for (const { storage_key } of orphans) {
    await storage.remove(storage_key);
    await db.deleteFrom('page_images').where('storage_key', '=', storage_key).execute();
    removed++;
  }
  return removed;
}
