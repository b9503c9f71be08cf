import os from 'node:os';
import { createEnginePool, type EnginePool } from '@docread/engine/pool';
import type { PipelineConfig } from '../config/pipeline-config.ts';

/** Engine children yield the cores to requests: /healthz and other users' calls come first. */
const ENGINE_NICENESS = 10;

/**
 * The process's one engine pool: documents, page images and exports all run in its child processes, in
 * every role, so the web process never renders a page or runs OCR on its own event loop. Children start
 * on first use (a web-only process that never shows a page image starts none).
 */
export function createServerEnginePool(config: PipelineConfig): EnginePool {
  // The pool grants the machine's cores to the documents it reads (docs/decisions/0345-one-owner-of-the-cores.md).
  return createEnginePool({
    // One task per child: the children a document leaves free draw page images and write exports
    // without waiting for it.
    documentsPerChild: 1,
    size: config.engineWorkers ?? os.availableParallelism(),
    memoryMb: config.engineMemoryMb,
    maxPixelsPerPage: config.engineMaxPixels,
    timeLimitsMs: { process: config.jobTimeLimitMs },
    niceness: ENGINE_NICENESS,
  });
}
