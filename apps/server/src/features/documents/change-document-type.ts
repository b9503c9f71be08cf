import type { DocumentRow, DocumentType } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../shared/domain-errors.ts';
import type { QuotaAccount } from '../billing/usage-ledger.ts';
import { unlearnDocument } from '../learning/learned-vendors.ts';
import { documentView } from '../shared/views.ts';
import { findOwnDocument } from './get-document.ts';
import { reprocessDocuments } from './reprocess-documents.ts';
import type { ReprocessLimiter } from './reprocess-limits.ts';

const STILL_READING = 'The document is still being read: change its type once it is done.';

/**
 * A person says what a document is. It is that type from now on, everywhere, and it is read again as
 * that type (the engine does not classify it), which costs what any reading again costs: a quota unit
 * and a place under the hourly limit. Field corrections made for another type go with its fields, and
 * so does what they taught the account's memory.
 */
export async function changeDocumentType(
  deps: { db: Db; pipeline: { kickWorkers(): void }; limiter: ReprocessLimiter },
  account: QuotaAccount,
  id: string,
  type: DocumentType,
): Promise<DocumentRow> {
  const row = await findOwnDocument(deps.db, account.userId, id);
  if (row.status !== 'completed' && row.status !== 'failed') throw conflict(STILL_READING);
  const dropCorrections = row.document_type !== type;
  const { count } = await reprocessDocuments(deps, account, [id], { type, dropCorrections });
  // Sent to be read again by another request meanwhile.
  if (count === 0) throw conflict(STILL_READING);
  if (dropCorrections) await unlearnDocument(deps.db, account.userId, id);
  return documentView(await findOwnDocument(deps.db, account.userId, id));
}
