import type { InferenceSession } from 'onnxruntime-node';
import type { Queue } from '../one-at-a-time.ts';

/** What the detector and the line recognisers use of an ONNX session. */
export type OnnxModel = Pick<InferenceSession, 'inputNames' | 'outputNames' | 'run'>;

/**
 * `session` running in `turns`, a queue its engine's other models share. Every session already has a
 * thread per core, so two runs at once gain no core; but each holds its network's buffers (the detector
 * ~140 MB, a batch of lines up to ~135 MB), and what one run freed stayed resident under the next one's:
 * 100-page soaks peaked at 608–674 MB without turns, 582–606 MB with them
 * (docs/decisions/0269-a-pool-child-holds-one-set-of-the-heavy-buffers-at.md).
 */
export function inTurn(session: InferenceSession, turns: Queue): OnnxModel {
  return {
    inputNames: session.inputNames,
    outputNames: session.outputNames,
    run: ((...args: Parameters<InferenceSession['run']>) =>
      turns(() => session.run(...args))) as InferenceSession['run'],
  };
}
