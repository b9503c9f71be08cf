import { createEngine, type Engine } from '../engine.ts';
import { toSearchablePdf } from '../export/pdf.ts';
import { toXlsx } from '../export/xlsx.ts';
import { pageImage } from './page-image.ts';
import type {
  ChildMessage,
  ChildSettings,
  ParentMessage,
  PoolTask,
  PoolTaskOutput,
  WireError,
} from './protocol.ts';

/**
 * One pool worker: a child process that keeps one engine warm and runs one task at a time. It never
 * limits itself; the parent watches its time and memory and kills it when a task goes too far.
 */
let settings: ChildSettings | undefined;
let engine: Engine | undefined;

const send = (message: ChildMessage) => process.send?.(message);
const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function engineFor(current: ChildSettings): Engine {
  engine ??= createEngine({
    workers: current.ocrThreads,
    limits: { maxPixelsPerPage: current.maxPixelsPerPage },
  });
  return engine;
}

async function run(id: number, task: PoolTask): Promise<PoolTaskOutput[PoolTask['kind']]> {
  if (!settings) throw new Error('The pool worker was given a task before its settings.');
  switch (task.kind) {
    case 'process':
      return engineFor(settings).process(buffer(task.input), {
        ...task.options,
        onProgress: (event) => send({ type: 'progress', id, event }),
      });
    case 'page-image':
      return pageImage(task.input, task.fileType, task.page, task.rotation, settings.maxPixelsPerPage);
    case 'searchable-pdf':
      return toSearchablePdf(buffer(task.input), task.result);
    case 'xlsx':
      return toXlsx(task.result);
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
    if (settings.warm) engineFor(settings);
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
