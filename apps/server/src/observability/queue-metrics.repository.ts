import type { Db } from '../db/database.ts';

export type ByState = Map<string, { n: number; oldest: unknown }>;

/** Rows per status, and the oldest `since` of each. */
export async function countByState(
  db: Db,
  table: 'documents' | 'webhook_messages',
  since: 'updated_at' | 'created_at',
) {
  const rows = await db
    .selectFrom(table)
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n'), eb.fn.min(since).as('oldest')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, { n: Number(r.n), oldest: r.oldest as unknown }])) as ByState;
}
