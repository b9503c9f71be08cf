/** Runs `task` once every task queued before it has settled. */
export type Queue = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A queue of one: each task starts once the one before it has settled (whether it failed or not), in
 * call order. For work that must not overlap: Tesseract's single orientation worker, and an engine's
 * ONNX runs, whose buffers a pool child should hold one set of at a time.
 */
export function oneAtATime(): Queue {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}
