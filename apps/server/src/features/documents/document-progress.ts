import type { DocumentResult } from '@docread/contracts';
import type { ProgressEvent } from '@docread/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { recordDocumentEvent } from '../events/document-events.ts';
import { summarizeResult } from './document-summary.ts';
import { setDocumentSummary } from './documents.repository.ts';

interface TrackedDocument {
  id: string;
  user_id: string;
}

/**
 * The engine's progress as account events: `processing` at the start, then page k of n as pages finish
 * (k counts finished pages, which may complete out of order), then `understand`. Writes are not awaited
 * by the engine; a lost progress event only delays a bar.
 */
export function progressReporter(
  db: Db,
  doc: TrackedDocument,
  log: FastifyBaseLogger,
): (event: ProgressEvent) => void {
  let pagesDone = 0;
  return (event) => {
    if (event.stage === 'done') return;
    if (event.stage === 'page') pagesDone += 1;
    void recordDocumentEvent(db, {
      userId: doc.user_id,
      documentId: doc.id,
      status: 'processing',
      stage: event.stage,
      page: event.stage === 'page' ? pagesDone : null,
      pageCount: event.pageCount ?? null,
    }).catch((error: unknown) => log.warn({ err: error }, 'progress event not recorded'));
  };
}

/** With the completed row, in its transaction: the list's summary columns and the `completed` event. */
export async function recordCompletion(trx: Db, doc: TrackedDocument, result: DocumentResult): Promise<void> {
  await setDocumentSummary(trx, doc.id, summarizeResult(result));
  await recordDocumentEvent(trx, {
    userId: doc.user_id,
    documentId: doc.id,
    status: 'completed',
    stage: 'done',
    page: result.pages.length,
    pageCount: result.pages.length,
  });
}

/** A document that ended failed, or went back to wait for another attempt. */
export async function recordOutcome(
  db: Db,
  doc: TrackedDocument,
  status: 'failed' | 'pending',
): Promise<void> {
  await recordDocumentEvent(db, {
    userId: doc.user_id,
    documentId: doc.id,
    status,
    stage: status === 'failed' ? 'failed' : 'retry',
  });
}
