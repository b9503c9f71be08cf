import { toIso } from '../../db/values.ts';
import { invalid } from '../../shared/domain-errors.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../shared/keyset-cursor.ts';

/** Where a page of `GET /v3/jobs` (newest first) starts: after this job. */
export interface JobListPosition {
  createdAt: string;
  id: string;
}

/** The cursor to the page after `job`; opaque to callers (a keyset of creation time and id). */
export function cursorAfter(job: { created_at: string | Date; id: string }): string {
  return encodeKeysetCursor(toIso(job.created_at), job.id);
}

export function positionFromCursor(cursor: string): JobListPosition {
  const position = decodeKeysetCursor(cursor);
  if (!position || typeof position[0] !== 'string')
    throw invalid([{ path: 'cursor', messageKey: 'cursor.invalid', message: 'Not a cursor from this API' }]);
  return { createdAt: position[0], id: position[1] };
}
