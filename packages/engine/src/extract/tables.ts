import type { BBox, Table } from '@docread/contracts';
import { round } from './field.ts';
import { isItemHeader } from './line-items.ts';
import { unionBox } from './lines.ts';
import type { TextLine } from './types.ts';

export interface Cell {
  text: string;
  bbox: BBox;
  confidence: number;
}

interface Column {
  x0: number;
  x1: number;
}

const MIN_ROWS = 3;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** Splits a row into cells wherever the gap between words is much wider than a space. */
export function cellsOf(row: TextLine): Cell[] {
  const words = [...row.words].sort((a, b) => a.bbox.x - b.bbox.x);
  if (!words.length) return [];
  const height = median(words.map((w) => w.bbox.h)) || row.bbox.h;
  const groups: (typeof words)[] = [];
  for (const word of words) {
    const group = groups[groups.length - 1];
    const prev = group?.[group.length - 1];
    if (group && prev && word.bbox.x - (prev.bbox.x + prev.bbox.w) < height * 1.2) group.push(word);
    else groups.push([word]);
  }
  return groups.map((g) => {
    const logical = row.direction === 'rtl' ? [...g].reverse() : g;
    return {
      text: logical.map((w) => w.text).join(' '),
      bbox: unionBox(g.map((w) => w.bbox)),
      confidence: Math.min(...g.map((w) => w.confidence)),
    };
  });
}

function overlap(a: Column, b: Column): number {
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
}

/** Column bands from all cells of the run: intervals that overlap horizontally are one column. */
function columnsOf(rows: Cell[][]): Column[] {
  const spans = rows
    .flat()
    .map((c) => ({ x0: c.bbox.x, x1: c.bbox.x + c.bbox.w }))
    .sort((a, b) => a.x0 - b.x0);
  const columns: Column[] = [];
  for (const span of spans) {
    const last = columns[columns.length - 1];
    if (last && span.x0 <= last.x1) last.x1 = Math.max(last.x1, span.x1);
    else columns.push({ ...span });
  }
  return columns;
}

function columnOf(cell: Cell, columns: Column[]): number {
  const span = { x0: cell.bbox.x, x1: cell.bbox.x + cell.bbox.w };
  let best = 0;
  let bestOverlap = -1;
  columns.forEach((c, i) => {
    const o = overlap(span, c);
    if (o > bestOverlap) {
      best = i;
      bestOverlap = o;
    }
  });
  return best;
}

function toTable(run: Array<{ row: TextLine; cells: Cell[] }>): Table | null {
  const columns = columnsOf(run.map((r) => r.cells));
  if (columns.length < 2) return null;
  const rtl = run.filter((r) => r.row.direction === 'rtl').length * 2 > run.length;
  const order = columns.map((_, i) => i);
  if (rtl) order.reverse();
  const cells: Table['cells'] = [];
  run.forEach(({ cells: rowCells }, rowIndex) => {
    const byColumn = new Map<number, Cell[]>();
    for (const cell of rowCells) {
      const c = columnOf(cell, columns);
      byColumn.set(c, [...(byColumn.get(c) ?? []), cell]);
    }
    for (const [c, parts] of byColumn) {
      const logical = rtl ? [...parts].reverse() : parts;
      cells.push({
        row: rowIndex,
        column: order.indexOf(c),
        rowSpan: 1,
        columnSpan: 1,
        text: logical.map((p) => p.text).join(' '),
        bbox: unionBox(parts.map((p) => p.bbox)),
        confidence: Math.min(...parts.map((p) => p.confidence)),
      });
    }
  });
  const first = run[0];
  const numeric = (text: string) => /^[\d\s.,:/%()₪$€£+-]+$/.test(text) && /\d/.test(text);
  const headerLike =
    first &&
    (isItemHeader(first.row.text) ||
      (!first.cells.some((c) => numeric(c.text)) &&
        run.slice(1).some((r) => r.cells.some((c) => numeric(c.text)))));
  const filled = cells.length / (run.length * columns.length);
  return {
    page: first?.row.page ?? 1,
    bbox: unionBox(run.map((r) => r.row.bbox)),
    rows: run.length,
    columns: columns.length,
    headerRows: headerLike ? [0] : [],
    cells: cells.sort((a, b) => a.row - b.row || a.column - b.column),
    confidence: round(
      (cells.reduce((s, c) => s + c.confidence, 0) / Math.max(1, cells.length)) * (0.6 + 0.4 * filled),
    ),
  };
}

/**
 * Tables rebuilt from word positions: runs of consecutive rows that split into two or more cells,
 * whose cells line up in the same column bands.
 */
export function findTables(rows: TextLine[]): Table[] {
  const tables: Table[] = [];
  let run: Array<{ row: TextLine; cells: Cell[] }> = [];
  const flush = () => {
    if (run.length >= MIN_ROWS) {
      const table = toTable(run);
      // A run whose rows each hit a different set of bands is prose in columns, not a table.
      if (table && table.columns <= 12 && table.cells.length >= table.rows * 2) tables.push(table);
    }
    run = [];
  };
  for (const row of rows) {
    const cells = cellsOf(row);
    const previous = run[run.length - 1];
    const sameBlock =
      previous &&
      previous.row.page === row.page &&
      row.bbox.y - (previous.row.bbox.y + previous.row.bbox.h) < row.bbox.h * 2.5;
    if (cells.length >= 2 && (sameBlock || !previous)) run.push({ row, cells });
    else {
      flush();
      if (cells.length >= 2) run.push({ row, cells });
    }
  }
  flush();
  return tables;
}
