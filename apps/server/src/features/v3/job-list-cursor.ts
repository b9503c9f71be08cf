import { invalid } from '../../shared/domain-errors.ts';

/**
 * The job list's page cursor: opaque to callers, an offset inside. An offset needs no stable sort key
 * across both databases' timestamp precisions. A job created while paging may show up twice, and one
 * deleted while paging may make the next page skip one (docs/decisions.md).
 */
export function cursorForOffset(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function offsetFromCursor(cursor: string): number {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match)
    throw invalid([{ path: 'cursor', messageKey: 'cursor.invalid', message: 'Not a cursor from this API' }]);
  return Number(match[1]);
}
