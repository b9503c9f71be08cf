import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LeadsTable } from '../../db/schema.ts';

export async function insertLead(db: Db, lead: Insertable<LeadsTable>): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}

export async function leadsNewestFirst(db: Db): Promise<Selectable<LeadsTable>[]> {
  return db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').execute();
}
