import type { Db } from '../../db/database.ts';
import type { DocumentRecord } from '../../db/schema.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { findOwnDocumentRow } from './documents.repository.ts';

/**
 * Another user's document is indistinguishable from a missing one: 404 either way. `/v3` names it a job
 * (`missing`), the portal a document.
 */
export async function findOwnDocument(
  db: Db,
  userId: string,
  id: string,
  missing = 'Document not found',
): Promise<DocumentRecord> {
  const row = await findOwnDocumentRow(db, userId, id);
  if (!row) throw notFound(missing);
  return row;
}
