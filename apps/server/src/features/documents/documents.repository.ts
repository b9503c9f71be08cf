import type { DocumentListQuery, DocumentSort } from '@docread/contracts';
import { type ExpressionBuilder, type Insertable, PostgresAdapter, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, DocumentRecord, DocumentsTable } from '../../db/schema.ts';
import type { CursorValue } from '../shared/keyset-cursor.ts';
import type { DocumentSummary } from './document-summary.ts';

export type ListSortColumn = 'created_at' | 'document_name' | 'document_date' | 'total_amount';

export const SORTS: Record<DocumentSort, { column: ListSortColumn; descending: boolean; nullable: boolean }> =
  {
    '-createdAt': { column: 'created_at', descending: true, nullable: false },
    createdAt: { column: 'created_at', descending: false, nullable: false },
    name: { column: 'document_name', descending: false, nullable: false },
    '-name': { column: 'document_name', descending: true, nullable: false },
    '-documentDate': { column: 'document_date', descending: true, nullable: true },
    documentDate: { column: 'document_date', descending: false, nullable: true },
    '-total': { column: 'total_amount', descending: true, nullable: true },
    total: { column: 'total_amount', descending: false, nullable: true },
  };

/** Summary columns only: the list never reads result blobs or the extracted text. */
const LIST_COLUMNS = [
  'id',
  'user_id',
  'document_name',
  'document_type',
  'filename',
  'file_size',
  'file_type',
  'status',
  'error',
  'attempts',
  'created_at',
  'updated_at',
  'completed_at',
  'source',
  'api_key_id',
  'pages',
  'vendor',
  'document_date',
  'total_amount',
  'currency',
  'needs_review',
] as const;

export type ListRow = Pick<Selectable<DocumentsTable>, (typeof LIST_COLUMNS)[number]>;

export type ListFilters = Pick<DocumentListQuery, 'q' | 'status' | 'type' | 'from' | 'to' | 'source'>;

/**
 * One run of a nullable sort column: the rows that have a value, or the rows that have none. Each run is a
 * plain range of the `(user_id, column, id)` index in either direction, which an ORDER BY that also puts
 * empty values last (`column is null, column, id`) is not: the planner would sort the whole account.
 */
export type ListSegment = 'all' | 'values' | 'empty';

export interface ListPageRequest {
  column: ListSortColumn;
  descending: boolean;
  segment: ListSegment;
  /** The last row of the previous page, when it lies in this segment. */
  after: { value: CursorValue; id: string } | null;
  limit: number;
}

/** `%` and `_` typed by a person are looked for as themselves; control characters are never typed. */
function likePattern(q: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return `%${q.replace(/[\u0000-\u001f]/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search as one FTS5 phrase: with the trigram tokenizer, a phrase matches as a substring. */
function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
}

/** The account's documents (deleted ones excluded) matching the filters, one index range in sort order. */
export async function selectListRows(
  db: Db,
  userId: string,
  filters: ListFilters,
  page: ListPageRequest,
): Promise<ListRow[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { column, after } = page;
  const op = page.descending ? '<' : '>';
  const direction = page.descending ? 'desc' : 'asc';

  let select = db
    .selectFrom('documents')
    .select(LIST_COLUMNS)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
  if (filters.status) select = select.where('status', '=', filters.status);
  if (filters.type) select = select.where('document_type', '=', filters.type);
  if (filters.from) select = select.where('created_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) select = select.where('created_at', '<', nextDay(filters.to));
  if (filters.source === 'portal' || filters.source === 'api')
    select = select.where('source', '=', filters.source);
  else if (filters.source) select = select.where('api_key_id', '=', filters.source);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const escaped = sql`escape '\\'`;
    if (postgres) {
      // One LIKE over the three columns joined by chr(1) (which a search never contains), the expression the
      // trigram index of migration 2026-11-27_list-search holds: PostgreSQL finds the rows through the index
      // and checks each found row once.
      select = select.where(
        sql<boolean>`lower(document_name || chr(1) || filename || chr(1) || coalesce(text_content, '')) like lower(${pattern}) ${escaped}`,
      );
    } else {
      // The FTS5 trigram table narrows the rows first, so the LIKE below reads only those; trigrams need
      // three characters, so a shorter search reads the account's rows.
      if ([...filters.q].length >= 3)
        select = select.where(
          sql<boolean>`documents.rowid in (select rowid from documents_search where documents_search match ${ftsPhrase(filters.q)})`,
        );
      select = select.where(
        sql<boolean>`(document_name like ${pattern} ${escaped} or filename like ${pattern} ${escaped} or text_content like ${pattern} ${escaped})`,
      );
    }
  }
  if (page.segment === 'values') select = select.where(column, 'is not', null);
  if (page.segment === 'empty') select = select.where(column, 'is', null);
  if (after) {
    select = select.where((eb: ExpressionBuilder<Database, 'documents'>) =>
      page.segment === 'empty'
        ? eb('id', op, after.id)
        : eb(eb.refTuple(column, 'id'), op, eb.tuple(after.value as never, after.id)),
    );
  }
  // The sort column stays in the ORDER BY of the empty run too, so it reads the same index as the other.
  return (await select
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(page.limit)
    .execute()) as ListRow[];
}

/** The account's document unless it is deleted (a deleted one reads as missing until Undo). */
export async function findOwnDocumentRow(
  db: Db,
  userId: string,
  id: string,
): Promise<Selectable<DocumentsTable> | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
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
    .selectAll()
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
export async function requeueFinished(
  db: Db,
  userId: string,
  ids: readonly string[],
  now: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('documents')
    .set({
      status: 'pending',
      error: null,
      attempts: 0,
      next_attempt_at: null,
      lease_until: null,
      worker_id: null,
      started_at: null,
      completed_at: null,
      updated_at: now,
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
