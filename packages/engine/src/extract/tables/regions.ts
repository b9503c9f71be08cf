import type { Ruling } from '../../input/index.ts';
import type { Region } from './grid.ts';
import { boundsOf, connectedRulings, RULE_TOLERANCE, type Rulings } from './rulings.ts';
import { heightOf, right, rowsOf, segmentsOf, TABULAR_GAP_EM, type TableWord, type TextRow } from './text.ts';

/** Rows further apart than this many text heights are not one table. */
const ROW_GAP_EM = 2.5;
/** Lines of one cell (wrapped labels, section names) a text table may hold in a row between tabular ones. */
const MAX_PLAIN_RUN = 2;
/** Horizontal rules with ends this close (points) belong to one table's set of rules. */
const SAME_EXTENT = 8;

type Box = { x0: number; y0: number; x1: number; y1: number };

const centreIn = (w: TableWord, b: Box) => {
  const x = w.bbox.x + w.bbox.w / 2;
  const y = w.bbox.y + w.bbox.h / 2;
  return x >= b.x0 - 1 && x <= b.x1 + 1 && y >= b.y0 - 1 && y <= b.y1 + 1;
};

const contains = (outer: Box, inner: Box) =>
  inner.x0 >= outer.x0 - RULE_TOLERANCE &&
  inner.x1 <= outer.x1 + RULE_TOLERANCE &&
  inner.y0 >= outer.y0 - RULE_TOLERANCE &&
  inner.y1 <= outer.y1 + RULE_TOLERANCE &&
  (inner.x1 - inner.x0) * (inner.y1 - inner.y0) < (outer.x1 - outer.x0) * (outer.y1 - outer.y0) * 0.95;

const within = (r: Ruling, b: Box) =>
  r.x0 >= b.x0 - RULE_TOLERANCE &&
  r.x1 <= b.x1 + RULE_TOLERANCE &&
  r.y0 >= b.y0 - RULE_TOLERANCE &&
  r.y1 <= b.y1 + RULE_TOLERANCE;

function regionOf(page: number, box: Box, words: readonly TableWord[], rulings: Rulings): Region {
  return {
    page,
    ...box,
    ruled: true,
    words: words.filter((w) => centreIn(w, box)),
    rulings: {
      horizontal: rulings.horizontal.filter((r) => within(r, box)),
      vertical: rulings.vertical.filter((r) => within(r, box)),
    },
  };
}

const tabular = (row: TextRow) => segmentsOf(row, TABULAR_GAP_EM).length >= 2;

/**
 * Where a page's tables are. Ruled first: rules that meet one another frame a table (two frames
 * stacked a few points apart are one; a frame around frames is none), and horizontal rules of the
 * same length stacked over tabular text (a top rule, a rule under the headings, a bottom rule)
 * bound one. Then, in the words no ruled table took, runs of rows that split into several cells (a
 * line or two of one cell may sit between them).
 */
export function findRegions(page: number, words: readonly TableWord[], rulings: Rulings): Region[] {
  const framed: Region[] = [];
  const singles: Ruling[] = [];
  const frames: Box[] = [];
  for (const group of connectedRulings(rulings)) {
    if (group.vertical.length === 0 && group.horizontal.length === 1) {
      singles.push(group.horizontal[0] as Ruling);
      continue;
    }
    if (group.vertical.length === 0 || group.horizontal.length === 0) continue;
    const box = boundsOf(group);
    if (box.x1 - box.x0 >= 20 && box.y1 - box.y0 >= 10) frames.push(box);
  }
  for (const box of stackedFrames(frames)) {
    const region = regionOf(page, box, words, rulings);
    const lines = rowsOf(region.words);
    if (lines.length >= 2 && !openGap(lines, region.rulings.horizontal)) framed.push(region);
  }
  for (const box of stackedRules(singles, words)) framed.push(regionOf(page, box, words, rulings));
  // A frame around other ruled tables (a page border, a box around a figure and its table, one
  // table's rules reaching the next) is not a table itself: the tables inside it are.
  const regions = framed.filter((r) => !framed.some((o) => o !== r && contains(r, o)));

  const taken = new Set(regions.flatMap((r) => r.words));
  const free = words.filter((w) => !taken.has(w));
  for (const run of tabularRuns(rowsOf(free))) {
    const box = {
      x0: Math.min(...run.flatMap((r) => r.words.map((w) => w.bbox.x))),
      y0: Math.min(...run.map((r) => r.top)),
      x1: Math.max(...run.flatMap((r) => r.words.map((w) => right(w.bbox)))),
      y1: Math.max(...run.map((r) => r.bottom)),
    };
    regions.push({ ...regionOf(page, box, [], rulings), ruled: false, words: run.flatMap((r) => r.words) });
  }
  return regions;
}

/**
 * Text inside a frame that leaves a blank band taller than rows ever stand apart in a table, with no
 * rule across it, is a figure's labels around its drawing (a chart's frame), not a table's rows. The
 * frame proves nothing then; its words are read as any unruled text is.
 */
function openGap(lines: readonly TextRow[], horizontal: readonly Ruling[]): boolean {
  return lines.some((line, i) => {
    const above = lines[i - 1];
    if (!above) return false;
    const gap = line.top - above.bottom;
    return (
      gap > Math.min(heightOf(line), heightOf(above)) * ROW_GAP_EM &&
      !horizontal.some((r) => r.y0 > above.bottom && r.y0 < line.top)
    );
  });
}

/** Frames this close (points) one above the other, and as wide, are one table's heading and body drawn apart. */
const FRAME_GAP = 4;

/** Frames joined where one stands just under another as wide. */
function stackedFrames(frames: readonly Box[]): Box[] {
  const merged: Box[] = [];
  for (const frame of [...frames].sort((a, b) => a.y0 - b.y0)) {
    const above = merged.find((m) => {
      const overlap = Math.min(m.x1, frame.x1) - Math.max(m.x0, frame.x0);
      const narrower = Math.min(m.x1 - m.x0, frame.x1 - frame.x0);
      return frame.y0 - m.y1 <= FRAME_GAP && frame.y0 >= m.y1 - RULE_TOLERANCE && overlap >= narrower * 0.9;
    });
    if (above) {
      above.x0 = Math.min(above.x0, frame.x0);
      above.x1 = Math.max(above.x1, frame.x1);
      above.y1 = Math.max(above.y1, frame.y1);
    } else merged.push({ ...frame });
  }
  return merged;
}

/** Boxes bounded by two or more horizontal rules of one length with mostly tabular rows between them. */
function stackedRules(singles: readonly Ruling[], words: readonly TableWord[]): Box[] {
  const boxes: Box[] = [];
  const left = [...singles].sort((a, b) => a.y0 - b.y0);
  while (left.length > 0) {
    const first = left.shift() as Ruling;
    const same = [
      first,
      ...left.filter(
        (r) => Math.abs(r.x0 - first.x0) <= SAME_EXTENT && Math.abs(r.x1 - first.x1) <= SAME_EXTENT,
      ),
    ];
    if (same.length < 2) continue;
    const box = { x0: first.x0, y0: first.y0, x1: first.x1, y1: (same.at(-1) as Ruling).y0 };
    const rows = rowsOf(words.filter((w) => centreIn(w, box)));
    if (rows.length >= 2 && rows.filter(tabular).length * 2 >= rows.length) {
      boxes.push(box);
      for (const r of same.slice(1)) left.splice(left.indexOf(r), 1);
    }
  }
  return boxes;
}

/** Runs of rows that split into cells, close together, with at most a couple of one-cell rows inside. */
function tabularRuns(rows: readonly TextRow[]): TextRow[][] {
  const runs: TextRow[][] = [];
  let run: TextRow[] = [];
  let plain: TextRow[] = [];
  const flush = () => {
    if (run.filter(tabular).length >= 3) runs.push(run);
    run = [];
    plain = [];
  };
  for (const row of rows) {
    const last = plain.at(-1) ?? run.at(-1);
    if (last && row.top - last.bottom > heightOf(row) * ROW_GAP_EM) flush();
    if (tabular(row)) {
      run.push(...plain, row);
      plain = [];
    } else if (run.length > 0 && plain.length < MAX_PLAIN_RUN) plain.push(row);
    else flush();
  }
  flush();
  return runs;
}
