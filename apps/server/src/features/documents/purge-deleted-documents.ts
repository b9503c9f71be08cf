import { DOCUMENT_UNDO_WINDOW_MS } from '@docread/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { expiredDeleted, removeDeletedRow } from './documents.repository.ts';

const BATCH = 100;

/**
 * Removes for good the documents deleted longer ago than the restore window: the file first, then the
 * row (a file that cannot be removed is logged and the row goes anyway, as a single delete does; its page
 * images are left to the page image sweep). Returns how many documents went.
 */
export async function purgeDeletedDocuments(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - DOCUMENT_UNDO_WINDOW_MS).toISOString();
  const rows = await expiredDeleted(deps.db, before, BATCH);
  for (const row of rows) {
    try {
      await deps.storage.remove(row.file_path);
    } catch (error) {
      deps.log.warn({ err: error, filePath: row.file_path }, 'deleted document file could not be removed');
    }
    await removeDeletedRow(deps.db, row.id);
  }
  return rows.length;
}
