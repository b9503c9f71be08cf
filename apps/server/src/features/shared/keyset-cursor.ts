/** The sort value of the last row a page showed; null for a row whose sort column is empty. */
export type CursorValue = string | number | null;

/**
 * An opaque page cursor: the last row's sort value and id, so the next page starts strictly after it
 * (an index range scan at any depth, and no row shown twice or skipped when rows come or go meanwhile).
 */
export function encodeKeysetCursor(value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/** The position a cursor of `encodeKeysetCursor` names, or null for anything else. */
export function decodeKeysetCursor(cursor: string): [CursorValue, string] | null {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof id === 'string' && (value === null || typeof value === 'string' || typeof value === 'number'))
      return [value, id];
  } catch {}
  return null;
}
