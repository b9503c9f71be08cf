import type { DocumentRow } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { documentView } from '../shared/views.ts';

/** Newest first, as the documents table shows them. */
export async function listDocuments(db: Db, userId: string): Promise<DocumentRow[]> {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(documentView);
}
