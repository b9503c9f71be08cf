import type { DocumentResult } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { summarizeResult } from './document-summary.ts';
import { setDocumentSummary } from './documents.repository.ts';

/** The list's columns (vendor, date, total, review) follow a person's corrections, as the viewer and exports do. */
export async function updateDocumentSummary(db: Db, id: string, result: DocumentResult): Promise<void> {
  await setDocumentSummary(db, id, summarizeResult(result));
}
