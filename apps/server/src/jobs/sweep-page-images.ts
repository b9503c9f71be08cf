import type { Db } from '../db/database.ts';
import { deletePageImageRow, orphanPageImageKeys } from '../features/documents/documents.repository.ts';
import type { FileStorage } from '../storage/file-storage.ts';

const BATCH = 100;

/**
 * Removes the stored page images of documents that no longer exist, then their rows (a failed removal
 * keeps the row, so the next sweep tries again). Returns how many images went.
 */
export async function sweepPageImages(db: Db, storage: FileStorage): Promise<number> {
  let removed = 0;
  for (const key of await orphanPageImageKeys(db, BATCH)) {
    await storage.remove(key);
    await deletePageImageRow(db, key);
    removed++;
  }
  return removed;
}
