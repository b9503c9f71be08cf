import type { Line, Word } from '@docread/contracts';
import { orderLineWords } from '../bidi/index.ts';
import type { TextBox } from '../detect/db-postprocess.ts';
import { lineOfWords } from '../input/pdf-text.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrLangs, OcrPool } from '../ocr/pool.ts';
import { readBoxAlone } from './read-alone.ts';

/** A detected line counts as read when Tesseract's words cover at least this share of its width. */
export const MIN_COVERED = 0.3;
/** White kept around a line crop, in line heights; a boxed label is read again without it (its frame hurts). */
const PAD = 0.3;
const TIGHT_PAD = 0;
/** Readings of a missed box below this mean word confidence are noise (rules, logos, stamps' frames). */
const MIN_CONFIDENCE = 0.6;
/** Smallest box worth a reading, in pixels of height. */
export const MIN_HEIGHT = 8;

/**
 * Tesseract's page layout analysis drops text it takes for part of a drawing: ruled table cells
 * (a whole quantity column) and boxed labels. The detector still finds them; every detected line
 * Tesseract's words leave uncovered is read on its own (one line, PSM 7) and added to the page.
 * `boxes` and `lines` are in page pixels; `scale` maps them to `image` pixels.
 */
export async function readMissedLines(
  pool: OcrPool,
  image: GreyImage,
  scale: number,
  boxes: readonly TextBox[],
  lines: readonly Line[],
  langs: OcrLangs,
): Promise<Line[]> {
  const words = lines.flatMap((l) => l.words);
  const missed = boxes.filter(
    (box) => box.h >= MIN_HEIGHT && box.w >= box.h * 0.6 && coveredShare(box, words) < MIN_COVERED,
  );
  const found = await Promise.all(
    missed.map(async (box) => {
      const padded = await readBoxAlone(pool, image, scale, box, langs, PAD);
      if (padded.some((l) => l.confidence >= MIN_CONFIDENCE)) return padded;
      const tight = await readBoxAlone(pool, image, scale, box, langs, TIGHT_PAD);
      return meanConfidence(tight) > meanConfidence(padded) ? tight : padded;
    }),
  );
  const added = found
    .flat()
    .map((line) => withoutKnownWords(line, words))
    .filter((l): l is Line => l !== undefined && l.confidence >= MIN_CONFIDENCE);
  return added.reduce((page, line) => joinRow(page, line), [...lines]).sort((a, b) => a.bbox.y - b.bbox.y);
}

/**
 * A recovered piece joins the nearest line on its row (a quantity cell beside its item's
 * description), so the row's words are ordered together; on a row of its own it is a new line.
 * `pageRtl`: the page's own direction, which decides a row of words of both directions.
 */
export function joinRow(lines: Line[], piece: Line, pageRtl = true): Line[] {
  const sameRow = lines.filter(
    (l) => sharedHeight(l.bbox, piece.bbox) > Math.min(l.bbox.h, piece.bbox.h) * 0.5,
  );
  const nearest = sameRow.sort((a, b) => distance(a.bbox, piece.bbox) - distance(b.bbox, piece.bbox))[0];
  if (!nearest) return [...lines, piece];
  const { words: ordered, rtl } = orderLineWords([...nearest.words, ...piece.words], pageRtl);
  const joined = lineOfWords(ordered, rtl ? 'rtl' : 'ltr');
  return lines.map((l) => (l === nearest ? joined : l));
}

type Box = { x: number; y: number; w: number; h: number };
const sharedHeight = (a: Box, b: Box) => Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
const distance = (a: Box, b: Box) => Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w));

/**
 * A box's reading keeps only new words: a detected box can reach over a word Tesseract did read
 * (a lone `1` beside a table rule), and a rule read on its own comes out as `|`.
 */
export function withoutKnownWords(line: Line, known: readonly Word[]): Line | undefined {
  const words = line.words.filter((w) => !/^[|]+$/.test(w.text) && !known.some((k) => overlaps(w, k)));
  if (words.length === 0) return undefined;
  if (words.length === line.words.length) return line;
  return lineOfWords(words, line.direction);
}

/** Two word boxes overlapping by more than a third of the smaller one are the same word. */
function overlaps(a: Word, b: Word): boolean {
  const w = Math.min(a.bbox.x + a.bbox.w, b.bbox.x + b.bbox.w) - Math.max(a.bbox.x, b.bbox.x);
  const h = Math.min(a.bbox.y + a.bbox.h, b.bbox.y + b.bbox.h) - Math.max(a.bbox.y, b.bbox.y);
  if (w <= 0 || h <= 0) return false;
  return w * h > Math.min(a.bbox.w * a.bbox.h, b.bbox.w * b.bbox.h) / 3;
}

/** Share of the box's width under words that sit on its row. */
export function coveredShare(box: TextBox, words: readonly Word[]): number {
  const spans = words
    .filter((w) => {
      const shared = Math.min(box.y + box.h, w.bbox.y + w.bbox.h) - Math.max(box.y, w.bbox.y);
      return shared > Math.min(box.h, w.bbox.h) * 0.5;
    })
    .map((w) => [Math.max(box.x, w.bbox.x), Math.min(box.x + box.w, w.bbox.x + w.bbox.w)] as const)
    .filter(([a, b]) => b > a)
    .sort((p, q) => p[0] - q[0]);
  let covered = 0;
  let reach = box.x;
  for (const [a, b] of spans) {
    if (b <= reach) continue;
    covered += b - Math.max(a, reach);
    reach = b;
  }
  return covered / Math.max(1, box.w);
}

function meanConfidence(lines: readonly Line[]): number {
  return lines.length ? lines.reduce((s, l) => s + l.confidence, 0) / lines.length : 0;
}
