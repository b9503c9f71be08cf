import type { DocumentDetail } from '@docread/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DocumentsTable } from '../../db/schema.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { documentDetailView } from '../shared/views.ts';
import { findOwnDocumentRow } from './documents.repository.ts';

/** Another user's document is indistinguishable from a missing one: 404 either way. */
export async function findOwnDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<Selectable<DocumentsTable>> {
  const row = await findOwnDocumentRow(db, userId, id);
  if (!row) throw notFound('Document not found');
  return row;
}

export async function getDocument(db: Db, userId: string, id: string): Promise<DocumentDetail> {
  return documentDetailView(await findOwnDocument(db, userId, id));
}
