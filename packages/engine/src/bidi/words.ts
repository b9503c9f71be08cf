import { cellDirection, hasHebrew, isRtlVisualLine } from './direction.ts';
import { visualToLogicalOrder } from './order.ts';

/**
 * One character standing for a whole OCR word when the word order of a line is resolved: words
 * keep their own letters in logical order (Tesseract gives them so), only their order is unknown.
 */
function standIn(text: string): string {
  if (hasHebrew(text)) return 'א';
  if (/\p{L}/u.test(text)) return 'a';
  if (/\p{Nd}/u.test(text)) return '0';
  return [...text][0] ?? ' ';
}

/**
 * Orders the OCR words of one line (each already in logical order inside) by the bidirectional
 * algorithm: sorted left to right, each word replaced by a character of its class, and that
 * display-order string put back into logical order.
 */
export function orderWordsLogically<T extends { text: string; bbox: { x: number } }>(
  words: readonly T[],
  rtl: boolean,
): T[] {
  const visual = [...words].sort((a, b) => a.bbox.x - b.bbox.x);
  if (!rtl) return visual;
  // Spaces take part in level resolution, so a space at a direction change separates runs.
  const line = visual.map((w) => standIn(w.text)).join(' ');
  return visualToLogicalOrder(line, true)
    .order.filter((i) => i % 2 === 0)
    .map((i) => visual[i / 2] as T);
}

/** Gaps wider than this many line heights split a line into cells (table columns, label and value). */
export const CELL_GAP_EM = 1.0;

/**
 * Logical order of the words of one printed line. The line is cut into cells at wide gaps; cells
 * are read right to left on a right-to-left line, and inside a cell the bidirectional algorithm
 * decides, in the cell's direction (`cellDirection`).
 */
export function orderLineWords<T extends { text: string; bbox: { x: number; w: number; h: number } }>(
  words: readonly T[],
  pageRtl: boolean,
): { words: T[]; rtl: boolean } {
  const visual = [...words].sort((a, b) => a.bbox.x - b.bbox.x);
  const rtl = isRtlVisualLine(visual.map((w) => w.text).join(' '), pageRtl);
  const height = Math.max(1, median(visual.map((w) => w.bbox.h)));
  const cells: T[][] = [];
  for (const word of visual) {
    const prev = cells.at(-1)?.at(-1);
    if (prev && word.bbox.x - (prev.bbox.x + prev.bbox.w) <= height * CELL_GAP_EM) cells.at(-1)?.push(word);
    else cells.push([word]);
  }
  if (rtl) cells.reverse();
  const ordered = cells.flatMap((cell) =>
    orderWordsLogically(cell, cellDirection(cell.map((w) => w.text).join(' '), rtl)),
  );
  return { words: ordered, rtl };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
