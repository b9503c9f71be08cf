import type { DocumentList, DocumentListItem, DocumentListQuery } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { invalid } from '../../shared/domain-errors.ts';
import { type CursorValue, decodeKeysetCursor, encodeKeysetCursor } from '../shared/keyset-cursor.ts';
import { documentView } from '../shared/views.ts';
import { type ListRow, SORTS, type SortColumn, selectDocumentPage } from './documents.repository.ts';

function decodeCursor(cursor: string): [CursorValue, string] {
  const position = decodeKeysetCursor(cursor);
  if (position) return position;
  throw invalid([{ path: 'cursor', messageKey: 'validation.cursorInvalid', message: 'Invalid cursor' }]);
}

function cursorValueOf(row: ListRow, column: SortColumn): CursorValue {
  const value = row[column];
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** A page of the account's documents in the chosen order, with an opaque keyset cursor to the next. */
export async function listDocuments(db: Db, userId: string, query: DocumentListQuery): Promise<DocumentList> {
  const { column } = SORTS[query.sort];
  const rows = await selectDocumentPage(db, userId, query, query.cursor ? decodeCursor(query.cursor) : null);
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
