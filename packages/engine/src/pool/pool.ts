import os from 'node:os';
import type { DocumentResult, Locale } from '@docread/contracts';
import type { ProcessOptions } from '../engine.ts';
import type { SheetSpec } from '../export/sheet-xlsx.ts';
import { EngineLimitError } from './errors.ts';
import { coresToGrant } from './grant.ts';
import type { ChildSettings, PoolTask, PoolTaskKind, PoolTaskOutput } from './protocol.ts';
import { type RunningTask, type WorkerLimits, WorkerProcess } from './worker-process.ts';

const MB = 1024 * 1024;
/** See `EnginePoolOptions.recycleMb`; why 768 in docs/decisions/0229-soft-memory-threshold-for-recycling.md). */
const RECYCLE_MB = 768;

export type EnginePoolOptions = {
  /**
   * Documents (and other tasks) one child runs at once; default `DEFAULT_POOL_LIMITS.documentsPerChild`.
   * Above 1 a child's documents share one copy of Node, the engine's modules, its models and its OCR
   * workers: two documents in one child peak ~40% lower than two children (docs/decisions/0280-pool-children-two-documents-per-child-huge-pages-f.md).
   */
  documentsPerChild?: number;
  /**
   * The cores the pool owns and grants to the documents it reads (each child's Tesseract workers and
   * libvips threads follow its grants, its ONNX sessions run on this many threads); defaults to the
   * machine's (docs/decisions/0345-one-owner-of-the-cores.md).
   */
  cores?: number;
  /** Child processes; defaults to `cores` ÷ `documentsPerChild` (at least 1). */
  size?: number;
  /**
   * Resident memory one child may reach while it works, in MB; above it the child is killed. The memory
   * is the process's, not a task's: the tasks of a child killed with several running are run again
   * alone, and one fails only when it passes the cap alone.
   */
  memoryMb?: number;
  /**
   * Resident memory in MB above which a child is replaced once its task is done (a soft threshold
   * below `memoryMb`); default the lower of `DEFAULT_POOL_LIMITS.recycleMb` and 3/4 of `memoryMb`.
   */
  recycleMb?: number;
  /** Pixels of one decoded page: larger images are refused, larger PDF pages rendered at a lower DPI. */
  maxPixelsPerPage?: number;
  /** Default time limits per kind of task, in ms. */
  timeLimitsMs?: Partial<Record<PoolTaskKind, number>>;
  /** Keep children (each with its engine, made on its first document) running and replaced; default true. */
  warm?: boolean;
  /**
   * Niceness added for the children (0–19; default 0). A server sets it so that its own requests win the
   * cores from the work it hands to the pool.
   */
  niceness?: number;
};

export type TaskLimits = { timeLimitMs?: number };

export type PoolStats = {
  size: number;
  workers: number;
  busy: number;
  queued: number;
  /** Process ids of the running children. */
  pids: number[];
  /** Highest resident memory any child reached, in bytes. */
  peakBytes: number;
  /** Children replaced after a task for passing the soft memory threshold. */
  recycled: number;
};

/**
 * Heavy engine work in child processes sized to the cores: documents, page images and exports. Each
 * child keeps one engine (never one per task) and runs `documentsPerChild` tasks at a time, each under a
 * time limit, the child under a memory cap; a child that passes either is killed and replaced, and the
 * task at fault fails with an `EngineLimitError` (see `WorkerProcess` for the others it was running).
 * Page images and exports (someone is waiting at a screen) go ahead of queued documents.
 */
export type EnginePool = {
  process: (input: Buffer, options?: ProcessOptions & TaskLimits) => Promise<DocumentResult>;
  /** A PNG of one page, upright (`rotation` clockwise) and screen-sized, for the results viewer. */
  pageImage: (
    input: Buffer,
    page: { fileType: string; number: number; rotation: number },
    limits?: TaskLimits,
  ) => Promise<Buffer>;
  toSearchablePdf: (input: Buffer, result: DocumentResult, limits?: TaskLimits) => Promise<Buffer>;
  /** Pages of a file, counted from its parsed structure before any page is drawn or read. */
  pageCount: (input: Buffer, limits?: TaskLimits) => Promise<number>;
  /** Headings in `locale` when one is given, else the identifiers programs read. */
  toXlsx: (result: DocumentResult, locale?: Locale, limits?: TaskLimits) => Promise<Buffer>;
  /** One sheet of plain rows (a summary of many documents) as a workbook. */
  toSheetXlsx: (sheet: SheetSpec, limits?: TaskLimits) => Promise<Buffer>;
  stats: () => PoolStats;
  /** Stops every child; queued and running tasks fail with `pool_closed`. */
  close: () => Promise<void>;
};

export const DEFAULT_POOL_LIMITS = {
  documentsPerChild: 2,
  memoryMb: 1024,
  recycleMb: RECYCLE_MB,
  // A 48-megapixel phone photo and A4 at 600 DPI (35 Mpx) fit; a 200-inch PDF page is drawn smaller.
  maxPixelsPerPage: 50_000_000,
  timeLimitsMs: {
    process: 300_000,
    'page-image': 60_000,
    'searchable-pdf': 120_000,
    'page-count': 20_000,
    xlsx: 60_000,
    'sheet-xlsx': 60_000,
  },
} as const;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const cores = Math.max(1, options.cores ?? os.availableParallelism());
  const perChild = Math.max(1, options.documentsPerChild ?? DEFAULT_POOL_LIMITS.documentsPerChild);
  const size = Math.max(1, options.size ?? Math.floor(cores / perChild));
  const memoryMb = options.memoryMb ?? DEFAULT_POOL_LIMITS.memoryMb;
  const memoryBytes = memoryMb * MB;
  const recycleBytes = (options.recycleMb ?? Math.min(DEFAULT_POOL_LIMITS.recycleMb, memoryMb * 0.75)) * MB;
  const timeLimits = { ...DEFAULT_POOL_LIMITS.timeLimitsMs, ...options.timeLimitsMs };
  const warm = options.warm ?? true;
  const settings: ChildSettings = {
    cores,
    maxPixelsPerPage: options.maxPixelsPerPage ?? DEFAULT_POOL_LIMITS.maxPixelsPerPage,
  };
  const workerOptions = {
    settings,
    memoryBytes,
    recycleBytes,
    niceness: options.niceness ?? 0,
    capacity: perChild,
  };
  const workers = new Set<WorkerProcess>();
  const interactive: RunningTask[] = [];
  const batch: RunningTask[] = [];
  let closed = false;
  let peakOfGone = 0;
  let recycled = 0;

  const queued = () => interactive.length + batch.length;

  function spawn(): WorkerProcess {
    const worker = new WorkerProcess(workerOptions, onGone, dispatch);
    workers.add(worker);
    return worker;
  }

  function onGone(worker: WorkerProcess) {
    if (!workers.delete(worker)) return;
    // Tasks that were running beside the one at fault start again first, in their own queue.
    for (const orphan of worker.orphans.splice(0).reverse())
      (orphan.task.kind === 'process' ? batch : interactive).unshift(orphan);
    peakOfGone = Math.max(peakOfGone, worker.peakBytes);
    if (worker.recycled) recycled++;
    if (closed) return;
    // A warm pool stays full; otherwise a child is started only for work that waits.
    if (warm || queued() > 0) spawn();
    dispatchAll();
  }

  /** Gives queued tasks to `worker` while it has room, in order (a task that must wait holds the queue). */
  function dispatch(worker: WorkerProcess) {
    if (closed || !worker.usable) return;
    for (;;) {
      const next = interactive[0] ?? batch[0];
      if (!next || !worker.accepts(next)) return;
      (next === interactive[0] ? interactive : batch).shift();
      worker.run(withGrant(next));
    }
  }

  /** The pool owns the cores: each document carries the cores it is granted to its child. */
  function withGrant(running: RunningTask): RunningTask {
    if (running.task.kind !== 'process') return running;
    const held = [...workers].reduce((sum, w) => sum + w.cores, 0);
    const granted = coresToGrant(cores, held, queued());
    return { ...running, task: { ...running.task, options: { ...running.task.options, cores: granted } } };
  }

  function dispatchAll() {
    for (const worker of workers) dispatch(worker);
    while (queued() > 0 && workers.size < size) dispatch(spawn());
  }

  function submit<K extends PoolTaskKind>(
    task: Extract<PoolTask, { kind: K }>,
    limits: TaskLimits | undefined,
    onProgress?: RunningTask['onProgress'],
  ): Promise<PoolTaskOutput[K]> {
    if (closed) return Promise.reject(new EngineLimitError('pool_closed', 'The engine pool is closed.'));
    const workerLimits: WorkerLimits = {
      timeLimitMs: limits?.timeLimitMs ?? timeLimits[task.kind],
      memoryBytes,
    };
    return new Promise<PoolTaskOutput[K]>((resolve, reject) => {
      const running: RunningTask = {
        task,
        limits: workerLimits,
        resolve: resolve as RunningTask['resolve'],
        reject,
        ...(onProgress ? { onProgress } : {}),
      };
      (task.kind === 'process' ? batch : interactive).push(running);
      dispatchAll();
    });
  }

  return {
    process: (input, opts = {}) => {
      const { onProgress, timeLimitMs, documentType, typeHint, languageHint, modules } = opts;
      return submit(
        {
          kind: 'process',
          input,
          options: {
            ...(documentType ? { documentType } : {}),
            ...(typeHint ? { typeHint } : {}),
            ...(languageHint ? { languageHint } : {}),
            ...(modules ? { modules: [...modules] } : {}),
          },
        },
        timeLimitMs === undefined ? undefined : { timeLimitMs },
        onProgress,
      );
    },
    pageImage: async (input, page, limits) =>
      asBuffer(
        await submit(
          { kind: 'page-image', input, fileType: page.fileType, page: page.number, rotation: page.rotation },
          limits,
        ),
      ),
    toSearchablePdf: async (input, result, limits) =>
      asBuffer(await submit({ kind: 'searchable-pdf', input, result }, limits)),
    pageCount: (input, limits) => submit({ kind: 'page-count', input }, limits),
    toXlsx: async (result, locale, limits) =>
      asBuffer(await submit({ kind: 'xlsx', result, locale }, limits)),
    toSheetXlsx: async (sheet, limits) => asBuffer(await submit({ kind: 'sheet-xlsx', sheet }, limits)),
    stats: () => ({
      size,
      workers: workers.size,
      busy: [...workers].filter((w) => w.busy).length,
      queued: queued(),
      pids: [...workers].flatMap((w) => (w.pid === undefined ? [] : [w.pid])),
      peakBytes: Math.max(peakOfGone, ...[...workers].map((w) => w.peakBytes)),
      recycled,
    }),
    async close() {
      closed = true;
      const error = new EngineLimitError('pool_closed', 'The engine pool is closed.');
      for (const waiting of [...interactive.splice(0), ...batch.splice(0)]) waiting.reject(error);
      const exits = [...workers].map((w) => w.exited);
      for (const worker of workers) worker.stop(error);
      await Promise.all(exits);
    },
  };
}
