import type { Ruling } from '../../input/index.ts';
import { heightOf, type TableWord, type TextRow } from './text.ts';

/** One printed line of a table cut into its cells: each cell's first and last column and its words. */
export interface LineCells {
  row: TextRow;
  cells: Array<{ first: number; last: number; words: TableWord[] }>;
}

/** A horizontal rule at least this share of the table's width separates rows. */
const ROW_RULE_WIDTH = 0.3;

const textOf = (words: readonly TableWord[]) => words.map((w) => w.text).join(' ');
/** Amounts, counts, percentages, years: what the body of a table holds and its headings do not. */
export const isNumeric = (text: string) => /\d/.test(text) && /^[\s\d.,:/%()\-+–—$€£₪*]+$/.test(text);
const spans = (line: LineCells) => line.cells.some((c) => c.last > c.first);
const dataLine = (line: LineCells) =>
  line.cells.length >= 2 && line.cells.some((c) => c.first > 0 && isNumeric(textOf(c.words)));
/** A line cut short mid-phrase: the next line carries on the same cell. */
const OPEN_END = /([-–,/(&]|\b(and|or|of|the|in|for|to|by|on|with|from|per|at|a|an))$/i;

/**
 * Printed lines grouped into table rows. Horizontal rules split the table into bands; a band whose
 * lines hold one row of several cells at most is one row (cells written on several lines). Bands
 * of several full lines are split line by line, except that stacked column headings above the
 * first line of figures are one row, a label that wraps onto a line of its own (a line that
 * carries on mid-phrase, or starts in lower case) stays with the row it belongs to, and figures set
 * between the two lines of their label join it.
 */
export function groupRows(
  lines: readonly LineCells[],
  horizontal: readonly Ruling[],
  box: { x0: number; x1: number },
): LineCells[][] {
  const width = box.x1 - box.x0;
  const rules = horizontal
    .filter((h) => Math.min(h.x1, box.x1) - Math.max(h.x0, box.x0) >= width * ROW_RULE_WIDTH)
    .map((h) => h.y0);
  const bands: LineCells[][] = [];
  let band = -1;
  for (const line of lines) {
    const centre = (line.row.top + line.row.bottom) / 2;
    const at = rules.filter((y) => y < centre).length;
    if (at !== band || bands.length === 0) bands.push([]);
    band = at;
    bands.at(-1)?.push(line);
  }
  // Headings: the lines above the first line of figures; in a table of words, above the first
  // line with a row label (headings leave the label column empty).
  const firstData = lines.findIndex(dataLine);
  const headingEnd = firstData >= 0 ? firstData : lines.findIndex((l) => l.cells.some((c) => c.first === 0));
  return bands.flatMap((b) => {
    const full = b.filter((l) => l.cells.length >= 2).length;
    if (full <= 1) return [b];
    return splitBand(b, (l) => lines.indexOf(l) < headingEnd);
  });
}

/** A cell's text continues on the next line: lower case or a bracket ahead, or left open mid-phrase. */
function carriesOn(earlier: string, later: string, first: string): boolean {
  if (/^[(\p{Ll}]/u.test(later) || OPEN_END.test(earlier)) return true;
  // An open bracket not yet closed, or the next item of a bulleted list the cell began.
  if ((earlier.match(/\(/g) ?? []).length > (earlier.match(/\)/g) ?? []).length) return true;
  return BULLET_START.test(first) && BULLET_START.test(later);
}

const BULLET_START = /^[•◦▪▫■□●○·‣⁃∙]/u;

/**
 * A line that only carries on the cells of the row next to it: no figures, every cell under (or
 * over) one of that row's cells, and at least one of them continuing mid-phrase or listing on.
 */
function continues(row: readonly LineCells[], line: LineCells, lineIsLater: boolean): boolean {
  let carried = false;
  for (const cell of line.cells) {
    const text = textOf(cell.words);
    if (isNumeric(text)) return false;
    const inColumn = row
      .map((l) => l.cells.find((c) => c.first <= cell.first && c.last >= cell.last))
      .filter((c): c is LineCells['cells'][number] => c !== undefined)
      .map((c) => textOf(c.words));
    const near = lineIsLater ? inColumn.at(-1) : inColumn[0];
    if (near === undefined) return false;
    const first = inColumn[0] as string;
    if (lineIsLater ? carriesOn(near, text, first) : carriesOn(text, near, text)) carried = true;
  }
  return carried;
}

/** A band of several full lines, line by line, with the exceptions `groupRows` names. */
function splitBand(lines: readonly LineCells[], isHeading: (line: LineCells) => boolean): LineCells[][] {
  const rows: LineCells[][] = [];
  let pending: LineCells[] = [];
  lines.forEach((line, i) => {
    const current = rows.at(-1);
    const previous = current?.at(-1);
    const h = heightOf(line.row);
    const close = previous !== undefined && line.row.top - previous.row.bottom <= h;
    if (isHeading(line)) {
      // Stacked headings are one row; a heading over several columns is a row of its own.
      const joins = current && previous && isHeading(previous) && close && !spans(line) && !spans(previous);
      if (joins) current.push(line);
      else rows.push([...pending, line]);
      pending = [];
      return;
    }
    if (current && previous && close && pending.length === 0 && continues(current, line, true)) {
      current.push(line);
      return;
    }
    // Figures set half a line lower than a label of two lines, between its lines: they overlap the
    // line above and share none of its columns.
    const interleaved =
      current &&
      previous &&
      line.row.top < previous.row.bottom - h * 0.2 &&
      !line.cells.some((c) =>
        current.some((l) => l.cells.some((o) => o.first <= c.last && o.last >= c.first)),
      );
    if (interleaved && pending.length === 0) {
      current.push(line);
      return;
    }
    const next = lines[i + 1];
    const nextClose = next !== undefined && next.row.top - line.row.bottom <= h;
    // A label whose first line stands alone and whose figures are on its last line.
    if (
      next &&
      nextClose &&
      !isHeading(next) &&
      next.cells.length > line.cells.length &&
      continues([next], line, false)
    ) {
      pending.push(line);
      return;
    }
    rows.push([...pending, line]);
    pending = [];
  });
  if (pending.length) rows.push(pending);
  return rows;
}
