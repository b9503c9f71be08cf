import {
  type DocumentListQuery,
  type DocumentResult,
  type DocumentSort,
  documentResultSchema,
} from '@docread/contracts';
import { type ExpressionBuilder, type Insertable, PostgresAdapter, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { DOCUMENT_COLUMNS } from '../../db/document-columns.ts';
import type { Database, DocumentRecord, DocumentsTable } from '../../db/schema.ts';
import type { CursorValue } from '../shared/keyset-cursor.ts';
import type { DocumentSummary } from './document-summary.ts';

/**
 * The SQL of `documents` (and its search index `documents_search`) and of their `page_images`: single
 * documents, bulk actions, the list, corrections, stored keys and the queue's counts. The queue's claim and
 * lease are in `jobs/document-queue.ts`.
 */

/** What every stored result has, whatever its version: the version that says how to read the rest. */
const versionedResult = z.looseObject({ schemaVersion: z.string() });
type VersionedResult = z.infer<typeof versionedResult>;
export type ResultUpgrades = Record<string, (older: VersionedResult) => unknown>;

/**
 * Upgrades of a result stored under an older `schemaVersion`, each to the next version, keyed by the version it
 * reads. 1.0 is the first version, so there are none yet: bumping RESULT_SCHEMA_VERSION adds the step from the
 * version before, and stored rows keep the JSON they were written with.
 */
const RESULT_UPGRADES: ResultUpgrades = {};

/** The JSON a result is stored as (`documents.result`). */
export function encodeResult(result: DocumentResult): string {
  return JSON.stringify(result);
}

/**
 * A stored result, upgraded to the current `schemaVersion` and checked against the contract's schema, so a row
 * that holds no result of a version this release reads fails here rather than somewhere downstream.
 */
export function decodeResult(json: string, upgrades: ResultUpgrades = RESULT_UPGRADES): DocumentResult {
  let stored = versionedResult.parse(JSON.parse(json));
  for (let upgrade = upgrades[stored.schemaVersion]; upgrade; upgrade = upgrades[stored.schemaVersion])
    stored = versionedResult.parse(upgrade(stored));
  return documentResultSchema.parse(stored);
}

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

/** The documents list's SQL: filters, search and keyset pages over the account's rows. */

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
  'requested_type',
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
    // SQLite's FTS5 trigram table narrows the rows first, so the LIKE below reads only those (trigrams need
    // three characters: a shorter search reads the account's rows). PostgreSQL finds them through the trigram
    // index on `search_text` itself.
    if (!postgres && [...filters.q].length >= 3)
      select = select.where(
        sql<boolean>`documents.rowid in (select rowid from documents_search where documents_search match ${ftsPhrase(filters.q)})`,
      );
    select = select.where(sql<boolean>`search_text like lower(${likePattern(filters.q)}) escape '\\'`);
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

/** Stores the corrections of an own document; answers the updated row. */
export async function saveCorrections(
  db: Db,
  userId: string,
  id: string,
  corrections: string,
): Promise<DocumentRecord> {
  return db
    .updateTable('documents')
    .set({ corrections, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The account's jobs newest first, strictly after `after` when given (keyset on creation time and id). */
export async function jobsNewestFirst(
  db: Db,
  userId: string,
  limit: number,
  after: { createdAt: string; id: string } | null,
): Promise<DocumentRecord[]> {
  let query = db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt as never, after.id)),
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Remembers a stored page image so the sweeper can remove it with its document. */
export async function recordPageImage(
  db: Db,
  image: { storage_key: string; document_id: string; page: number; rotation: number },
): Promise<void> {
  await db
    .insertInto('page_images')
    .values({ ...image, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('storage_key').doNothing())
    .execute();
}

/** Every storage key a row points at: uploads (`documents.file_path`) and rendered page images. */
export async function referencedKeys(db: Db): Promise<{ uploads: string[]; pageImages: string[] }> {
  const [rows, images] = await Promise.all([
    db.selectFrom('documents').select('file_path').execute(),
    db.selectFrom('page_images').select('storage_key').execute(),
  ]);
  return { uploads: rows.map((r) => r.file_path), pageImages: images.map((r) => r.storage_key) };
}

/** Page images whose document is gone, at most `limit`. */
export async function orphanPageImageKeys(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('page_images')
    .leftJoin('documents', 'documents.id', 'page_images.document_id')
    .select('page_images.storage_key')
    .where('documents.id', 'is', null)
    .limit(limit)
    .execute();
  return rows.map((r) => r.storage_key);
}

export async function deletePageImageRow(db: Db, storageKey: string): Promise<void> {
  await db.deleteFrom('page_images').where('storage_key', '=', storageKey).execute();
}

/** Documents per status, and the oldest update of each (the queue's metrics). */
export async function countDocumentsByState(db: Db) {
  return db
    .selectFrom('documents')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('updated_at').as('oldest'),
    ])
    .groupBy('status')
    .execute();
}

/** The account's live documents, only those created from `since` or in `status` when given. */
export async function countOwnDocuments(
  db: Db,
  userId: string,
  filter: { since?: string; status?: string },
): Promise<number> {
  let query = db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    // Deleted documents (still restorable) are gone from every view at once.
    .where('deleted_at', 'is', null);
  if (filter.since) query = query.where('created_at', '>=', filter.since);
  if (filter.status) query = query.where('status', '=', filter.status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
