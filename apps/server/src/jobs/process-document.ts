import type { DocumentType, ProcessingModule } from '@docread/contracts';
import type { LanguageHint } from '@docread/engine';
import { EngineLimitError, type EnginePool } from '@docread/engine/pool';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { chargeProcessedPages, refundUnreadable } from '../features/billing/usage-ledger.ts';
import {
  progressReporter,
  recordCompletion,
  recordOutcome,
} from '../features/documents/document-progress.ts';
import { encodeResult } from '../features/documents/documents.repository.ts';
import {
  applyLearnedVendors,
  learnFromCorrections,
  typeLearnedFor,
} from '../features/learning/learned-vendors.ts';
import { parseCorrections } from '../features/results/corrections.ts';
import { queueDocumentEvent } from '../features/webhooks/queue-events.ts';
import { observeJob } from '../observability/metrics.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  type ClaimOwner,
  markCompleted,
  markFailed,
  markRetry,
  type QueuedDocument,
  renewLease,
} from './document-queue.ts';

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
  modules?: ProcessingModule[];
  outputFormat?: string;
}

/** What processing needs of the engine pool (tests put a stand-in here). */
export type DocumentEngine = Pick<EnginePool, 'process'>;

/**
 * Errors that will not change on another attempt: the file itself is the problem, or it ran past the
 * time limit or memory cap (the pool killed its worker; another attempt would hit the same wall).
 */
function isPermanent(error: unknown): boolean {
  if (error instanceof EngineLimitError) return error.code === 'time_limit' || error.code === 'memory_limit';
  return error instanceof Error && error.name === 'EngineInputError';
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The engine's options for a document: the type a person set is the type; the type asked for on upload
 * is a hint; without either the engine finds out. The language and the modules are the caller's, if any
 * (validated when the document was submitted).
 */
export function engineOptionsFor(doc: QueuedDocument): {
  documentType?: DocumentType;
  typeHint?: DocumentType;
  languageHint?: LanguageHint;
  modules?: ProcessingModule[];
} {
  const { languageHint, modules } = doc.options ? (JSON.parse(doc.options) as ProcessingOptions) : {};
  return {
    ...(doc.corrected_type
      ? { documentType: doc.corrected_type as DocumentType }
      : doc.requested_type
        ? { typeHint: doc.requested_type as DocumentType }
        : {}),
    ...(languageHint ? { languageHint } : {}),
    ...(modules ? { modules } : {}),
  };
}

/** A document that was never read has no type of its own yet: the one asked for, or none. */
function metricType(doc: QueuedDocument): string {
  return doc.document_type ?? doc.requested_type ?? 'unknown';
}

/**
 * Runs one claimed document through the engine pool and records the outcome. The lease is renewed while
 * a pool worker reads the file (this process's event loop stays free, so renewals are on time); the pool
 * enforces the time limit and memory cap by killing its worker. Results and their webhooks are written in
 * one transaction, and only by the claim's owner, so a document is completed and announced once. Other
 * errors are retried with back-off until the attempts are spent.
 */
export async function processDocument(
  deps: { db: Db; storage: FileStorage; engine: DocumentEngine; log: FastifyBaseLogger },
  doc: QueuedDocument,
  settings: JobSettings,
): Promise<void> {
  const { db } = deps;
  const log = deps.log.child({ workerId: settings.workerId, documentId: doc.id });
  const owner: ClaimOwner = { workerId: settings.workerId, attempt: doc.attempts };
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const renewal = setInterval(
    () => void renewLease(db, doc.id, owner, settings.leaseMs).catch(() => undefined),
    Math.max(200, Math.floor(settings.leaseMs / 3)),
  );
  try {
    const bytes = await readAll(await deps.storage.read(doc.file_path));
    const options = {
      ...engineOptionsFor(doc),
      timeLimitMs: settings.timeLimitMs,
      onProgress: progressReporter(db, doc, log),
    };
    const who = { userId: doc.user_id, documentId: doc.id };
    let read = await deps.engine.process(bytes, options);
    // A type a person gave this issuer's documents before stands unless this upload names one.
    const learned = doc.corrected_type || doc.requested_type ? null : await typeLearnedFor(db, who, read);
    if (learned) read = await deps.engine.process(bytes, { ...options, documentType: learned });
    const result = await applyLearnedVendors(db, who, read);
    const done = await db.transaction().execute(async (trx) => {
      const row = await markCompleted(trx, doc.id, owner, {
        json: encodeResult(result),
        pages: result.pages.length,
        documentType: result.documentType,
      });
      if (row) {
        // Read as the type a person chose: the issuer's next documents are read as it too.
        if (doc.corrected_type)
          await learnFromCorrections(
            trx,
            { ...who, result, typeFromPerson: true },
            parseCorrections(doc.corrections),
          );
        await recordCompletion(trx, row, result);
        await queueDocumentEvent(trx, 'processing_completed', row);
      }
      return row;
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
      log.info({ attempt: doc.attempts }, 'document processed');
    } else log.warn({ attempt: doc.attempts }, 'document result dropped: the claim was lost meanwhile');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = isPermanent(error);
    if (permanent) log.info({ reason }, 'document cannot be processed');
    else log.warn({ attempt: doc.attempts, err: error }, 'document processing failed');
    if (!permanent && doc.attempts < settings.maxAttempts) {
      const delay = settings.retryDelaysMs[doc.attempts - 1] ?? settings.retryDelaysMs.at(-1) ?? 0;
      if (await markRetry(db, doc.id, owner, reason, delay)) {
        await recordOutcome(db, doc, 'pending');
        observeJob({ documentType: metricType(doc), outcome: 'retried', seconds: seconds() });
      }
      return;
    }
    const final = permanent ? reason : `Processing failed after ${doc.attempts} attempts: ${reason}`;
    // Before the row turns failed: whoever sees it failed must also see the quota given back.
    if (error instanceof Error && error.name === 'EngineInputError')
      await refundUnreadable(db, doc.id, final);
    const failed = await db.transaction().execute(async (trx) => {
      const row = await markFailed(trx, doc.id, owner, final);
      if (row) {
        await recordOutcome(trx, row, 'failed');
        await queueDocumentEvent(trx, 'processing_failed', row);
      }
      return row;
    });
    if (failed) observeJob({ documentType: metricType(doc), outcome: 'failed', seconds: seconds() });
  } finally {
    clearInterval(renewal);
  }
}
