import { randomUUID } from 'node:crypto';
import { withAccountLock } from '../../db/account-lock.ts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/values.ts';
import { checkQuota, type PlanChoice, type QuotaDecision } from '../v3/quota.ts';

/** Whose quota: the signed-in portal user or the API key's owner. */
export interface QuotaAccount {
  userId: string;
  role: string | null;
  userCreatedAt: string | Date;
}

/** What a ledger entry is for: the document (= job) and where it came from. */
export interface UsageEntry {
  documentId: string;
  source: 'portal' | 'api';
  apiKeyId: string | null;
}

/** Entries that count against the quota: reserved at upload, charged once processed. */
const COUNTED = ['reserved', 'charged'];

async function accountPlan(
  db: Db,
  userId: string,
): Promise<{ plan: PlanChoice; monthlyQuota: number | null }> {
  const profile = await db
    .selectFrom('profiles')
    .select(['plan', 'monthly_quota'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { plan: (profile?.plan ?? 'trial') as PlanChoice, monthlyQuota: profile?.monthly_quota ?? null };
}

/** Counted entries of one account from `start` (and before `end` when given). */
export async function countUsage(
  db: Db,
  userId: string,
  start: Date,
  end?: Date,
): Promise<{ documents: number; pages: number }> {
  let query = db
    .selectFrom('usage_ledger')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('documents'),
      eb.fn.sum<string | number | null>('pages').as('pages'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'in', COUNTED)
    .where('created_at', '>=', start.toISOString());
  if (end) query = query.where('created_at', '<', end.toISOString());
  const row = await query.executeTakeFirstOrThrow();
  return { documents: Number(row.documents), pages: Number(row.pages ?? 0) };
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
  const { plan, monthlyQuota } = await accountPlan(db, account.userId);
  const accountCreatedAt = new Date(toIso(account.userCreatedAt));
  return withAccountLock(db, account.userId, async (trx) => {
    const now = new Date();
    if (account.role !== 'admin') {
      const period = checkQuota({ plan, accountCreatedAt, used: 0, now });
      const used = await countUsage(trx, account.userId, period.periodStart);
      const decision = checkQuota({ plan, accountCreatedAt, used: used.documents, monthlyQuota, now });
      if (!decision.allowed) return decision;
    }
    await trx
      .insertInto('usage_ledger')
      .values({
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
      })
      .execute();
    return null;
  });
}

/** The upload never became a document (storage or insert failed): the reservation was never used. */
export async function cancelReservation(db: Db, documentId: string): Promise<void> {
  await db
    .deleteFrom('usage_ledger')
    .where('document_id', '=', documentId)
    .where('status', '=', 'reserved')
    .execute();
}

/** The engine read the document: the entry keeps its page count for billing. */
export async function chargeProcessedPages(db: Db, documentId: string, pages: number): Promise<void> {
  await db
    .updateTable('usage_ledger')
    .set({ status: 'charged', pages, updated_at: new Date().toISOString() })
    .where('document_id', '=', documentId)
    .where('status', '!=', 'refunded')
    .execute();
}

/** A file that cannot be read at all (damaged, not what it claims) gives its quota back. */
export async function refundUnreadable(db: Db, documentId: string, reason: string): Promise<void> {
  await db
    .updateTable('usage_ledger')
    .set({ status: 'refunded', pages: 0, reason: reason.slice(0, 500), updated_at: new Date().toISOString() })
    .where('document_id', '=', documentId)
    .execute();
}

/** Whether a failed document was refunded as unreadable (/v3 answers those with a 422 problem). */
export async function wasRefundedAsUnreadable(db: Db, documentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('usage_ledger')
    .select('status')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.status === 'refunded';
}
