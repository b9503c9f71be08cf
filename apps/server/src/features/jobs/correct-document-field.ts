import type { DocumentResult, DocumentResultView, FieldCorrectionInput } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import type { DocumentRecord } from '../../db/schema.ts';
import { DomainError, notFound } from '../../shared/domain-errors.ts';
import { findOwnDocument } from '../documents/get-document.ts';
import { updateDocumentSummary } from '../documents/update-document-summary.ts';
import { applyCorrections, type Corrections, parseCorrections } from './corrections.ts';
import { saveCorrections } from './jobs.repository.ts';

/**
 * Only corrections of the result's own fields count; anything else stored (by versions that accepted
 * `constructor` as a field name) is left out, so such a document reads again.
 */
function ownCorrections(result: DocumentResult | null, stored: Corrections): Corrections {
  const kept: Corrections = {};
  for (const [name, correction] of Object.entries(stored))
    if (result && Object.hasOwn(result.fields, name)) kept[name] = correction;
  return kept;
}

export function resultView(row: DocumentRecord): DocumentResultView {
  const original = row.result ? (JSON.parse(row.result) as DocumentResult) : null;
  const corrections = ownCorrections(original, parseCorrections(row.corrections));
  const originalFields: DocumentResultView['originalFields'] = {};
  for (const name of Object.keys(corrections)) {
    const field = original?.fields[name];
    if (field) originalFields[name] = field;
  }
  return {
    documentId: row.id,
    status: row.status as DocumentResultView['status'],
    error: row.error,
    result: original ? applyCorrections(original, corrections) : null,
    corrections,
    originalFields,
  };
}

/**
 * Keeps a person's value for one field beside the engine's reading; the list's columns, exports and the API
 * use the correction.
 */
export async function correctDocumentField(
  db: Db,
  userId: string,
  id: string,
  name: string,
  input: FieldCorrectionInput,
): Promise<DocumentResultView> {
  const row = await findOwnDocument(db, userId, id);
  if (row.status !== 'completed' || !row.result)
    throw new DomainError('conflict', 'Fields can be corrected once the document is processed.');
  const result = JSON.parse(row.result) as DocumentResult;
  if (!Object.hasOwn(result.fields, name)) throw notFound(`The document has no field "${name}"`);
  const corrections = ownCorrections(result, parseCorrections(row.corrections));
  corrections[name] = { value: input.value, correctedAt: new Date().toISOString() };
  return db.transaction().execute(async (trx) => {
    const view = resultView(await saveCorrections(trx, userId, id, JSON.stringify(corrections)));
    if (view.result) await updateDocumentSummary(trx, id, view.result);
    return view;
  });
}
