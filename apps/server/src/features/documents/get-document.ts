import type { DocumentDetail } from '@docread/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DocumentsTable } from '../../db/schema.ts';
import { notFound } from '../../http/problem.ts';
import { documentDetailView } from '../shared/views.ts';

/** Another user's document, or a deleted one, is indistinguishable from a missing one: 404 either way. */
export async function findOwnDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<Selectable<DocumentsTable>> {
  const row = await db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Document not found');
  return row;
}

export async function getDocument(db: Db, userId: string, id: string): Promise<DocumentDetail> {
  return documentDetailView(await findOwnDocument(db, userId, id));
}
