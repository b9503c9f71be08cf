import fs from 'node:fs';
import sharp from 'sharp';
import type { TextBox } from '../detect/db-postprocess.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OnnxModel } from '../models/onnx-model.ts';
import { onnxRuntime } from '../models/onnxruntime.ts';
import { type CharLm, lmText, textLogProb } from './char-lm.ts';
import {
  type CtcChar,
  type CtcWord,
  casePartners,
  charsToWords,
  ctcLogLikelihood,
  decodeLine,
  type LmWeights,
  SPACE_PROBABILITY,
} from './ctc-decode.ts';
import { blankColumns, widestBlankRun } from './ink-gaps.ts';

/**
 * The blank, in line heights, a printed space leaves beside punctuation. Measured on SROIE crops (48 px
 * tall): breaks the model put where none is printed left 3–10 px of paper, printed ones 13 px or more.
 */
const SPACE_BLANK = 0.25;
/** White added, in line heights, where a line touches the image's left or right edge. */
const EDGE_PAD = 0.3;

/** What a line model takes and gives: its input's height and planes, a pixel's value, its word breaks. */
export type LineModelShape = {
  height: number;
  /** Input planes: PP-OCR takes the grey line three times, as RGB. */
  channels: number;
  /** A grey byte (0 black, 255 white) as the model's input value; padding to a batch's width is 0. */
  pixel: (grey: number) => number;
  /**
   * The model was trained on case-folded transcripts (a letter's two cases scored as one class), so it
   * is decoded so too (`greedyDecode`'s `partners`).
   */
  caseFolded?: boolean;
  /** A character language model steering a beam search over the case-folded classes (`beamDecode`). */
  language?: { model: () => CharLm; weights: LmWeights };
  /** Probability of a space at a step between two characters from which they are two words. */
  spaceProbability: number;
  /** Bounds one line's tensor: a longer line is squeezed to this many line heights. */
  maxAspect: number;
  /** Lines run at once, in order of width: a short line is padded to the widest one's width. */
  batch: number;
  /**
   * Page read beyond each end of the detector's box, in line heights, for a model trained on looser
   * crops than the detector's: it needs a little paper after a line's last letter to emit it.
   */
  sideMargin?: number;
  /**
   * Pixels a batch may span in all (lines × the widest): the model's buffers grow with it, and they
   * are the engine's largest while lines are read.
   */
  batchWidth: number;
};

/** PP-OCRv4's recogniser: 48-pixel RGB lines scaled to [-1, 1], spaces seldom its best class. */
export const PADDLE_LINE: LineModelShape = {
  height: 48,
  channels: 3,
  pixel: (grey) => grey / 127.5 - 1,
  spaceProbability: SPACE_PROBABILITY,
  // A 40:1 line; the detector rarely yields a longer piece.
  maxAspect: 40,
  // Batches of similar width; padding a short line to a long one's width costs time.
  batch: 8,
  // 8 lines of 15:1, 3 of 40:1: eight 40:1 lines at once took ~250 MB of buffers (docs/decisions/0269-a-pool-child-holds-one-set-of-the-heavy-buffers-at.md).
  batchWidth: 5760,
};

export type RecognisedWord = { text: string; x: number; w: number; confidence: number };
export type RecognisedLine = {
  box: TextBox;
  text: string;
  words: RecognisedWord[];
  confidence: number;
  /**
   * With a witness asked for: the score of this reading and of the witness under this model, case and
   * spacing aside: log P(text | line) (`ctcLogLikelihood`), and where a language model steers the decoding,
   * its log probability and length bonus as the beam search weighs them (`LmWeights`). The witness's is
   * -Infinity where it holds a character the model lacks.
   */
  likelihood?: { own: number; witness: number };
};

export type LineRecogniser = {
  /**
   * `signal`: the reading is no longer wanted; it stops before its next batch and rejects. `witnesses`:
   * another reader's text of each line, to weigh under this model too (`RecognisedLine.likelihood`).
   */
  recognise: (
    image: GreyImage,
    boxes: readonly TextBox[],
    signal?: AbortSignal,
    witnesses?: readonly (string | undefined)[],
  ) => Promise<RecognisedLine[]>;
};

/** The dictionary file holds one character per line; PaddleOCR appends the space as the last class. */
export function loadAlphabet(file: string): string[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return [...lines.map((l) => l.replace(/\r$/, '')), ' '];
}

export function createLineRecogniser(
  session: () => Promise<OnnxModel>,
  alphabet: () => readonly string[],
  shape: LineModelShape = PADDLE_LINE,
): LineRecogniser {
  const lineHeight = shape.height;
  const planes = shape.channels;
  return {
    recognise: async (image, given, signal, witnesses) => {
      const margin = shape.sideMargin;
      const boxes = margin ? given.map((box) => widen(box, image.width, margin)) : given;
      const crops = await Promise.all(boxes.map((box) => cropLine(image, box, shape)));
      const order = crops.map((_, i) => i).sort((a, b) => (crops[a]?.width ?? 0) - (crops[b]?.width ?? 0));
      const results: RecognisedLine[] = new Array(boxes.length);
      const ort = await onnxRuntime();
      const model = await session();
      const characters = alphabet();
      const partners = shape.caseFolded ? casePartners(characters) : undefined;
      const labelsOf = witnesses ? textLabels(characters) : undefined;
      const spaceClass = characters.lastIndexOf(' ') + 1;
      for (const batch of batches(order, (i) => (crops[i] as Crop).width, shape)) {
        signal?.throwIfAborted();
        const width = Math.max(...batch.map((i) => (crops[i] as Crop).width));
        const plane = lineHeight * width;
        const input = new Float32Array(batch.length * planes * plane);
        batch.forEach((index, n) => {
          const crop = crops[index] as Crop;
          for (let y = 0; y < lineHeight; y++) {
            for (let x = 0; x < crop.width; x++) {
              const v = shape.pixel(crop.data[y * crop.width + x] as number);
              for (let c = 0; c < planes; c++) input[(n * planes + c) * plane + y * width + x] = v;
            }
          }
        });
        const output = await model.run({
          [model.inputNames[0] as string]: new ort.Tensor('float32', input, [
            batch.length,
            planes,
            lineHeight,
            width,
          ]),
        });
        const tensor = output[model.outputNames[0] as string];
        if (!tensor) throw new Error('The line recogniser returned no output.');
        const [, steps = 0, classes = 0] = tensor.dims;
        const scores = tensor.data as Float32Array;
        batch.forEach((index, n) => {
          const box = boxes[index] as TextBox;
          const crop = crops[index] as Crop;
          const reading = decodeLine(
            scores,
            n * steps * classes,
            steps,
            classes,
            characters,
            partners,
            shape.language,
          );
          // Time steps are evenly spread over the padded width; map them back to page pixels.
          const pixelsPerStep = (width / steps) * (box.w / crop.width);
          const blank = blankColumns(crop.data, crop.width, lineHeight);
          const stepWidth = width / steps;
          // A character's step marks where CTC emitted it, within its ink: the blank between two lies from
          // the first one's step to the step after the second's.
          const blankBetween = (from: CtcChar, to: CtcChar) =>
            widestBlankRun(blank, from.step * stepWidth, (to.step + 1) * stepWidth) >=
            SPACE_BLANK * lineHeight;
          const words = charsToWords(reading, shape.spaceProbability, blankBetween).map((w) =>
            toPageWord(w, box, pixelsPerStep),
          );
          const letters = words.reduce((s, w) => s + w.text.length, 0);
          const text = words.map((w) => w.text).join(' ');
          const witness = witnesses?.[index];
          const weigh = (of: string) => {
            const labels = labelsOf?.(of);
            if (!labels) return Number.NEGATIVE_INFINITY;
            const likelihood = ctcLogLikelihood(
              scores,
              n * steps * classes,
              steps,
              classes,
              labels,
              spaceClass,
            );
            if (!shape.language) return likelihood;
            const { alpha, beta } = shape.language.weights;
            return likelihood + alpha * textLogProb(shape.language.model(), of) + beta * lmText(of).length;
          };
          results[index] = {
            box: given[index] as TextBox,
            text,
            words,
            confidence: letters ? words.reduce((s, w) => s + w.confidence * w.text.length, 0) / letters : 0,
            ...(witness === undefined ? {} : { likelihood: { own: weigh(text), witness: weigh(witness) } }),
          };
        });
      }
      return results;
    },
  };
}

type Crop = { data: Buffer; width: number };

/**
 * A text as the classes each of its characters may be read as, either case of a letter counting (the
 * readers disagree on case far more than the scorer cares about it); spaces dropped. Undefined when a
 * character is not in the alphabet.
 */
function textLabels(alphabet: readonly string[]): (text: string) => number[][] | undefined {
  let labels = labelMakers.get(alphabet);
  if (!labels) {
    labels = labelMaker(alphabet);
    labelMakers.set(alphabet, labels);
  }
  return labels;
}

/** PP-OCR's alphabet holds 6 625 characters: its index is built once, not at every reading. */
const labelMakers = new WeakMap<readonly string[], (text: string) => number[][] | undefined>();

function labelMaker(alphabet: readonly string[]): (text: string) => number[][] | undefined {
  const index = new Map(alphabet.map((c, i) => [c, i + 1]));
  const partners = casePartners(alphabet);
  return (text) => {
    const labels: number[][] = [];
    for (const c of text.replace(/\s+/g, '')) {
      const k = index.get(c) ?? index.get(c.toUpperCase()) ?? index.get(c.toLowerCase());
      if (!k) return undefined;
      const partner = partners[k] as number;
      labels.push(partner ? [Math.min(k, partner), Math.max(k, partner)] : [k]);
    }
    return labels;
  };
}

/**
 * Lines in order of width, cut into runs of at most `shape.batch` lines whose padded width (lines ×
 * the widest) stays within `shape.batchWidth`.
 */
export function batches(order: readonly number[], width: (index: number) => number, shape: LineModelShape) {
  const runs: number[][] = [];
  let run: number[] = [];
  for (const index of order) {
    if (
      run.length === shape.batch ||
      (run.length > 0 && (run.length + 1) * width(index) > shape.batchWidth)
    ) {
      runs.push(run);
      run = [];
    }
    run.push(index);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** A box grown by `margin` line heights at either end, within the page. */
function widen(box: TextBox, pageWidth: number, margin: number): TextBox {
  const m = Math.round(box.h * margin);
  const x = Math.max(0, box.x - m);
  return { ...box, x, w: Math.min(pageWidth, box.x + box.w + m) - x };
}

async function cropLine(image: GreyImage, box: TextBox, shape: LineModelShape): Promise<Crop> {
  const lineHeight = shape.height;
  const left = Math.max(0, Math.min(image.width - 1, box.x));
  const top = Math.max(0, Math.min(image.height - 1, box.y));
  const w = Math.max(1, Math.min(box.w, image.width - left));
  const h = Math.max(1, Math.min(box.h, image.height - top));
  // Text that touches the image's edge (a tight line crop) gets white space before it, as the
  // recogniser saw in training; without it the first letters are misread.
  const pad = Math.round(h * EDGE_PAD);
  const padLeft = left === 0 ? pad : 0;
  const padRight = left + w >= image.width ? pad : 0;
  const width = Math.max(
    lineHeight / 4,
    Math.min(lineHeight * shape.maxAspect, Math.round(((w + padLeft + padRight) * lineHeight) / h)),
  );
  const page = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }).extract({
    left,
    top,
    width: w,
    height: h,
  });
  // A line off the edges is cut and scaled in one pipeline (the same bytes as two, in 60% of the
  // time); sharp resizes before it extends within one, so a padded line is cut and padded first.
  const cut =
    padLeft + padRight === 0
      ? page
      : sharp(
          await page
            .extend({ left: padLeft, right: padRight, background: '#ffffff' })
            .greyscale()
            .raw()
            .toBuffer(),
          { raw: { width: w + padLeft + padRight, height: h, channels: 1 } },
        );
  const data = await cut.resize(width, lineHeight, { fit: 'fill' }).greyscale().raw().toBuffer();
  return { data, width };
}

function toPageWord(word: CtcWord, box: TextBox, pixelsPerStep: number): RecognisedWord {
  const x = Math.round(box.x + word.firstStep * pixelsPerStep);
  const end = Math.round(box.x + (word.lastStep + 1) * pixelsPerStep);
  return { text: word.text, x, w: Math.max(1, end - x), confidence: word.confidence };
}
