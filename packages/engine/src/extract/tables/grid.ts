import type { Table } from '@docread/contracts';
import type { Ruling } from '../../input/index.ts';
import { round } from '../field.ts';
import { unionBox } from '../lines.ts';
import { allCuts, CELL_GAP_EM, columnCuts, columnsSpanned } from './columns.ts';
import { groupRows, isNumeric, type LineCells } from './rows.ts';
import { RULE_TOLERANCE, type Rulings } from './rulings.ts';
import {
  cellText,
  heightOf,
  rowsOf,
  segmentsOf,
  TABULAR_GAP_EM,
  type TableWord,
  type TextRow,
} from './text.ts';

export interface Region {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  words: TableWord[];
  rulings: Rulings;
  /** Found by its rules rather than by the text alone. */
  ruled: boolean;
}

/** A line this share of its table's width or more, in one piece, is running text: a caption or a note. */
const CAPTION_WIDTH = 0.5;
/** ... and a sentence's worth of words: a short heading over a narrow table can be as wide. */
const CAPTION_WORDS = 6;

/**
 * How far down the rules between a frame's columns run: a frame's title above them and its notes
 * under them are the frame's, not the grid's rows. Null without a rule inside the frame.
 */
function columnRuleSpan(region: Region): { top: number; bottom: number } | null {
  const inner = region.rulings.vertical.filter(
    (v) => v.x0 > region.x0 + RULE_TOLERANCE * 2 && v.x0 < region.x1 - RULE_TOLERANCE * 2,
  );
  if (inner.length === 0) return null;
  return { top: Math.min(...inner.map((v) => v.y0)), bottom: Math.max(...inner.map((v) => v.y1)) };
}

/**
 * A frame often holds a table's title above it and its source notes below: lines of running text in
 * one piece (no gap of a column), starting at the frame's left and reaching across half of it. Those at
 * the top and bottom are not the table's rows; a heading over columns is centred, not at the left.
 */
function withoutCaptions(lines: TextRow[], box: Region): TextRow[] {
  const left = Math.min(...lines.flatMap((l) => l.words.map((w) => w.bbox.x)));
  const right = Math.max(...lines.flatMap((l) => l.words.map((w) => w.bbox.x + w.bbox.w)));
  const width = Math.min(box.x1, right) - Math.max(box.x0, left);
  const columns = columnRuleSpan(box);
  const caption = (line: TextRow | undefined) => {
    if (!line) return false;
    const [only, ...more] = segmentsOf(line, TABULAR_GAP_EM);
    if (!only || more.length > 0) return false;
    // Above or under every rule between the columns: the frame's title or its notes, whatever their width.
    if (
      columns &&
      (line.bottom <= columns.top + RULE_TOLERANCE || line.top >= columns.bottom - RULE_TOLERANCE)
    )
      return true;
    const h = heightOf(line);
    return (
      only.x0 - left <= h && only.x1 - only.x0 >= width * CAPTION_WIDTH && only.words.length >= CAPTION_WORDS
    );
  };
  let from = 0;
  let to = lines.length;
  while (from < to && caption(lines[from])) from++;
  while (to > from && caption(lines[to - 1])) to--;
  return lines.slice(from, to);
}

/**
 * In a ruled table a merged cell is drawn by leaving out the rule between its columns: where a
 * column rule does not pass a line and the block of columns beyond it is empty on that line, the
 * cell next to it reaches over that block (its text need not be centred).
 */
function spanRuleGaps(
  cells: LineCells['cells'],
  row: TextRow,
  cuts: readonly number[],
  rules: readonly number[],
  vertical: readonly Ruling[],
): void {
  if (rules.length === 0) return;
  const centre = (row.top + row.bottom) / 2;
  const drawnAt = (x: number) =>
    vertical.some((v) => Math.abs(v.x0 - x) <= RULE_TOLERANCE * 2 && v.y0 <= centre && v.y1 >= centre);
  // Column index of each rule cut, and the blocks of columns between rules.
  const ruleIndex = rules.map((x) => cuts.indexOf(x)).filter((i) => i >= 0);
  const bounds = [-1, ...ruleIndex, cuts.length];
  const blockOf = (column: number) => bounds.findIndex((b, i) => i > 0 && column <= b) - 1;
  const empty = (from: number, to: number, self: LineCells['cells'][number]) =>
    !cells.some((c) => c !== self && c.first <= to && c.last >= from);
  for (const cell of cells) {
    for (let block = blockOf(cell.last); block + 1 < bounds.length - 1; block++) {
      const rule = bounds[block + 1] as number;
      const next = bounds[block + 2] as number;
      if (drawnAt(cuts[rule] as number) || !empty(rule + 1, next, cell)) break;
      cell.last = next;
    }
    for (let block = blockOf(cell.first); block > 0; block--) {
      const rule = bounds[block] as number;
      const previous = bounds[block - 1] as number;
      if (drawnAt(cuts[rule] as number) || !empty(previous + 1, rule, cell)) break;
      cell.first = previous + 1;
    }
  }
}

/**
 * Columns that hold no cell of their own (only the middle of cells spanning them, as a table's
 * rules around a merged heading leave) are dropped, and cells renumbered: the grid has the
 * columns the text uses. Returns the number of columns left.
 */
function compactColumns(lines: readonly LineCells[], count: number): number {
  const cells = lines.flatMap((l) => l.cells);
  const kept = new Set(cells.filter((c) => c.first === c.last).map((c) => c.first));
  for (const c of cells) {
    if (![...kept].some((k) => k >= c.first && k <= c.last)) kept.add(c.first);
  }
  const order = [...kept].sort((a, b) => a - b);
  const index = new Map<number, number>();
  for (let c = 0, k = 0; c < count; c++) {
    if (kept.has(c)) k++;
    index.set(c, Math.max(0, k - 1));
  }
  for (const cell of cells) {
    const first = order.findIndex((k) => k >= cell.first);
    cell.first = first;
    cell.last = index.get(cell.last) ?? first;
  }
  return order.length;
}

/**
 * A region's words as a grid of cells. Columns run between vertical rules or text gaps
 * (`columns.ts`); rows are printed lines grouped by rules and by how the text continues (`rows.ts`).
 * A piece of text that crosses a column boundary is one cell spanning those columns; cells
 * with nothing in them are left out (the contract's grid has holes where the page does).
 */
export function gridOf(region: Region): Table | null {
  const lines = withoutCaptions(rowsOf(region.words), region);
  if (lines.length < 2) return null;
  const found = columnCuts(lines, region, region.rulings.vertical);
  const cuts = allCuts(found);
  if (cuts.length === 0) return null;
  const cut = lines.map((row): LineCells => {
    const cells: LineCells['cells'] = [];
    for (const segment of segmentsOf(row, CELL_GAP_EM, found)) {
      const [first, last] = columnsSpanned(segment, cuts);
      const same = cells.find((c) => c.first <= last && c.last >= first);
      if (same) {
        same.first = Math.min(same.first, first);
        same.last = Math.max(same.last, last);
        same.words.push(...segment.words);
      } else cells.push({ first, last, words: [...segment.words] });
    }
    spanRuleGaps(cells, row, cuts, found.rules, region.rulings.vertical);
    return { row, cells };
  });
  const rows = groupRows(cut, region.rulings.horizontal, region);
  const columnCount = compactColumns(rows.flat(), cuts.length + 1);
  const rtl = lines.filter((l) => l.rtl).length * 2 > lines.length;
  const cells: Table['cells'] = [];
  rows.forEach((group, r) => {
    // Pieces of text in one row that overlap in columns (a heading over two columns on one line, a
    // word under it on the next) are one cell.
    const merged: Array<{ first: number; last: number; words: TableWord[] }> = [];
    for (const piece of group.flatMap((l) => l.cells)) {
      const overlapping = merged.filter((m) => m.first <= piece.last && m.last >= piece.first);
      const joined = {
        first: Math.min(piece.first, ...overlapping.map((m) => m.first)),
        last: Math.max(piece.last, ...overlapping.map((m) => m.last)),
        words: [...overlapping.flatMap((m) => m.words), ...piece.words],
      };
      for (const m of overlapping) merged.splice(merged.indexOf(m), 1);
      merged.push(joined);
    }
    for (const cell of merged) {
      const first = rtl ? columnCount - 1 - cell.last : cell.first;
      cells.push({
        row: r,
        column: first,
        rowSpan: 1,
        columnSpan: cell.last - cell.first + 1,
        text: cellText(cell.words),
        bbox: unionBox(cell.words.map((w) => w.bbox)),
        confidence: Math.min(...cell.words.map((w) => w.confidence)),
      });
    }
  });
  const body = rows.findIndex((g) =>
    g.some((l) => l.cells.some((c) => c.first > 0 && isNumeric(cellText(c.words)))),
  );
  const filled = cells.reduce((s, c) => s + c.columnSpan, 0) / (rows.length * columnCount);
  return {
    page: region.page,
    bbox: unionBox(lines.flatMap((l) => l.words.map((w) => w.bbox))),
    rows: rows.length,
    columns: columnCount,
    headerRows: body > 0 ? Array.from({ length: body }, (_, i) => i) : [],
    cells: cells.sort((a, b) => a.row - b.row || a.column - b.column),
    confidence: round(
      (cells.reduce((s, c) => s + c.confidence, 0) / Math.max(1, cells.length)) * (0.6 + 0.4 * filled),
    ),
  };
}
