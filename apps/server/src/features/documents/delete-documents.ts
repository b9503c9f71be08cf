import { DOCUMENT_UNDO_WINDOW_MS, type DocumentBulkDeleteResult } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { recordDocumentEvent } from '../events/document-events.ts';
import { markDeleted } from './documents.repository.ts';

/**
 * Bulk delete with undo: the documents leave every list at once (a `deleted` event tells open pages) and
 * stay restorable until `undoUntil`; the worker's sweep purges rows and files after that.
 */
export async function deleteDocuments(
  db: Db,
  userId: string,
  ids: readonly string[],
  now = new Date(),
): Promise<DocumentBulkDeleteResult> {
  const deleted = await markDeleted(db, userId, ids, now.toISOString());
  for (const documentId of deleted) await recordDocumentEvent(db, { userId, documentId, status: 'deleted' });
  return {
    count: deleted.length,
    undoUntil: new Date(now.getTime() + DOCUMENT_UNDO_WINDOW_MS).toISOString(),
  };
}
