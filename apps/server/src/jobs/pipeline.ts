import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { EnginePool } from '@docread/engine';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { PgBoss } from 'pg-boss';
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
import {
  claimDocument,
  claimNextDocument,
  failAbandoned,
  listClaimable,
  type QueuedDocument,
} from './document-queue.ts';
import { createServerEnginePool } from './engine-pool.ts';
import { type JobSettings, processDocument } from './process-document.ts';
import { sweepPageImages } from './sweep-page-images.ts';

const QUEUE = 'process-document';
const FINAL = new Set(['completed', 'failed']);
/** A freshly written row gets its message from `submit`; the sweeper leaves it alone this long. */
const SWEEP_GRACE_MS = 2000;
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
  /** PostgreSQL: jobs are handed out through pg-boss. */
  databaseUrl: string | null;
}

/**
 * Durable document processing. The documents row is the truth; how a worker learns of work differs:
 * embedded mode polls the table (woken at once by an in-process event), PostgreSQL mode lets pg-boss hand
 * out document ids to any number of worker processes. Either way a worker claims the row with a lease
 * before it works, so a document is never processed by two workers at once, and a sweeper brings back
 * the work of dead workers.
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
  let boss: PgBoss | null = null;
  let bossStarting: Promise<PgBoss> | null = null;
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

  async function embeddedWorkerLoop() {
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

  /** One queued message per document at most (the queue's `short` policy keyed by the document id). */
  const sendDocument = (documentId: string) =>
    boss?.send(QUEUE, { documentId }, { singletonKey: documentId }) ?? Promise.resolve(null);

  /**
   * PostgreSQL mode: documents that are due (retries after their back-off, dead workers' documents after
   * their lease, sends that never reached pg-boss) are handed to pg-boss again; one already queued is not
   * queued twice.
   */
  async function pgSweeperLoop() {
    while (running) {
      try {
        await announceFailures(await failAbandoned(db, settings.maxAttempts));
        for (const id of await listClaimable(db, settings.maxAttempts, SWEEP_GRACE_MS))
          await sendDocument(id);
      } catch (error) {
        log.error({ err: error }, 'job sweeper error');
      }
      await sleep(Math.min(5000, Math.max(1000, config.jobLeaseMs / 2)), 'never');
    }
  }

  /**
   * pg-boss keeps its tables in a schema of its own, named after ours (`pgboss` beside `public`), so
   * installations that share one database in different schemas (the test suites) never share a queue.
   */
  async function startBoss(url: string) {
    const { PgBoss } = await import('pg-boss');
    const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(deps.db);
    const ours = current.rows[0]?.schema ?? 'public';
    const instance = new PgBoss({
      connectionString: url,
      schema: ours === 'public' ? 'pgboss' : `${ours}_pgboss`,
      // The expiry and retry sweep runs on the monitor pass (60 s by default); ours is the lease sweeper,
      // but keep pg-boss's own housekeeping prompt as well.
      superviseIntervalSeconds: 5,
      monitorIntervalSeconds: 5,
      supervise: runsWorkers,
      schedule: false,
    });
    instance.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
    await instance.start();
    await instance.createQueue(QUEUE, {
      policy: 'short',
      retryLimit: 0,
      expireInSeconds: Math.ceil(config.jobTimeLimitMs / 1000) + 60,
    });
    return instance;
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
      const doc = await db
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', documentId)
        .executeTakeFirst();
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
      // A web-only process connects to pg-boss on its first upload rather than at start.
      if (deps.databaseUrl && !boss) {
        bossStarting ??= startBoss(deps.databaseUrl);
        boss = await bossStarting;
      }
      await sendDocument(documentId);
      wake.emit('work');
      wake.emit('deliver');
    },

    async waitForOutcome(documentId, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const doc = await db
          .selectFrom('documents')
          .selectAll()
          .where('id', '=', documentId)
          .executeTakeFirst();
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
      if (deps.databaseUrl) {
        bossStarting = startBoss(deps.databaseUrl);
        boss = await bossStarting;
      }
      if (boss) {
        await boss.work<{ documentId: string }>(
          QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 0.5, localConcurrency: config.workerConcurrency },
          async ([job]) => {
            if (!job) return;
            const doc = await claimDocument(db, job.data.documentId, settings);
            // Not claimable: done already, or another worker holds it; the row decides, not the message.
            if (doc) await runClaimed(doc);
          },
        );
        loops.push(pgSweeperLoop());
      } else {
        for (let i = 0; i < config.workerConcurrency; i++) loops.push(embeddedWorkerLoop());
      }
      loops.push(deliveryLoop(), pageImageSweepLoop());
      log.info(
        { workerId, concurrency: config.workerConcurrency, queue: boss ? 'pg-boss' : 'embedded' },
        'workers started',
      );
    },

    async stop() {
      running = false;
      wake.emit('work');
      wake.emit('deliver');
      wake.emit('never');
      if (boss) await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
      await Promise.race([
        Promise.all([...loops, settleDeliveries(delivery)]),
        new Promise((r) => setTimeout(r, 10_000)),
      ]);
      await engine.close();
    },
  };
}
