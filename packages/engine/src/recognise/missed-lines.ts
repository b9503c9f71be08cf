import type { Line, Word } from '@docread/contracts';
import { PSM } from 'tesseract.js';
import type { TextBox } from '../detect/db-postprocess.ts';
import { union } from '../input/pdf-text.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrLangs, OcrPool } from '../ocr/pool.ts';
import { ocrLines } from '../ocr/to-page.ts';
import { cropPgm } from './crop.ts';

/** A detected line counts as read when Tesseract's words cover at least this share of its width. */
const MIN_COVERED = 0.3;
/** White kept around a line crop, in line heights. */
const PAD = 0.3;
/** Readings of a missed box below this mean word confidence are noise (rules, logos, stamps' frames). */
const MIN_CONFIDENCE = 0.6;
/** Smallest box worth a reading, in pixels of height. */
const MIN_HEIGHT = 8;

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
  const found = await Promise.all(missed.map((box) => readBox(pool, image, scale, box, langs)));
  const added = found
    .flat()
    .map((line) => withoutKnownWords(line, words))
    .filter((l): l is Line => l !== undefined && l.confidence >= MIN_CONFIDENCE);
  if (process.env.DOCREAD_DEBUG_REREAD)
    for (const l of found.flat())
      process.stderr.write(`MISSED ${JSON.stringify(l.text)} ${l.confidence.toFixed(2)}\n`);
  return added.length === 0 ? [...lines] : [...lines, ...added].sort((a, b) => a.bbox.y - b.bbox.y);
}

/**
 * A box's reading keeps only new words: a detected box can reach over a word Tesseract did read
 * (a lone `1` beside a table rule), and a rule read on its own comes out as `|`.
 */
function withoutKnownWords(line: Line, known: readonly Word[]): Line | undefined {
  const words = line.words.filter((w) => !/^[|]+$/.test(w.text) && !known.some((k) => overlaps(w, k)));
  if (words.length === 0) return undefined;
  if (words.length === line.words.length) return line;
  return {
    ...line,
    text: words.map((w) => w.text).join(' '),
    bbox: union(words.map((w) => w.bbox)),
    confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
    words,
  };
}

/** Two word boxes overlapping by more than a third of the smaller one are the same word. */
function overlaps(a: Word, b: Word): boolean {
  const w = Math.min(a.bbox.x + a.bbox.w, b.bbox.x + b.bbox.w) - Math.max(a.bbox.x, b.bbox.x);
  const h = Math.min(a.bbox.y + a.bbox.h, b.bbox.y + b.bbox.h) - Math.max(a.bbox.y, b.bbox.y);
  if (w <= 0 || h <= 0) return false;
  return w * h > Math.min(a.bbox.w * a.bbox.h, b.bbox.w * b.bbox.h) / 3;
}

/** Share of the box's width under words that sit on its row. */
function coveredShare(box: TextBox, words: readonly Word[]): number {
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

async function readBox(
  pool: OcrPool,
  image: GreyImage,
  scale: number,
  box: TextBox,
  langs: OcrLangs,
): Promise<Line[]> {
  const pad = box.h * PAD;
  const left = Math.max(0, Math.floor((box.x - pad) * scale));
  const top = Math.max(0, Math.floor((box.y - pad) * scale));
  const right = Math.min(image.width, Math.ceil((box.x + box.w + pad) * scale));
  const bottom = Math.min(image.height, Math.ceil((box.y + box.h + pad) * scale));
  if (right - left < 2 || bottom - top < 2) return [];
  const result = await pool.recognize({
    image: cropPgm(image, left, top, right - left, bottom - top),
    langs,
    psm: PSM.SINGLE_LINE,
    dpi: image.dpi || 300,
  });
  return ocrLines(result, { scale, offsetX: left / scale, offsetY: top / scale });
}
