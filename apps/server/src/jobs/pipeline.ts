import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { EnginePool } from '@docread/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { PipelineConfig } from '../config/pipeline-config.ts';
import type { Db } from '../db/database.ts';
import { recordOutcome } from '../features/documents/document-progress.ts';
import { recordDocumentEvent } from '../features/events/document-events.ts';
import {
  type DeliverySettings,
  deliverDueMessages,
  settleDeliveries,
} from '../features/webhooks/delivery-queue.ts';
import { queueDocumentEvent } from '../features/webhooks/queue-events.ts';
import { currentRequestId } from '../observability/request-context.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { claimNextDocument, documentById, failAbandoned, type QueuedDocument } from './document-queue.ts';
import { createServerEnginePool } from './engine-pool.ts';
import { type JobSettings, processDocument } from './process-document.ts';
import { sweepPageImages } from './sweep-page-images.ts';

const FINAL = new Set(['completed', 'failed']);
const PAGE_IMAGE_SWEEP_MS = 60_000;

export interface Pipeline {
  readonly delivery: DeliverySettings;
  /** The process's engine workers: documents, page images and exports never run on the event loop. */
  readonly engine: EnginePool;
  /** After a `pending` row is written: announce `document_uploaded` and hand the document to a worker. */
  submit(documentId: string): Promise<void>;
  /** Resolves with the row once it is completed or failed, or with its current state after `timeoutMs`. */
  waitForOutcome(documentId: string, timeoutMs: number): Promise<QueuedDocument | undefined>;
  /** Wakes the webhook sender (after a replay or a new message). */
  kickDeliveries(): void;
  /** Starts the workers when this process has the worker role. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface PipelineDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  config: PipelineConfig;
}

/**
 * Durable document processing. The documents row is the job, on SQLite and PostgreSQL alike: workers poll
 * the table (woken at once by an in-process event when the upload came to their own process) and claim a
 * row with a lease before they work, so a document is never processed by two workers at once, and the
 * work of dead workers comes back when their lease runs out.
 */
export function createPipeline(deps: PipelineDeps): Pipeline {
  const db: Db = deps.db;
  const { config, log } = deps;
  const workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const settings: JobSettings = {
    workerId,
    leaseMs: config.jobLeaseMs,
    maxAttempts: config.jobMaxAttempts,
    retryDelaysMs: config.jobRetryDelaysMs,
    timeLimitMs: config.jobTimeLimitMs,
  };
  const delivery: DeliverySettings = {
    allowlist: config.outboundAllowlist,
    retryDelaysMs: config.webhookRetryDelaysMs,
    timeoutMs: config.webhookTimeoutMs,
    log,
  };
  const engine = createServerEnginePool(config);
  const wake = new EventEmitter();
  wake.setMaxListeners(0);
  const runsWorkers = config.role !== 'web';
  let running = false;
  const loops: Promise<void>[] = [];

  const sleep = (ms: number, event: string) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake.off(event, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake.once(event, done);
    });

  async function runClaimed(doc: QueuedDocument) {
    await processDocument({ db, storage: deps.storage, engine, log }, doc, settings);
    wake.emit('document-done', doc.id);
    wake.emit('deliver');
  }

  async function announceFailures(rows: QueuedDocument[]) {
    for (const row of rows) {
      await recordOutcome(db, row, 'failed');
      await queueDocumentEvent(db, 'processing_failed', row);
      wake.emit('document-done', row.id);
    }
    if (rows.length) wake.emit('deliver');
  }

  async function workerLoop() {
    while (running) {
      try {
        await announceFailures(await failAbandoned(db, settings.maxAttempts));
        const doc = await claimNextDocument(db, settings);
        if (doc) {
          await runClaimed(doc);
          continue;
        }
      } catch (error) {
        log.error({ err: error }, 'document worker loop error');
      }
      await sleep(config.jobPollMs, 'work');
    }
  }

  async function deliveryLoop() {
    while (running) {
      try {
        await deliverDueMessages(db, delivery);
      } catch (error) {
        log.error({ err: error }, 'webhook delivery loop error');
      }
      await sleep(Math.min(config.jobPollMs, 1000), 'deliver');
    }
  }

  /** Page images of deleted documents leave the file store (document deletion only removes the upload). */
  async function pageImageSweepLoop() {
    while (running) {
      try {
        await sweepPageImages(db, deps.storage);
      } catch (error) {
        log.error({ err: error }, 'page image sweep error');
      }
      await sleep(PAGE_IMAGE_SWEEP_MS, 'never');
    }
  }

  return {
    delivery,
    engine,

    async submit(documentId) {
      const doc = await documentById(db, documentId);
      if (!doc) return;
      // The line that ties the upload's request id to the document id that its job and webhook lines carry.
      log.info(
        { reqId: currentRequestId(), documentId, userId: doc.user_id, source: doc.source },
        'document queued',
      );
      await queueDocumentEvent(db, 'document_uploaded', doc);
      await recordDocumentEvent(db, {
        userId: doc.user_id,
        documentId,
        status: 'pending',
        stage: 'uploaded',
      });
      wake.emit('work');
      wake.emit('deliver');
    },

    async waitForOutcome(documentId, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const doc = await documentById(db, documentId);
        if (!doc || FINAL.has(doc.status) || Date.now() >= deadline) return doc;
        // Finished here (event) or by another process (poll).
        await new Promise<void>((resolve) => {
          const onDone = (id: string) => {
            if (id !== documentId) return;
            finish();
          };
          const finish = () => {
            clearTimeout(timer);
            wake.off('document-done', onDone);
            resolve();
          };
          const timer = setTimeout(finish, Math.min(500, Math.max(0, deadline - Date.now())));
          wake.on('document-done', onDone);
        });
      }
    },

    kickDeliveries() {
      wake.emit('deliver');
    },

    async start() {
      running = true;
      if (!runsWorkers) return;
      for (let i = 0; i < config.workerConcurrency; i++) loops.push(workerLoop());
      loops.push(deliveryLoop(), pageImageSweepLoop());
      log.info({ workerId, concurrency: config.workerConcurrency }, 'workers started');
    },

    async stop() {
      running = false;
      wake.emit('work');
      wake.emit('deliver');
      wake.emit('never');
      await Promise.race([
        Promise.all([...loops, settleDeliveries(delivery)]),
        new Promise((r) => setTimeout(r, 10_000)),
      ]);
      await engine.close();
    },
  };
}
