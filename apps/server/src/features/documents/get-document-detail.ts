import type { DocumentDetail } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { resultView } from '../results/correct-document-field.ts';
import { documentDetailView } from '../shared/views.ts';
import { findOwnDocument } from './get-document.ts';

/** One document as the viewer, the list and the exports show it: the corrected result, the engine's beside it. */
export async function getDocument(db: Db, userId: string, id: string): Promise<DocumentDetail> {
  const row = await findOwnDocument(db, userId, id);
  return documentDetailView(row, resultView(row));
}
