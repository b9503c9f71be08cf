import type { ListPage } from '@docread/contracts';
import { invalid } from '../../shared/domain-errors.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from './keyset-cursor.ts';

/**
 * Where the next page of a newest-first list starts: strictly after this row's time and id. The time is
 * the column's value as the database gave it (an ISO string, a number or a Date's ISO form), so it
 * compares with the column as stored on SQLite and PostgreSQL alike.
 */
export interface KeysetPosition {
  at: string | number;
  id: string;
}

/** The position a `cursor` query names; a cursor this API did not give is a 400 on `cursor`. */
export function positionAfter(cursor: string | undefined): KeysetPosition | null {
  if (cursor === undefined) return null;
  const position = decodeKeysetCursor(cursor);
  if (!position || position[0] === null)
    throw invalid([{ path: 'cursor', messageKey: 'cursor.invalid', message: 'Not a cursor from this API' }]);
  return { at: position[0], id: position[1] };
}

/**
 * A page from up to `limit + 1` rows read newest first (time, then id, both descending): the extra row
 * is never shown, it only tells that another page follows.
 */
export function pageOf<Row, Item>(
  rows: readonly Row[],
  limit: number,
  keyOf: (row: Row) => readonly [Date | string | number, string],
  view: (row: Row) => Item,
): ListPage<Item> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  if (rows.length <= limit || last === undefined) return { items: shown.map(view), nextCursor: null };
  const [at, id] = keyOf(last);
  return {
    items: shown.map(view),
    nextCursor: encodeKeysetCursor(at instanceof Date ? at.toISOString() : at, id),
  };
}
