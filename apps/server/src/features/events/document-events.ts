import type { DocumentEvent } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/values.ts';
import { deleteEventsBefore, insertEvent, maxEventId, selectEventsAfter } from './events.repository.ts';

export interface DocumentEventInput {
  userId: string;
  documentId: string;
  status: DocumentEvent['status'];
  stage?: string | null;
  page?: number | null;
  pageCount?: number | null;
}

/**
 * Writes one step of a document's life to the events table: any process (web or worker) writes, every
 * web process streams from it, so live status works with several server processes.
 */
export async function recordDocumentEvent(db: Db, event: DocumentEventInput): Promise<void> {
  await insertEvent(db, {
    user_id: event.userId,
    document_id: event.documentId,
    status: event.status,
    stage: event.stage ?? null,
    page: event.page ?? null,
    page_count: event.pageCount ?? null,
    created_at: new Date().toISOString(),
  } as never);
}

/** The account's events after `afterId`, oldest first. */
export async function readEventsAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit = 200,
): Promise<DocumentEvent[]> {
  const rows = await selectEventsAfter(db, userId, afterId, limit);
  return rows.map((row) => ({
    id: Number(row.id),
    documentId: row.document_id,
    status: row.status as DocumentEvent['status'],
    stage: row.stage,
    page: row.page,
    pageCount: row.page_count,
    at: toIso(row.created_at),
  }));
}

/** Where a new stream starts: after the newest event of any account (older ones are history, not news). */
export async function latestEventId(db: Db): Promise<number> {
  return maxEventId(db);
}

/** Events are news for a stream that reconnects, not a record: older ones are removed. */
export async function pruneDocumentEvents(db: Db, olderThanMs: number): Promise<void> {
  await deleteEventsBefore(db, new Date(Date.now() - olderThanMs).toISOString());
}
