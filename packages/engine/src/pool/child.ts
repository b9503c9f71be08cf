import type { Engine } from '../engine.ts';
import type {
  ChildMessage,
  ChildSettings,
  ParentMessage,
  PoolTask,
  PoolTaskOutput,
  WireError,
} from './protocol.ts';

/**
 * One pool worker: a child process that keeps its engine (made on its first document) and runs the
 * tasks it is given, several at once when the pool sends them (`documentsPerChild`). It never
 * limits itself; the parent watches its time and memory and kills it when a task goes too far. Each
 * kind of task loads its modules on first use, so a child that only draws pages never holds the OCR
 * engine, the PDF writer or the spreadsheet library.
 */
let settings: ChildSettings | undefined;
let engine: Promise<Engine> | undefined;

/** A child whose parent is gone has no one to work for: it leaves instead of failing on a broken channel. */
const send = (message: ChildMessage) => {
  if (!process.connected) process.exit(0);
  process.send?.(message, undefined, undefined, (error: Error | null) => {
    if (error) process.exit(0);
  });
};
const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function engineFor(current: ChildSettings): Promise<Engine> {
  engine ??= Promise.all([import('../engine.ts'), import('sharp')]).then(([{ createEngine }, sharp]) => {
    // libvips' operation cache only holds memory here: no image is processed twice.
    sharp.default.cache(false);
    return createEngine({ cores: current.cores, limits: { maxPixelsPerPage: current.maxPixelsPerPage } });
  });
  return engine;
}

/** The grants of the documents this child is reading now. */
const grants: number[] = [];

/**
 * libvips' threads (one setting for the process) follow the largest grant among the child's documents:
 * a lone photo's enlargement uses every core, and documents granted one core each run their operations
 * side by side on one thread each rather than each on every core.
 */
async function grant(cores: number, change: 'add' | 'remove'): Promise<void> {
  if (change === 'add') grants.push(cores);
  else grants.splice(grants.indexOf(cores), 1);
  (await import('sharp')).default.concurrency(Math.max(1, ...grants));
}

async function run(id: number, task: PoolTask): Promise<PoolTaskOutput[PoolTask['kind']]> {
  if (!settings) throw new Error('The pool worker was given a task before its settings.');
  switch (task.kind) {
    case 'process': {
      const reader = await engineFor(settings);
      const cores = task.options.cores ?? settings.cores;
      await grant(cores, 'add');
      try {
        return await reader.process(buffer(task.input), {
          ...task.options,
          cores,
          onProgress: (event) => send({ type: 'progress', id, event }),
        });
      } finally {
        await grant(cores, 'remove');
      }
    }
    case 'page-image': {
      const { pageImage } = await import('./page-image.ts');
      return pageImage(task.input, task.fileType, task.page, task.rotation, settings.maxPixelsPerPage);
    }
    case 'searchable-pdf': {
      const { toSearchablePdf } = await import('../export/pdf.ts');
      return toSearchablePdf(buffer(task.input), task.result);
    }
    case 'page-count': {
      const { countPages, DEFAULT_INPUT_LIMITS } = await import('../input/index.ts');
      const limits = { ...DEFAULT_INPUT_LIMITS, maxPixelsPerPage: settings.maxPixelsPerPage };
      return countPages(buffer(task.input), limits);
    }
    case 'xlsx': {
      const { toXlsx } = await import('../export/xlsx.ts');
      return toXlsx(task.result, task.locale);
    }
    case 'sheet-xlsx': {
      const { toSheetXlsx } = await import('../export/sheet-xlsx.ts');
      return toSheetXlsx(task.sheet);
    }
  }
}

function toWire(error: unknown): WireError {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { name: 'Error', message: String(error) };
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'start') {
    settings = message.settings;
    send({ type: 'ready' });
    return;
  }
  run(message.id, message.task).then(
    (output) => send({ type: 'done', id: message.id, output }),
    (error: unknown) => send({ type: 'failed', id: message.id, error: toWire(error) }),
  );
});

// Where /proc is missing the parent learns the child's memory from the child itself.
setInterval(() => send({ type: 'memory', rss: process.memoryUsage.rss() }), 500).unref();
process.on('disconnect', () => process.exit(0));
