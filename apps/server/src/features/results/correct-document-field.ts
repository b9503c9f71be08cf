import type { DocumentResult, DocumentResultView, FieldCorrectionInput } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import type { DocumentRecord } from '../../db/schema.ts';
import { DomainError, notFound } from '../../shared/domain-errors.ts';
import { decodeResult, saveCorrections } from '../documents/document-records.ts';
import { findOwnDocument } from '../documents/get-document.ts';
import { updateDocumentSummary } from '../documents/update-document-summary.ts';
import { learnFromCorrections } from '../learning/learned-vendors.ts';
import { applyCorrections, type Corrections, parseCorrections } from './corrections.ts';

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
  const original = row.result ? decodeResult(row.result) : null;
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
 * Changes a processed document's corrections, the list's columns and what the account's memory learned
 * from them, in one transaction, so they always agree: a correction teaches, an undone one un-teaches.
 */
function changeCorrections(
  db: Db,
  userId: string,
  id: string,
  name: string,
  change: (corrections: Corrections) => void,
): Promise<DocumentResultView> {
  return db.transaction().execute(async (trx) => {
    const row = await findOwnDocument(trx, userId, id);
    if (row.status !== 'completed' || !row.result)
      throw new DomainError('conflict', 'Fields can be corrected once the document is processed.');
    const result = decodeResult(row.result);
    if (!Object.hasOwn(result.fields, name)) throw notFound(`The document has no field "${name}"`);
    const corrections = ownCorrections(result, parseCorrections(row.corrections));
    change(corrections);
    const view = resultView(await saveCorrections(trx, userId, id, JSON.stringify(corrections)));
    if (view.result) await updateDocumentSummary(trx, id, view.result);
    await learnFromCorrections(
      trx,
      { userId, documentId: id, result, typeFromPerson: row.corrected_type !== null },
      corrections,
    );
    return view;
  });
}

/**
 * Keeps a person's value for one field beside the engine's reading; the list's columns, exports and the API
 * use the correction.
 */
export function correctDocumentField(
  db: Db,
  userId: string,
  id: string,
  name: string,
  input: FieldCorrectionInput,
): Promise<DocumentResultView> {
  return changeCorrections(db, userId, id, name, (corrections) => {
    corrections[name] = { value: input.value, correctedAt: new Date().toISOString() };
  });
}

/** Takes a person's value for one field back: the field reads as the engine (or memory) gave it again. */
export function undoFieldCorrection(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<DocumentResultView> {
  return changeCorrections(db, userId, id, name, (corrections) => {
    delete corrections[name];
  });
}
