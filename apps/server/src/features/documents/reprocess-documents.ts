import type { DocumentBulkResult } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../shared/domain-errors.ts';
import { assertCanProcess } from '../billing/account-controls.ts';
import { enforceQuota } from '../billing/enforce-quota.ts';
import { cancelReservation, type QuotaAccount } from '../billing/usage-ledger.ts';
import { recordDocumentEvent } from '../events/document-events.ts';
import { finishedAmong, requeueFinished, type TypeCorrection } from './documents.repository.ts';
import type { ReprocessLimiter } from './reprocess-limits.ts';

/**
 * Reads finished (completed or failed) documents again, for example after an engine upgrade. Each reading
 * is work the plan counts: it takes a quota unit (a ledger entry of its own), within an hourly limit of
 * documents (reprocess-limits.ts), and goes to the back of the account's line in the queue. When the
 * quota runs out part-way, the documents that found room go and the rest stay as they are; with no room
 * at all the answer is the quota's 402. A suspended account is refused as for uploads; documents still in
 * the queue are left as they are.
 */
export async function reprocessDocuments(
  deps: { db: Db; pipeline: { kickWorkers(): void }; limiter: ReprocessLimiter },
  account: QuotaAccount,
  ids: readonly string[],
  correction?: TypeCorrection,
): Promise<DocumentBulkResult> {
  const { db } = deps;
  const userId = account.userId;
  await assertCanProcess(db, userId);
  const finished = await finishedAmong(db, userId, ids);
  if (finished.length === 0) return { count: 0 };
  await deps.limiter.consume(userId, finished.length);

  const now = new Date().toISOString();
  const entryOf = (id: string) => `${id}/reprocess/${now}`;
  const reserved: string[] = [];
  for (const id of finished) {
    try {
      await enforceQuota(db, account, { documentId: entryOf(id), source: 'portal', apiKeyId: null });
    } catch (error) {
      if (reserved.length > 0 && error instanceof DomainError && error.code === 'quota_exceeded') break;
      throw error;
    }
    reserved.push(id);
  }
  const queued = await requeueFinished(db, userId, reserved, now, correction);
  // A document another request sent first is not read twice, nor counted twice.
  for (const id of reserved) if (!queued.includes(id)) await cancelReservation(db, entryOf(id));
  for (const documentId of queued)
    await recordDocumentEvent(db, { userId, documentId, status: 'pending', stage: 'uploaded' });
  if (queued.length) deps.pipeline.kickWorkers();
  return { count: queued.length };
}
