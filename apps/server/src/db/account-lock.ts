import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs a count-then-insert for one account as a unit, so parallel requests cannot all see the same free
 * room. SQLite runs one writing transaction at a time; on PostgreSQL the account's user row is locked
 * first, so the next request of that account counts only after this one committed.
 */
export async function withAccountLock<T>(
  db: Kysely<Database>,
  userId: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    if (isPostgres) await sql`select id from "user" where id = ${userId} for update`.execute(trx);
    return work(trx);
  });
}
