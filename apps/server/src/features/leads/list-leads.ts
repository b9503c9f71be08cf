import type { Lead } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { leadView } from '../shared/views.ts';

export async function listLeads(db: Db): Promise<Lead[]> {
  const rows = await db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map(leadView);
}
