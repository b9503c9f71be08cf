import type { Table } from '@docread/contracts';
import { unionBox } from '../lines.ts';

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A long, narrow table is often printed in blocks side by side, each under the same headings
 * ("Age | Total, Age | Total"). When the first row repeats itself every `period` columns, each
 * block is a table of its own, as the document means it (a block is two columns at least).
 */
export function splitSideBySide(table: Table): Table[] {
  const first = table.cells.filter((c) => c.row === 0);
  const textAt = (column: number) => first.find((c) => c.column === column && c.columnSpan === 1)?.text;
  for (let period = 2; period <= table.columns / 2; period++) {
    if (table.columns % period !== 0) continue;
    let repeats = true;
    for (let column = 0; column < table.columns - period && repeats; column++)
      repeats = same(textAt(column), textAt(column + period));
    if (!repeats) continue;
    return Array.from({ length: table.columns / period }, (_, block) =>
      blockOf(table, block * period, period),
    );
  }
  return [table];
}

function blockOf(table: Table, from: number, width: number): Table {
  const cells = table.cells.filter((c) => c.column >= from && c.column < from + width);
  const rows = [...new Set(cells.map((c) => c.row))].sort((a, b) => a - b);
  const boxes = cells.flatMap((c) => (c.bbox ? [c.bbox] : []));
  return {
    ...table,
    bbox: boxes.length ? unionBox(boxes) : table.bbox,
    rows: rows.length,
    columns: width,
    headerRows: table.headerRows.filter((r) => rows.includes(r)).map((r) => rows.indexOf(r)),
    cells: cells.map((c) => ({ ...c, row: rows.indexOf(c.row), column: c.column - from })),
  };
}
