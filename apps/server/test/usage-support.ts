import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.ts';

/** Usage the account already has, as the ledger records it when documents are uploaded and processed. */
export async function addUsage(
  db: Db,
  userId: string,
  count: number,
  options: { createdAt?: Date; source?: 'portal' | 'api' } = {},
): Promise<void> {
  const at = (options.createdAt ?? new Date()).toISOString();
  await db
    .insertInto('usage_ledger')
    .values(
      Array.from({ length: count }, () => ({
        id: randomUUID(),
        user_id: userId,
        document_id: randomUUID(),
        source: options.source ?? 'portal',
        api_key_id: null,
        pages: 1,
        status: 'charged',
        reason: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/** The account's ledger entries, oldest first. */
export function usageOf(db: Db, userId: string) {
  return db
    .selectFrom('usage_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
