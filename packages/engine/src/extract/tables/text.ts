import type { BBox } from '@docread/contracts';
import type { TextLine } from '../types.ts';

/** A word as table finding reads it: its box, and its place in its line's reading order. */
export interface TableWord {
  text: string;
  bbox: BBox;
  confidence: number;
  rtl: boolean;
  /** Position in the logical order of the row it came from: how a cell's words are read back. */
  order: number;
}

/** Words printed on one baseline band, left to right. */
export interface TextRow {
  words: TableWord[];
  top: number;
  bottom: number;
  rtl: boolean;
}

/** Words of one row close enough to be read as one piece of text (a cell, or a cell spanning columns). */
export interface Segment {
  words: TableWord[];
  x0: number;
  x1: number;
}

/** Gaps wider than this many text heights set a row's pieces apart as a table's cells are. */
export const TABULAR_GAP_EM = 1.2;

export const right = (b: BBox) => b.x + b.w;
export const bottom = (b: BBox) => b.y + b.h;

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** The words of a page's rows, each knowing its reading order. */
export function wordsOf(rows: readonly TextLine[]): TableWord[] {
  let order = 0;
  return rows.flatMap((row) =>
    row.words.map((w) => ({
      text: w.text,
      bbox: w.bbox,
      confidence: w.confidence,
      rtl: row.direction === 'rtl',
      order: order++,
    })),
  );
}

/** Words grouped into rows: a word whose box overlaps a row's band by half its height joins it. */
export function rowsOf(words: readonly TableWord[]): TextRow[] {
  const rows: TextRow[] = [];
  for (const word of [...words].sort((a, b) => a.bbox.y - b.bbox.y || a.bbox.x - b.bbox.x)) {
    const row = rows.find(
      (r) => Math.min(r.bottom, bottom(word.bbox)) - Math.max(r.top, word.bbox.y) > word.bbox.h * 0.5,
    );
    if (row) {
      row.words.push(word);
      row.top = Math.min(row.top, word.bbox.y);
      row.bottom = Math.max(row.bottom, bottom(word.bbox));
    } else rows.push({ words: [word], top: word.bbox.y, bottom: bottom(word.bbox), rtl: false });
  }
  for (const row of rows) {
    row.words.sort((a, b) => a.bbox.x - b.bbox.x);
    row.rtl = row.words.filter((w) => w.rtl).length * 2 > row.words.length;
  }
  return rows.sort((a, b) => a.top - b.top);
}

/** Height of a row's text: its words' median box height (font size for a text layer). */
export const heightOf = (row: TextRow) => median(row.words.map((w) => w.bbox.h)) || row.bottom - row.top;

/** A list item's mark (not a dash: a lone dash in a table is a cell with no figure). */
export const BULLET = /^[•◦▪▫■□●○·‣⁃∙]$/u;

/** A column boundary found in the text splits words only where they stand further apart than a space. */
const SPLIT_AT_CUT_EM = 0.5;

/**
 * A row cut into segments wherever words stand more than `gapEm` of the text's height apart, where a
 * vertical rule (`rules`) runs between them, or where a column boundary the text shows (`cuts`)
 * falls in a gap wider than a space.
 */
export function segmentsOf(
  row: TextRow,
  gapEm: number,
  cuts: { rules: readonly number[]; text: readonly number[] } = { rules: [], text: [] },
): Segment[] {
  const h = heightOf(row);
  const segments: Segment[] = [];
  for (const word of row.words) {
    const last = segments.at(-1);
    const gap = last ? word.bbox.x - last.x1 : 0;
    const between = (x: number) => last !== undefined && x > last.x1 - 1 && x < word.bbox.x + 1;
    const cut = cuts.rules.some(between) || (gap > h * SPLIT_AT_CUT_EM && cuts.text.some(between));
    // A list bullet set apart from its item belongs to it.
    const bullet = last !== undefined && last.words.length === 1 && BULLET.test(last.words[0]?.text ?? '');
    if (last && !cut && (gap < h * gapEm || bullet)) {
      last.words.push(word);
      last.x1 = Math.max(last.x1, right(word.bbox));
    } else segments.push({ words: [word], x0: word.bbox.x, x1: right(word.bbox) });
  }
  return segments;
}

/** The words of a cell in reading order: line by line, each line in its own logical order. */
export function cellText(words: readonly TableWord[]): string {
  const lines = rowsOf(words);
  return lines
    .map((l) =>
      [...l.words]
        .sort((a, b) => a.order - b.order)
        .map((w) => w.text)
        .join(' '),
    )
    .join(' ');
}
