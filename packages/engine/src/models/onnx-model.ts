import type { InferenceSession } from 'onnxruntime-node';
import type { Queue } from '../one-at-a-time.ts';

/** What the detector and the line recognisers use of an ONNX session. */
export type OnnxModel = Pick<InferenceSession, 'inputNames' | 'outputNames' | 'run'>;

/**
 * `session` running in `turns`, a queue its engine's other models share, each run's input counted as
 * freed memory by `freed` (the engine's `releaseEvery`). Every session already has a thread per core,
 * so two runs at once gain no core; but each holds its network's buffers (the detector ~140 MB, a batch
 * of lines up to ~135 MB), and what one run freed stayed resident under the next one's: 100-page soaks
 * peaked at 608–674 MB without turns, 582–606 MB with them
 * (docs/decisions/0269-a-pool-child-holds-one-set-of-the-heavy-buffers-at.md). The heap is trimmed once
 * the runs since the last trim took enough input, not after each of a page's one-line runs
 * (docs/decisions/0345-one-owner-of-the-cores.md).
 */
export function inTurn(session: InferenceSession, turns: Queue, freed: (bytes: number) => void): OnnxModel {
  return {
    inputNames: session.inputNames,
    outputNames: session.outputNames,
    run: ((...args: Parameters<InferenceSession['run']>) =>
      turns(async () => {
        try {
          return await session.run(...args);
        } finally {
          freed(inputBytes(args[0]));
        }
      })) as InferenceSession['run'],
  };
}

function inputBytes(feeds: InferenceSession.FeedsType): number {
  return Object.values(feeds).reduce((sum, tensor) => sum + (tensor.data as ArrayBufferView).byteLength, 0);
}
