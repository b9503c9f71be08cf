import { DOCUMENT_UNDO_WINDOW_MS, type DocumentBulkResult } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { recordDocumentEvent } from '../events/document-events.ts';
import { clearDeleted } from './documents.repository.ts';

/** Undo of a bulk delete: documents still inside their restore window come back as they were. */
export async function restoreDocuments(
  db: Db,
  userId: string,
  ids: readonly string[],
  now = new Date(),
): Promise<DocumentBulkResult> {
  const since = new Date(now.getTime() - DOCUMENT_UNDO_WINDOW_MS).toISOString();
  const restored = await clearDeleted(db, userId, ids, since, now.toISOString());
  for (const documentId of restored)
    await recordDocumentEvent(db, { userId, documentId, status: 'restored' });
  return { count: restored.length };
}
