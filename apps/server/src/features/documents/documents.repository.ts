import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { DOCUMENT_COLUMNS } from '../../db/document-columns.ts';
import type { DocumentRecord, DocumentsTable } from '../../db/schema.ts';
import type { DocumentSummary } from './document-summary.ts';

/** Single documents and bulk actions; the list's queries are in `document-list.repository.ts`. */

/** The account's document unless it is deleted (a deleted one reads as missing until Undo). */
export async function findOwnDocumentRow(
  db: Db,
  userId: string,
  id: string,
): Promise<DocumentRecord | undefined> {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertDocument(db: Db, row: Insertable<DocumentsTable>): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

export async function deleteOwnDocument(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** The list's summary columns of a completed document. */
export async function setDocumentSummary(db: Db, id: string, summary: DocumentSummary): Promise<void> {
  await db.updateTable('documents').set(summary).where('id', '=', id).execute();
}

// Bulk actions and the purge of soft-deleted documents.

/** The account's live (not deleted) documents among `ids`. */
export async function ownLiveDocuments(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<DocumentRecord[]> {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Marks the account's live documents among `ids` deleted at `at`; returns the ids it marked. */
export async function markDeleted(
  db: Db,
  userId: string,
  ids: readonly string[],
  at: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('documents')
    .set({ deleted_at: at, updated_at: at })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Clears the delete mark of the account's documents among `ids` deleted after `since`; returns their ids. */
export async function clearDeleted(
  db: Db,
  userId: string,
  ids: readonly string[],
  since: string,
  now: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('documents')
    .set({ deleted_at: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('deleted_at', '>', since)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Puts finished documents back in the queue as if just uploaded: the worker reads them again and the
 * result, summary columns and error are replaced when it is done. Unfinished ones are left alone.
 */
/** Which of `ids` are the account's finished (completed or failed), undeleted documents. */
export async function finishedAmong(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('status', 'in', ['completed', 'failed'])
    .execute();
  return rows.map((r) => r.id);
}

/** A person's type for the documents: it is what they are from now on, and the engine reads them as it. */
export interface TypeCorrection {
  type: string;
  /** The field corrections belong to the old type's fields. */
  dropCorrections: boolean;
}

export async function requeueFinished(
  db: Db,
  userId: string,
  ids: readonly string[],
  now: string,
  correction?: TypeCorrection,
): Promise<string[]> {
  const rows = await db
    .updateTable('documents')
    .set({
      ...(correction
        ? {
            corrected_type: correction.type,
            document_type: correction.type,
            ...(correction.dropCorrections ? { corrections: null } : {}),
          }
        : {}),
      status: 'pending',
      error: null,
      attempts: 0,
      next_attempt_at: null,
      lease_until: null,
      worker_id: null,
      started_at: null,
      completed_at: null,
      updated_at: now,
      queued_at: now,
    })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('status', 'in', ['completed', 'failed'])
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Documents whose restore window closed before `before`, oldest first. */
export async function expiredDeleted(
  db: Db,
  before: string,
  limit: number,
): Promise<Pick<DocumentRecord, 'id' | 'file_path'>[]> {
  return db
    .selectFrom('documents')
    .select(['id', 'file_path'])
    .where('deleted_at', '<=', before)
    .orderBy('deleted_at')
    .limit(limit)
    .execute();
}

/** Removes a soft-deleted row for good (a restore in between keeps it). */
export async function removeDeletedRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).where('deleted_at', 'is not', null).execute();
}
