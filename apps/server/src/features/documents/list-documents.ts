import type { DocumentList, DocumentListItem, DocumentListQuery } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { invalid } from '../../shared/domain-errors.ts';
import { type CursorValue, decodeKeysetCursor, encodeKeysetCursor } from '../shared/keyset-cursor.ts';
import { documentView } from '../shared/views.ts';
import {
  type ListRow,
  type ListSegment,
  type ListSortColumn,
  SORTS,
  selectListRows,
} from './documents.repository.ts';

function decodeCursor(cursor: string): { value: CursorValue; id: string } {
  const position = decodeKeysetCursor(cursor);
  if (position) return { value: position[0], id: position[1] };
  throw invalid([{ path: 'cursor', messageKey: 'validation.cursorInvalid', message: 'Invalid cursor' }]);
}

function cursorValueOf(row: ListRow, column: ListSortColumn): CursorValue {
  const value = row[column];
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/**
 * A page of the account's documents (deleted ones excluded), in the chosen order with an opaque keyset
 * cursor: each page is an index range scan whatever its depth. Empty values of a nullable sort column come
 * last: the rows with a value are read first, then (when the page is not yet full) the rows without.
 */
export async function listDocuments(db: Db, userId: string, query: DocumentListQuery): Promise<DocumentList> {
  const { column, descending, nullable } = SORTS[query.sort];
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const want = query.limit + 1;
  const read = (segment: ListSegment, from: typeof after, limit: number) =>
    selectListRows(db, userId, query, { column, descending, segment, after: from, limit });

  let rows: ListRow[];
  if (!nullable) rows = await read('all', after, want);
  else if (after && after.value === null) rows = await read('empty', after, want);
  else {
    rows = await read('values', after, want);
    if (rows.length < want) rows = rows.concat(await read('empty', null, want - rows.length));
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(listItemView),
    nextCursor:
      rows.length > query.limit && last ? encodeKeysetCursor(cursorValueOf(last, column), last.id) : null,
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
