import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DocumentEventsTable } from '../../db/schema.ts';

export async function insertEvent(db: Db, row: Insertable<DocumentEventsTable>): Promise<void> {
  await db.insertInto('document_events').values(row).execute();
}

/** The account's events after `afterId`, oldest first. */
export async function selectEventsAfter(db: Db, userId: string, afterId: number, limit: number) {
  return db
    .selectFrom('document_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function maxEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('document_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function deleteEventsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('document_events').where('created_at', '<', before).execute();
}
