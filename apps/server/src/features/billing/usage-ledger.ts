import { randomUUID } from 'node:crypto';
import { withAccountLock } from '../../db/account-lock.ts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/values.ts';
import { checkQuota, type QuotaDecision } from '../v3/quota.ts';
import {
  chargeEntry,
  countLedger,
  deleteReservation,
  insertLedgerEntry,
  ledgerStatusOf,
  refundEntry,
} from './billing.repository.ts';
import { getPlanSettings } from './plan-settings.ts';

/** Whose quota: the signed-in portal user or the API key's owner. */
export interface QuotaAccount {
  userId: string;
  role: string | null;
  userCreatedAt: string | Date;
}

/**
 * What a ledger entry is for: the document (= job) and where it came from. A reading again of a document
 * is an entry of its own, keyed `{documentId}/reprocess/{time}` (see reprocessDocuments).
 */
export interface UsageEntry {
  documentId: string;
  source: 'portal' | 'api';
  apiKeyId: string | null;
}

/**
 * Checks the quota and records the entry as one unit under the account's lock, so 16 parallel uploads with
 * room for one let one through. Admins are recorded but not limited. Returns the refusal, or null when the
 * entry was written.
 */
export async function reserveQuota(
  db: Db,
  account: QuotaAccount,
  entry: UsageEntry,
): Promise<Extract<QuotaDecision, { allowed: false }> | null> {
  return withAccountLock(db, account.userId, async (trx) => {
    const now = new Date();
    const refusal = await quotaRefusal(trx, account, now);
    if (refusal) return refusal;
    await insertLedgerEntry(trx, {
      id: randomUUID(),
      user_id: account.userId,
      document_id: entry.documentId,
      source: entry.source,
      api_key_id: entry.apiKeyId,
      pages: null,
      status: 'reserved',
      reason: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    return null;
  });
}

/**
 * Whether the account has room for one more document now, reserving nothing: a look before costly work
 * (downloading a fileUrl). reserveQuota decides for good.
 */
export async function quotaRefusal(
  db: Db,
  account: QuotaAccount,
  now = new Date(),
): Promise<Extract<QuotaDecision, { allowed: false }> | null> {
  if (account.role === 'admin') return null;
  const { plan, monthlyQuota } = await getPlanSettings(db, account.userId);
  const accountCreatedAt = new Date(toIso(account.userCreatedAt));
  const period = checkQuota({ plan, accountCreatedAt, used: 0, now });
  const used = await countLedger(db, account.userId, period.periodStart);
  const decision = checkQuota({ plan, accountCreatedAt, used: used.documents, monthlyQuota, now });
  return decision.allowed ? null : decision;
}

/** The upload never became a document (storage or insert failed): the reservation was never used. */
export async function cancelReservation(db: Db, documentId: string): Promise<void> {
  await deleteReservation(db, documentId);
}

/** The engine read the document: the entry keeps its page count for billing. */
export async function chargeProcessedPages(db: Db, documentId: string, pages: number): Promise<void> {
  await chargeEntry(db, documentId, pages);
}

/** A file that cannot be read at all (damaged, not what it claims) gives its quota back. */
export async function refundUnreadable(db: Db, documentId: string, reason: string): Promise<void> {
  await refundEntry(db, documentId, reason.slice(0, 500));
}

/** Whether a failed document was refunded as unreadable (/v3 answers those with a 422 problem). */
export async function wasRefundedAsUnreadable(db: Db, documentId: string): Promise<boolean> {
  return (await ledgerStatusOf(db, documentId)) === 'refunded';
}
