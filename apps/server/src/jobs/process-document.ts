import type { DocumentType } from '@docread/contracts';
import type { LanguageHint } from '@docread/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { PipelineDb } from '../db/pipeline-schema.ts';
import { observeJob } from '../observability/metrics.ts';
import { chargeProcessedPages, refundUnreadable } from '../services/usage-ledger.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { queueDocumentEvent } from '../webhooks/queue-events.ts';
import { markCompleted, markFailed, markRetry, type QueuedDocument, renewLease } from './document-queue.ts';
import type { SharedEngine } from './shared-engine.ts';

export interface JobSettings {
  workerId: string;
  leaseMs: number;
  maxAttempts: number;
  retryDelaysMs: readonly number[];
  timeLimitMs: number;
}

export interface ProcessingOptions {
  documentType?: DocumentType;
  languageHint?: LanguageHint;
  model?: string;
  modules?: string[];
  outputFormat?: string;
}

class TimeLimitExceeded extends Error {}

/** Errors that will not change on another attempt: the file itself is the problem. */
function isPermanent(error: unknown): boolean {
  return error instanceof TimeLimitExceeded || (error instanceof Error && error.name === 'EngineInputError');
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The engine's options for a document: what the API caller asked for, else the portal's chosen type. */
export function engineOptionsFor(doc: QueuedDocument): {
  documentType?: DocumentType;
  languageHint?: LanguageHint;
} {
  const options = doc.options ? (JSON.parse(doc.options) as ProcessingOptions) : null;
  if (options) {
    return {
      ...(options.documentType ? { documentType: options.documentType } : {}),
      ...(options.languageHint ? { languageHint: options.languageHint } : {}),
    };
  }
  return doc.document_type === 'other' ? {} : { documentType: doc.document_type as DocumentType };
}

/**
 * Runs one claimed document through the engine and records the outcome. The lease is renewed while
 * the engine works; a time-limit overrun stops the engine (closing its OCR workers) and fails the
 * document; other errors are retried with back-off until the attempts are spent.
 */
export async function processDocument(
  deps: { db: PipelineDb; storage: FileStorage; engine: SharedEngine; log: FastifyBaseLogger },
  doc: QueuedDocument,
  settings: JobSettings,
): Promise<void> {
  const { db } = deps;
  const log = deps.log.child({ workerId: settings.workerId });
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const renewal = setInterval(
    () => void renewLease(db, doc.id, settings.workerId, settings.leaseMs).catch(() => undefined),
    Math.max(200, Math.floor(settings.leaseMs / 3)),
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    const bytes = await readAll(await deps.storage.read(doc.file_path));
    const engine = await deps.engine.get();
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimeLimitExceeded()), settings.timeLimitMs);
    });
    const result = await Promise.race([engine.process(bytes, engineOptionsFor(doc)), overrun]);
    const done = await markCompleted(db, doc.id, settings.workerId, {
      json: JSON.stringify(result),
      pages: result.pages.length,
    });
    if (done) {
      await chargeProcessedPages(db, doc.id, result.pages.length);
      observeJob({
        documentType: result.documentType,
        outcome: 'completed',
        seconds: seconds(),
        pages: result.pages,
        timings: result.timings,
      });
      await queueDocumentEvent(db, 'processing_completed', done);
    }
    log.info({ documentId: doc.id, attempt: doc.attempts }, 'document processed');
  } catch (error) {
    if (error instanceof TimeLimitExceeded) await deps.engine.reset();
    const reason =
      error instanceof TimeLimitExceeded
        ? `Processing took longer than the limit of ${Math.round(settings.timeLimitMs / 1000)} seconds.`
        : error instanceof Error
          ? error.message
          : String(error);
    const permanent = isPermanent(error);
    if (permanent) log.info({ documentId: doc.id, reason }, 'document cannot be processed');
    else log.warn({ documentId: doc.id, attempt: doc.attempts, err: error }, 'document processing failed');
    if (!permanent && doc.attempts < settings.maxAttempts) {
      const delay = settings.retryDelaysMs[doc.attempts - 1] ?? settings.retryDelaysMs.at(-1) ?? 0;
      if (await markRetry(db, doc.id, settings.workerId, reason, delay))
        observeJob({ documentType: doc.document_type, outcome: 'retried', seconds: seconds() });
      return;
    }
    const final = permanent ? reason : `Processing failed after ${doc.attempts} attempts: ${reason}`;
    // Before the row turns failed: whoever sees it failed must also see the quota given back.
    if (error instanceof Error && error.name === 'EngineInputError')
      await refundUnreadable(db, doc.id, final);
    const failed = await markFailed(db, doc.id, settings.workerId, final);
    if (failed) {
      observeJob({ documentType: doc.document_type, outcome: 'failed', seconds: seconds() });
      await queueDocumentEvent(db, 'processing_failed', failed);
    }
  } finally {
    clearInterval(renewal);
    clearTimeout(timer);
  }
}
