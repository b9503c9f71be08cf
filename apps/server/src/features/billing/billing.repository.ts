import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PlanRequestsTable, UsageLedgerTable } from '../../db/schema.ts';

/** Entries that count against the quota: reserved at upload, charged once processed. */
const COUNTED = ['reserved', 'charged'];

export async function selectPlanSettings(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['plan', 'monthly_quota', 'suspended'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

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

/** Every entry of the account with its key's name, newest first. */
export async function selectLedgerWithKeys(db: Db, userId: string) {
  return db
    .selectFrom('usage_ledger')
    .leftJoin('api_keys', 'api_keys.id', 'usage_ledger.api_key_id')
    .select([
      'usage_ledger.created_at',
      'usage_ledger.document_id',
      'usage_ledger.source',
      'usage_ledger.api_key_id',
      'api_keys.name as api_key_name',
      'usage_ledger.pages',
      'usage_ledger.status',
    ])
    .where('usage_ledger.user_id', '=', userId)
    .orderBy('usage_ledger.created_at', 'desc')
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

export async function apiKeyNames(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  return ids.length ? db.selectFrom('api_keys').select(['id', 'name']).where('id', 'in', ids).execute() : [];
}
