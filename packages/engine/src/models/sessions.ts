import fs from 'node:fs/promises';
import type { InferenceSession } from 'onnxruntime-node';
import { createLineDetector, type LineDetector } from '../detect/db-detector.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import { createLineRecogniser, type LineRecogniser, loadAlphabet } from '../recognise/ctc-recogniser.ts';
import { HEBREW_LINE, HEBREW_LINE_MODEL, loadCharset, loadHebrewCharset } from './hebrew-line-model.ts';
import { LATIN_CHARSET, LATIN_LINE_MODEL, latinLine } from './latin-line-model.ts';
import { inTurn, type OnnxModel } from './onnx-model.ts';
import { onnxRuntime } from './onnxruntime.ts';
import { paddleModelFiles } from './paddle-models.ts';

export type FastModels = {
  detector: LineDetector;
  /** PP-OCR's Chinese/English line model: Latin pages. */
  recogniser: LineRecogniser;
  /** This repository's Hebrew + Latin line model: Hebrew pages. */
  hebrew: LineRecogniser;
  /** This repository's Latin line model, decoded with its character language model: the lines of Latin pages. */
  latin: LineRecogniser;
  /**
   * The same model decoded greedily, for the Latin script sample: the verdict's thresholds were measured
   * on greedy readings' letter confidences (docs/decisions/0348-the-latin-line-model-s-sample-settles-latin-pages.md),
   * and it is the cheaper reading.
   */
  latinGreedy: LineRecogniser;
  close: () => Promise<void>;
};

/**
 * The detector scales a page so its longer side is at most `max` (PaddleOCR's own default, 960:
 * an A4 page at 1600 took twice the time and most of the engine's memory), and a small image up
 * so its shorter side reaches `min` within that bound.
 */
export const DETECTOR_SIDES = { min: 960, max: 960 };

/**
 * ONNX sessions for the detector and the line models, opened on first use. `threads` is onnxruntime's
 * intra-op thread count, the engine's cores: the runs take turns, so the engine's ONNX work never uses
 * more threads than it has cores, and a set per grant would cost 120–170 MB
 * (docs/decisions/0277-onnx-sessions-one-set-per-engine-with-a-thread-per.md).
 */
export function createFastModels(
  threads: number,
  /** The Latin line model's character language model: a file, or `null` for none (`latinLine`). */
  latinLanguageModel?: string | null,
): FastModels {
  const opened = new Map<string, { session: Promise<InferenceSession>; model: Promise<OnnxModel> }>();
  const turns = oneAtATime();
  const open = (file: () => string) => () => {
    const location = file();
    let model = opened.get(location)?.model;
    if (!model) {
      const session = Promise.all([onnxRuntime(), fs.readFile(location)]).then(([ort, bytes]) =>
        ort.InferenceSession.create(bytes, {
          intraOpNumThreads: threads,
          interOpNumThreads: 1,
          executionMode: 'sequential',
          graphOptimizationLevel: 'all',
          // The arena keeps the largest page's buffers for good (RSS 1.3-1.4 GB against 0.6-0.75 GB
          // without it); spinning threads steal the core Tesseract's workers need (docs/decisions/0277-onnx-sessions-one-set-per-engine-with-a-thread-per.md).
          enableCpuMemArena: false,
          extra: { session: { intra_op: { allow_spinning: '0' } } },
        }),
      );
      model = session.then((s) => inTurn(s, turns));
      opened.set(location, { session, model });
    }
    return model;
  };
  const paddle = (pick: 'detector' | 'recogniser') => open(() => paddleModelFiles()[pick]);
  let alphabet: string[] | undefined;
  let hebrewCharset: string[] | undefined;
  let latinCharset: string[] | undefined;
  const latinAlphabet = () => {
    latinCharset ??= loadCharset(LATIN_CHARSET);
    return latinCharset;
  };
  return {
    detector: createLineDetector(paddle('detector'), DETECTOR_SIDES),
    recogniser: createLineRecogniser(paddle('recogniser'), () => {
      alphabet ??= loadAlphabet(paddleModelFiles().dictionary);
      return alphabet;
    }),
    hebrew: createLineRecogniser(
      open(() => HEBREW_LINE_MODEL),
      () => {
        hebrewCharset ??= loadHebrewCharset();
        return hebrewCharset;
      },
      HEBREW_LINE,
    ),
    latin: createLineRecogniser(
      open(() => LATIN_LINE_MODEL),
      latinAlphabet,
      latinLine(latinLanguageModel),
    ),
    latinGreedy: createLineRecogniser(
      open(() => LATIN_LINE_MODEL),
      latinAlphabet,
      latinLine(null),
    ),
    close: async () => {
      const sessions = await Promise.all([...opened.values()].map((o) => o.session.catch(() => undefined)));
      opened.clear();
      await Promise.all(sessions.map((s) => s?.release()));
    },
  };
}
