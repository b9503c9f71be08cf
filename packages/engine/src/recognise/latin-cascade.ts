import { sameBox, type TextBox } from '../detect/db-postprocess.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { LineRecogniser, RecognisedLine } from './ctc-recogniser.ts';

/**
 * The Latin line model's line confidence below which PP-OCR's recogniser reads the line too. On 50
 * trainable SROIE receipts' transcribed lines, 0.93, 0.95 and 0.97 gave about the same CER (2.36%,
 * 2.31%, 2.34%; PP-OCR alone 2.72%), and 0.97 the most lines read exactly (91.8% against 90.4% and
 * 91.0%, case and punctuation aside; the header's, which hold names and addresses, 86.0% against 83.0%
 * and 84.1%) for 30% of lines read twice (docs/decisions/0298-engine-latin-lines-our-model-first-pp-ocr-on-its-d.md).
 */
export const DOUBTFUL_LINE = 0.97;

/**
 * The top of the text (this share of its height) is read by the costly reader too whatever the first
 * one's confidence: it holds the issuer's name and address, which a receipt lives or dies by, and two
 * readers trained apart rarely make the same slip there, so where they agree the field model's confidence
 * may rise (`doubtWhereTheyDiffer`). Which reading is kept is decided as for any other line (`costlyWins`).
 */
export const HEADER_SHARE = 0.3;

/**
 * Reads Latin lines with the cheap model first and hands its doubtful lines and the header to the
 * costly one, or the header alone when `headerOnly` (a till roll: decision 0360); where the two read a
 * line differently, each model weighs both readings and the likelier one together is kept (`costlyWins`),
 * a header line's doubted where the other differs. `known` are lines the costly reader has read already
 * (the script sample), which count as read.
 */
export async function readLatinLines(
  cheap: LineRecogniser,
  costly: LineRecogniser,
  image: GreyImage,
  boxes: readonly TextBox[],
  known: readonly RecognisedLine[],
  options: { headerOnly?: boolean; signal?: AbortSignal } = {},
): Promise<{ lines: RecognisedLine[]; reread: number; weighed: number }> {
  const { headerOnly = false, signal } = options;
  const first = await cheap.recognise(image, boxes, signal);
  const seconds = new Map<TextBox, RecognisedLine>();
  for (const line of first) {
    const before = known.find((l) => sameBox(l.box, line.box));
    if (before) seconds.set(line.box, before);
  }
  const header = headerBottom(boxes);
  const inHeader = (box: TextBox) => box.y + box.h / 2 <= header;
  const doubtful = first
    .filter((l) => ((!headerOnly && l.confidence < DOUBTFUL_LINE) || inHeader(l.box)) && !seconds.has(l.box))
    .map((l) => l.box);
  const firstOf = new Map(first.map((l) => [l.box, l]));
  const reread = doubtful.length
    ? await costly.recognise(
        image,
        doubtful,
        signal,
        doubtful.map((box) => firstOf.get(box)?.text),
      )
    : [];
  for (const [i, line] of reread.entries()) seconds.set(doubtful[i] as TextBox, line);
  // Where the two differ, the cheap model weighs the costly one's reading too (a second, cheap run).
  const differing = reread.filter((l) => folded(l.text) !== folded(firstOf.get(l.box)?.text ?? ''));
  const weighed = differing.length
    ? await cheap.recognise(
        image,
        differing.map((l) => l.box),
        signal,
        differing.map((l) => l.text),
      )
    : [];
  const cheapWeights = new Map(weighed.map((l) => [l.box, l.likelihood]));
  const lines = first.map((line) => {
    const other = seconds.get(line.box);
    if (!other) return line;
    const [kept, rival] = costlyWins(line, other, cheapWeights.get(line.box)) ? [other, line] : [line, other];
    return inHeader(line.box) ? doubtWhereTheyDiffer(kept, rival) : kept;
  });
  return { lines, reread: doubtful.length, weighed: weighed.length };
}

/**
 * Whether the costly reader's reading of a line is kept over the cheap one's. Where both weighed both
 * readings, the one the two models (and the cheap one's language model) find likelier together wins:
 * on held-out training receipts' header lines, 95.9% read exactly against 93.9% keeping the more
 * confident reading (either reading right: 96.6%; docs/decisions/0351-two-readings-of-a-line-weighed-by-both-models.md). Otherwise (a line read
 * by the script sample, or that reads alike) the more confident reading is kept.
 */
function costlyWins(
  cheap: RecognisedLine,
  costly: RecognisedLine,
  cheapWeighs: RecognisedLine['likelihood'],
): boolean {
  const costlyWeighs = costly.likelihood;
  if (!cheapWeighs || !costlyWeighs) return costly.confidence > cheap.confidence;
  return costlyWeighs.own + cheapWeighs.witness > costlyWeighs.witness + cheapWeighs.own;
}

/**
 * The most a word's confidence can be when the other reader read it differently: one of the two is
 * wrong. Not below 0.5, where a short word at a row's end counts as a speck (`extract/parse/ocr-text.ts`).
 */
export const DISAGREED = 0.5;

const folded = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The kept reading of a header line with its words' confidence lowered where the other reader does not
 * bear them out. Two readers trained apart rarely make the same slip, so their agreement is the best sign
 * that a name or an address was read right, which the receipt field model's confidence learns from.
 */
export function doubtWhereTheyDiffer(kept: RecognisedLine, other: RecognisedLine): RecognisedLine {
  const witness = folded(other.text);
  if (folded(kept.text) === witness) return kept;
  const words = kept.words.map((w) => {
    const word = folded(w.text);
    return word && !witness.includes(word) ? { ...w, confidence: Math.min(w.confidence, DISAGREED) } : w;
  });
  const confidence = words.length
    ? Math.min(kept.confidence, ...words.map((w) => w.confidence))
    : Math.min(kept.confidence, DISAGREED);
  return { ...kept, words, confidence };
}

/** Where the top `HEADER_SHARE` of the text's height ends, in page pixels. */
function headerBottom(boxes: readonly TextBox[]): number {
  if (!boxes.length) return Number.NEGATIVE_INFINITY;
  const top = Math.min(...boxes.map((b) => b.y));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return top + (bottom - top) * HEADER_SHARE;
}
