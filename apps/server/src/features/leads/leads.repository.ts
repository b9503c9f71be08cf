import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LeadsTable } from '../../db/schema.ts';
import type { KeysetPosition } from '../shared/keyset-page.ts';

export async function insertLead(db: Db, lead: Insertable<LeadsTable>): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}

/** Up to `limit` leads after `after`, newest first. */
export async function leadsNewestFirst(
  db: Db,
  limit: number,
  after: KeysetPosition | null,
): Promise<Selectable<LeadsTable>[]> {
  let query = db.selectFrom('leads').selectAll();
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.at as never, after.id)),
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
