import { randomUUID } from 'node:crypto';
import {
  type DocumentResult,
  type LearnedVendor,
  type VendorLesson,
  vendorLessonSchema,
} from '@docread/contracts';
import { applyVendorMemory, learnedType, learnVendor, type RememberedVendor } from '@docread/engine';
import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/values.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { ownLiveDocuments } from '../documents/document-records.ts';
import {
  deleteLesson,
  deleteLessonOfDocument,
  type LearnedVendorRow,
  listLessons,
  saveLesson,
} from './learning.repository.ts';

/** A stored row as a lesson; a row this version cannot read teaches nothing rather than failing a job. */
function lessonOf(row: LearnedVendorRow): VendorLesson | null {
  const parsed = vendorLessonSchema.safeParse({
    documentType: row.document_type,
    typeFromPerson: Boolean(row.type_from_person),
    keys: JSON.parse(row.issuer_keys),
    fields: JSON.parse(row.fields),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Makes the account's memory agree with a document's corrections as they now are: what they teach
 * replaces what the document taught before, and when they teach nothing (all undone, or only values
 * memory gave left as they were) the document's lesson is gone.
 */
export async function learnFromCorrections(
  db: Db,
  doc: { userId: string; documentId: string; result: DocumentResult; typeFromPerson: boolean },
  corrections: Record<string, { value: DocumentResult['fields'][string]['value'] }>,
): Promise<void> {
  const lesson = learnVendor(doc.result, corrections, doc.typeFromPerson);
  if (!lesson) return deleteLessonOfDocument(db, doc.userId, doc.documentId);
  await saveLesson(
    db,
    {
      id: randomUUID(),
      user_id: doc.userId,
      document_id: doc.documentId,
      document_type: lesson.documentType,
      type_from_person: lesson.typeFromPerson === true,
      issuer_keys: JSON.stringify(lesson.keys),
      fields: JSON.stringify(lesson.fields),
    },
    nowIso(),
  );
}

/** A document's corrections are gone (it is read as another type): so is what they taught. */
export async function unlearnDocument(db: Db, userId: string, documentId: string): Promise<void> {
  await deleteLessonOfDocument(db, userId, documentId);
}

/**
 * The account's lessons from documents it still has (a deleted document teaches nothing while it waits
 * for its purge), newest first, with each document's name.
 */
async function liveLessons(
  db: Db,
  userId: string,
): Promise<Array<LearnedVendorRow & { document_name: string }>> {
  const lessons = await listLessons(db, userId);
  if (!lessons.length) return [];
  const live = new Map(
    (await ownLiveDocuments(db, userId, [...new Set(lessons.map((l) => l.document_id))])).map((d) => [
      d.id,
      d.document_name,
    ]),
  );
  return lessons.flatMap((row) => {
    const name = live.get(row.document_id);
    return name === undefined ? [] : [{ ...row, document_name: name }];
  });
}

/**
 * A fresh reading of an account's document with the account's memory applied (worker role: matching
 * is on stored data, no OCR). A document never learns from its own lesson: read again, it is read afresh.
 */
export async function applyLearnedVendors(
  db: Db,
  doc: { userId: string; documentId: string },
  result: DocumentResult,
): Promise<DocumentResult> {
  const memory: RememberedVendor[] = [];
  for (const row of await liveLessons(db, doc.userId)) {
    const lesson = row.document_id === doc.documentId ? null : lessonOf(row);
    if (lesson) memory.push({ id: row.id, documentId: row.document_id, lesson });
  }
  return memory.length ? applyVendorMemory(result, memory) : result;
}

/**
 * The type a person gave an earlier document of the same issuer, when this reading found another (worker
 * role): the document is read again as that type.
 */
export async function typeLearnedFor(
  db: Db,
  doc: { userId: string; documentId: string },
  reading: DocumentResult,
): Promise<DocumentResult['documentType'] | null> {
  const memory: RememberedVendor[] = [];
  for (const row of await liveLessons(db, doc.userId)) {
    const lesson = row.document_id === doc.documentId ? null : lessonOf(row);
    if (lesson) memory.push({ id: row.id, documentId: row.document_id, lesson });
  }
  return memory.length ? learnedType(reading, memory) : null;
}

export async function listLearnedVendors(db: Db, userId: string): Promise<LearnedVendor[]> {
  const vendors: LearnedVendor[] = [];
  for (const row of await liveLessons(db, userId)) {
    const lesson = lessonOf(row);
    if (!lesson) continue;
    vendors.push({
      id: row.id,
      documentId: row.document_id,
      documentName: row.document_name,
      documentType: lesson.documentType,
      typeFromPerson: lesson.typeFromPerson === true,
      identifiers: lesson.keys.identifiers,
      fields: Object.fromEntries(Object.entries(lesson.fields).map(([name, f]) => [name, f.value])),
      learnedAt: toIso(row.updated_at),
    });
  }
  return vendors;
}

/** A person removes what was learned; the document's corrections stay as they are. */
export async function forgetLearnedVendor(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteLesson(db, userId, id))) throw notFound('Nothing learned with this id');
}
