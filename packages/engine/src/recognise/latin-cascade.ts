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
 * may rise (`doubtWhereTheyDiffer`). Which reading is kept is decided as for any other line, by confidence:
 * on the visible SROIE receipts' header lines, exactly read 92.8% that way, 91.0% keeping PP-OCR's unless
 * the Latin model's held more listed header words, 86.5% PP-OCR's alone; on 40 held-out training receipts
 * 90.8%, 87.1% and 84.4% (the Latin model decoded with its language model, models/latin-ctc/README.md).
 */
export const HEADER_SHARE = 0.3;

/**
 * Reads Latin lines with the cheap model first and hands its doubtful lines and the header to the
 * costly one; a line read by both keeps the more confident reading, a header line's doubted where the
 * other differs. `known` are lines the costly reader has read already (the script sample), which count as read.
 */
export async function readLatinLines(
  cheap: LineRecogniser,
  costly: LineRecogniser,
  image: GreyImage,
  boxes: readonly TextBox[],
  known: readonly RecognisedLine[],
  signal?: AbortSignal,
): Promise<{ lines: RecognisedLine[]; reread: number }> {
  const first = await cheap.recognise(image, boxes, signal);
  const seconds = new Map<TextBox, RecognisedLine>();
  for (const line of first) {
    const before = known.find((l) => sameBox(l.box, line.box));
    if (before) seconds.set(line.box, before);
  }
  const header = headerBottom(boxes);
  const inHeader = (box: TextBox) => box.y + box.h / 2 <= header;
  const doubtful = first
    .filter((l) => (l.confidence < DOUBTFUL_LINE || inHeader(l.box)) && !seconds.has(l.box))
    .map((l) => l.box);
  const reread = doubtful.length ? await costly.recognise(image, doubtful, signal) : [];
  for (const [i, line] of reread.entries()) seconds.set(doubtful[i] as TextBox, line);
  const lines = first.map((line) => {
    const other = seconds.get(line.box);
    if (!other) return line;
    const [kept, rival] = other.confidence > line.confidence ? [other, line] : [line, other];
    return inHeader(line.box) ? doubtWhereTheyDiffer(kept, rival) : kept;
  });
  return { lines, reread: doubtful.length };
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
