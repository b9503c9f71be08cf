import type { DocumentListQuery, DocumentSort } from '@docread/contracts';
import { type ExpressionBuilder, PostgresAdapter, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, DocumentsTable } from '../../db/schema.ts';
import type { CursorValue } from '../shared/keyset-cursor.ts';

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
