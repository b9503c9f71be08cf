import type { BBox, Table } from '@docread/contracts';
import type { Ruling } from '../../input/index.ts';
import type { TextLine } from '../types.ts';
import { isFigure, isSlanted } from './figures.ts';
import { gridOf, type Region } from './grid.ts';
import { findRegions } from './regions.ts';
import { mergeRulings } from './rulings.ts';
import { splitSideBySide } from './side-by-side.ts';
import { median, wordsOf } from './text.ts';

/** More rules than this on one page are a drawing, not tables (and would cost rule × rule to group). */
const MAX_RULINGS = 3000;

/** Words a cell of running text holds: a column of such cells beside another is a page's text columns. */
const PROSE_WORDS = 8;
/**
 * A line that carries on a sentence from the line above: it opens in lower case or with an open bracket.
 * A narrow column of text cut into lines is such lines, short as they are; a table's cells start afresh.
 */
const CARRIES_ON = /^[\p{Ll}(]/u;

/** A cell that names something: a word of three letters, not a bare figure. */
const WORDY = /\p{L}{3}/u;

/**
 * A table names what its figures are: a row of headings (two cells at least) or a column of labels, half
 * its cells words. A grid of bare figures is a chart's value labels or the ticks of its axes.
 */
function labelled(table: Table): boolean {
  const half = (cells: Table['cells']) => cells.filter((c) => WORDY.test(c.text)).length * 2 >= cells.length;
  const row = (r: number) => table.cells.filter((c) => c.row === r);
  const column = (k: number) => table.cells.filter((c) => c.column === k);
  return (
    Array.from({ length: table.rows }, (_, r) => row(r)).some((cells) => cells.length >= 2 && half(cells)) ||
    Array.from({ length: table.columns }, (_, k) => column(k)).some(
      (cells) => cells.length >= 1 && half(cells),
    )
  );
}

/**
 * A grid is a table when it has two columns and two rows at least and half its rows hold two
 * cells or more (axis labels of a chart, a caption beside a figure do not). A grid found in the
 * text alone must not have a column of running text (long cells, or half its cells lines that
 * carry on a sentence): two columns of prose side by side are not a table, though a ruled table
 * may hold sentences.
 */
function isTable(table: Table, region: Region): boolean {
  if (table.columns < 2 || table.rows < 2) return false;
  const perRow = new Map<number, number>();
  for (const c of table.cells) perRow.set(c.row, (perRow.get(c.row) ?? 0) + 1);
  const several = [...perRow.values()].filter((n) => n >= 2).length;
  if (several * 2 < table.rows || !labelled(table)) return false;
  if (region.ruled) return true;
  for (let column = 0; column < table.columns; column++) {
    const cells = table.cells.filter((c) => c.column === column);
    const words = cells.map((c) => c.text.split(/\s+/).length);
    if (words.length >= 2 && median(words) >= PROSE_WORDS) return false;
    const carriedOn = cells.filter((c) => CARRIES_ON.test(c.text) && c.text.split(/\s+/).length >= 3);
    if (cells.length >= 2 && carriedOn.length * 2 >= cells.length) return false;
  }
  return true;
}

/**
 * Tables on each page, from where its words stand and the lines it draws (`rulings`, by page
 * number; absent for pages read without them): regions first (`regions.ts`), those the page draws
 * a figure across left out (`figures.ts`), then each region's grid of cells (`grid.ts`), kept when
 * it is a table (`isTable`). The rules of thumb are in points;
 * a page in other units (a scan's pixels) gives its points per unit in `pointsPerUnit`, and its
 * tables come back in its own units.
 */
export function findTables(
  rows: readonly TextLine[],
  rulings: Record<number, Ruling[]> = {},
  pointsPerUnit: Record<number, number> = {},
): Table[] {
  const pages = [...new Set(rows.map((r) => r.page))];
  return pages.flatMap((page) => {
    const k = pointsPerUnit[page] ?? 1;
    const words = wordsOf(rows.filter((r) => r.page === page)).map((w) => ({
      ...w,
      bbox: scaled(w.bbox, k),
    }));
    const lines = (rulings[page] ?? []).map((r) => ({
      x0: r.x0 * k,
      y0: r.y0 * k,
      x1: r.x1 * k,
      y1: r.y1 * k,
    }));
    const merged = mergeRulings(lines);
    const slanted = lines.filter(isSlanted);
    // A page drawing thousands of lines is a map or a chart; its tables, if any, are read from the text.
    const drawn =
      merged.horizontal.length + merged.vertical.length <= MAX_RULINGS
        ? merged
        : { horizontal: [], vertical: [] };
    const regions = findRegions(page, words, drawn);
    return regions
      .filter((region) => !isFigure(region, slanted))
      .map((region) => ({ region, table: gridOf(region) }))
      .filter((f): f is { region: Region; table: Table } => f.table !== null && isTable(f.table, f.region))
      .flatMap((f) => splitSideBySide(f.table))
      .map((t) => (k === 1 ? t : inUnits(t, 1 / k)))
      .sort((a, b) => a.bbox.y - b.bbox.y);
  });
}

const scaled = (b: BBox, k: number): BBox => ({ x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k });

function inUnits(table: Table, k: number): Table {
  return {
    ...table,
    bbox: scaled(table.bbox, k),
    cells: table.cells.map((c) => ({ ...c, bbox: c.bbox && scaled(c.bbox, k) })),
  };
}
