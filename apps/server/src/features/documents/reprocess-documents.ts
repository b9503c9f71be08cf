import type { DocumentBulkResult } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { assertCanProcess } from '../billing/account-controls.ts';
import { recordDocumentEvent } from '../events/document-events.ts';
import { requeueFinished } from './documents.repository.ts';

/**
 * Reads finished (completed or failed) documents again, for example after an engine upgrade. A re-read
 * is the same document, so it takes no new quota unit (its ledger entry gets the new page count); a
 * suspended account is refused as for uploads. Documents still in the queue are left as they are.
 */
export async function reprocessDocuments(
  deps: { db: Db; pipeline: { kickWorkers(): void } },
  userId: string,
  ids: readonly string[],
): Promise<DocumentBulkResult> {
  await assertCanProcess(deps.db, userId);
  const queued = await requeueFinished(deps.db, userId, ids, new Date().toISOString());
  for (const documentId of queued)
    await recordDocumentEvent(deps.db, { userId, documentId, status: 'pending', stage: 'uploaded' });
  if (queued.length) deps.pipeline.kickWorkers();
  return { count: queued.length };
}
