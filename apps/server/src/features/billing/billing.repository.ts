import type { Insertable, Transaction } from 'kysely';
import type { PlanRequestsTable, UsageLedgerTable } from '../../db/billing-schema.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/values.ts';

/** Entries that count against the quota: reserved at upload, charged once processed. */
const COUNTED = ['reserved', 'charged'];

/** Counted entries of one account from `start` (and before `end` when given). */
export async function countLedger(
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

/** Counted entries from `start` to `end`, for summing per day. */
export async function selectCountedEntries(db: Db, userId: string, start: Date, end: Date) {
  return db
    .selectFrom('usage_ledger')
    .select(['created_at', 'source', 'api_key_id', 'pages'])
    .where('user_id', '=', userId)
    .where('status', 'in', COUNTED)
    .where('created_at', '>=', start.toISOString())
    .where('created_at', '<', end.toISOString())
    .execute();
}

/** Every entry of the account, newest first. */
export async function selectLedger(db: Db, userId: string) {
  return db
    .selectFrom('usage_ledger')
    .select(['created_at', 'document_id', 'source', 'api_key_id', 'pages', 'status'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function insertLedgerEntry(db: Db, row: Insertable<UsageLedgerTable>): Promise<void> {
  await db.insertInto('usage_ledger').values(row).execute();
}

export async function deleteReservation(db: Db, documentId: string): Promise<void> {
  await db
    .deleteFrom('usage_ledger')
    .where('document_id', '=', documentId)
    .where('status', '=', 'reserved')
    .execute();
}

export async function chargeEntry(db: Db, documentId: string, pages: number): Promise<void> {
  await db
    .updateTable('usage_ledger')
    .set({ status: 'charged', pages, updated_at: new Date().toISOString() })
    .where('document_id', '=', documentId)
    .where('status', '!=', 'refunded')
    .execute();
}

export async function refundEntry(db: Db, documentId: string, reason: string): Promise<void> {
  await db
    .updateTable('usage_ledger')
    .set({ status: 'refunded', pages: 0, reason, updated_at: new Date().toISOString() })
    .where('document_id', '=', documentId)
    .execute();
}

export async function ledgerStatusOf(db: Db, documentId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('usage_ledger')
    .select('status')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.status;
}

export async function insertPlanRequest(db: Db, row: Insertable<PlanRequestsTable>): Promise<void> {
  await db.insertInto('plan_requests').values(row).execute();
}

export async function latestPlanRequest(db: Db, userId: string) {
  return db
    .selectFrom('plan_requests')
    .select(['plan', 'period', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Claims a provider event by its id; false when it was handled before (the provider delivers at least once).
 * Inside the transaction that applies it, so a failed application leaves the event unclaimed for the retry.
 */
export async function claimPaymentEvent(
  trx: Transaction<Database>,
  event: { id: string; type: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('payment_events')
    .values({ id: event.id, type: event.type, user_id: null, plan: null, received_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** What a claimed event did: the account it concerned and the plan it set. */
export async function notePaymentEventOutcome(
  trx: Transaction<Database>,
  eventId: string,
  outcome: { userId: string | null; plan: string | null },
): Promise<void> {
  await trx
    .updateTable('payment_events')
    .set({ user_id: outcome.userId, plan: outcome.plan })
    .where('id', '=', eventId)
    .execute();
}
