/**
 * Table structure scored as in the ICDAR 2013 table competition (Göbel et al., "ICDAR 2013 Table
 * Competition"): each non-empty cell is related to its nearest non-empty neighbour to the right and
 * below, across the rows and columns it spans; a relation is the pair of cell contents (whitespace
 * removed) and its direction. Precision and recall compare the relations found with the ground truth's.
 */

export interface GridCell {
  row: number;
  col: number;
  endRow: number;
  endCol: number;
  text: string;
}

export interface RelationCount {
  correct: number;
  found: number;
  expected: number;
}

const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The adjacency relations of one table, as strings "a→b" (right) and "a↓b" (below). */
export function adjacencyRelations(cells: GridCell[]): string[] {
  const filled = cells.filter((c) => norm(c.text) !== '');
  const relations = new Set<string>();
  for (const cell of filled) {
    for (let r = cell.row; r <= cell.endRow; r++) {
      const right = filled
        .filter((d) => d !== cell && d.row <= r && d.endRow >= r && d.col > cell.endCol)
        .sort((a, b) => a.col - b.col)[0];
      if (right) relations.add(`${norm(cell.text)}→${norm(right.text)}`);
    }
    for (let c = cell.col; c <= cell.endCol; c++) {
      const below = filled
        .filter((d) => d !== cell && d.col <= c && d.endCol >= c && d.row > cell.endRow)
        .sort((a, b) => a.row - b.row)[0];
      if (below) relations.add(`${norm(cell.text)}↓${norm(below.text)}`);
    }
  }
  return [...relations];
}

/** Matches found relations against expected ones as multisets. */
export function compareRelations(found: string[], expected: string[]): RelationCount {
  const pool = new Map<string, number>();
  for (const r of expected) pool.set(r, (pool.get(r) ?? 0) + 1);
  let correct = 0;
  for (const r of found) {
    const n = pool.get(r) ?? 0;
    if (n > 0) {
      correct++;
      pool.set(r, n - 1);
    }
  }
  return { correct, found: found.length, expected: expected.length };
}

const attr = (tag: string, name: string) => {
  const m = new RegExp(`${name}\\s*=\\s*["']([^"']*)["']`).exec(tag);
  return m ? Number(m[1]) : undefined;
};

function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Ground-truth tables of an ICDAR 2013 `-str.xml` file, by page (1-based), each as its cells. */
export function parseStructureXml(xml: string): Array<{ page: number; cells: GridCell[] }> {
  const tables: Array<{ page: number; cells: GridCell[] }> = [];
  for (const region of xml.matchAll(/<region\b([^>]*)>([\s\S]*?)<\/region>/g)) {
    const page = attr(region[1] ?? '', 'page') ?? 1;
    const cells: GridCell[] = [];
    for (const cell of (region[2] ?? '').matchAll(/<cell\b([^>]*)>([\s\S]*?)<\/cell>/g)) {
      const tag = cell[1] ?? '';
      const row = attr(tag, 'start-row') ?? 0;
      const col = attr(tag, 'start-col') ?? 0;
      const content = /<content>([\s\S]*?)<\/content>/.exec(cell[2] ?? '')?.[1] ?? '';
      cells.push({
        row,
        col,
        endRow: attr(tag, 'end-row') ?? row,
        endCol: attr(tag, 'end-col') ?? col,
        text: decode(content),
      });
    }
    tables.push({ page, cells });
  }
  return tables;
}

export function f1Of(c: RelationCount): { precision: number; recall: number; f1: number } {
  const precision = c.found ? c.correct / c.found : 0;
  const recall = c.expected ? c.correct / c.expected : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}
