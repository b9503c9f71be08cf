import type { DocumentList, DocumentListItem, DocumentListQuery, DocumentSort } from '@docread/contracts';
import { type ExpressionBuilder, PostgresAdapter, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, DocumentsTable } from '../../db/schema.ts';
import { toBool } from '../../db/values.ts';
import { validationFailed } from '../../http/problem.ts';
import { documentView } from '../shared/views.ts';

type SortColumn = 'created_at' | 'document_name' | 'document_date' | 'total_amount';

const SORTS: Record<DocumentSort, { column: SortColumn; descending: boolean; nullable: boolean }> = {
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

type ListRow = Pick<Selectable<DocumentsTable>, (typeof LIST_COLUMNS)[number]>;
type CursorValue = string | number | null;

function encodeCursor(value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

function decodeCursor(cursor: string): [CursorValue, string] {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof id === 'string' && (value === null || typeof value === 'string' || typeof value === 'number'))
      return [value, id];
  } catch {}
  throw validationFailed([
    { path: 'cursor', messageKey: 'validation.cursorInvalid', message: 'Invalid cursor' },
  ]);
}

function cursorValueOf(row: ListRow, column: SortColumn): CursorValue {
  const value = row[column];
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** `%` and `_` typed by a person are looked for as themselves. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
}

/**
 * A page of the account's documents (deleted ones excluded), in the chosen order with a keyset cursor:
 * each page is an index range scan whatever its depth. Empty values of a nullable sort column come last.
 */
export async function listDocuments(db: Db, userId: string, query: DocumentListQuery): Promise<DocumentList> {
  const pdb = db;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const sort = SORTS[query.sort];
  const { column } = sort;
  const op = sort.descending ? '<' : '>';
  const direction = sort.descending ? 'desc' : 'asc';

  let select = pdb
    .selectFrom('documents')
    .select(LIST_COLUMNS)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.type) select = select.where('document_type', '=', query.type);
  if (query.from) select = select.where('created_at', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to) select = select.where('created_at', '<', nextDay(query.to));
  if (query.source === 'portal' || query.source === 'api') select = select.where('source', '=', query.source);
  else if (query.source) select = select.where('api_key_id', '=', query.source);
  if (query.q) {
    const pattern = likePattern(query.q);
    const like = postgres ? sql`ilike` : sql`like`;
    const escaped = sql`escape '\\'`;
    select = select.where(
      sql<boolean>`(document_name ${like} ${pattern} ${escaped} or filename ${like} ${pattern} ${escaped} or text_content ${like} ${pattern} ${escaped})`,
    );
  }
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor);
    select = select.where((eb: ExpressionBuilder<Database, 'documents'>) => {
      if (value === null) return eb.and([eb(column, 'is', null), eb('id', op, id)]);
      const after = eb(eb.refTuple(column, 'id'), op, eb.tuple(value as never, id));
      return sort.nullable ? eb.or([after, eb(column, 'is', null)]) : after;
    });
  }
  if (sort.nullable) select = select.orderBy(sql`${sql.ref(column)} is null`);
  const rows = (await select
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(query.limit + 1)
    .execute()) as ListRow[];
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(listItemView),
    nextCursor: rows.length > query.limit && last ? encodeCursor(cursorValueOf(last, column), last.id) : null,
  };
}

function listItemView(row: ListRow): DocumentListItem {
  return {
    ...documentView(row),
    source: row.source === 'api' ? 'api' : 'portal',
    apiKeyId: row.api_key_id,
    pages: row.pages,
    vendor: row.vendor,
    documentDate: row.document_date,
    total: row.total_amount == null ? null : Number(row.total_amount),
    currency: row.currency,
    needsReview: row.needs_review == null ? null : toBool(row.needs_review),
  };
}
