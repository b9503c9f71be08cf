import type { Engine } from '@docread/engine';

/**
 * One engine per process (its OCR workers are expensive to start), created on first use. When a document
 * overruns its time limit the engine is closed, which stops the runaway OCR, and the next document gets a
 * fresh one.
 */
export class SharedEngine {
  private engine: Promise<Engine> | null = null;
  private readonly workers: number | undefined;

  constructor(options: { workers?: number } = {}) {
    this.workers = options.workers;
  }

  get(): Promise<Engine> {
    this.engine ??= import('@docread/engine').then(({ createEngine }) =>
      createEngine(this.workers ? { workers: this.workers } : {}),
    );
    return this.engine;
  }

  /** Stops whatever the engine is doing; the next `get()` starts a new one. */
  async reset(): Promise<void> {
    const current = this.engine;
    this.engine = null;
    if (current) await (await current).close().catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.reset();
  }
}
