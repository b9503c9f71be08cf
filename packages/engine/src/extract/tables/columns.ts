import type { Ruling } from '../../input/index.ts';
import { RULE_TOLERANCE } from './rulings.ts';
import { type Segment, segmentsOf, type TextRow } from './text.ts';

/** Words further apart than this many text heights are in different cells (a space is about a third). */
export const CELL_GAP_EM = 0.7;
/** Rows that may cross a column gap found in the others (spanning headers, long labels), as a share. */
const MAY_CROSS = 0.3;

/** Column boundaries: vertical rules, and gaps the text keeps open all the way down. */
export interface Cuts {
  rules: number[];
  text: number[];
}

export const allCuts = (cuts: Cuts) => [...cuts.rules, ...cuts.text].sort((a, b) => a - b);

/** Where column boundaries run: vertical rules first, then gaps the text keeps open between them. */
export function columnCuts(
  rows: readonly TextRow[],
  box: { x0: number; x1: number; y0: number; y1: number },
  vertical: readonly Ruling[],
): Cuts {
  const rules = ruleCuts(vertical, box);
  const segmented = rows.map((r) => segmentsOf(r, CELL_GAP_EM, { rules, text: [] }));
  const multi = segmented.map((s) => s.length).filter((n) => n >= 2);
  // Body rows: those with as many cells as the fuller rows of several cells (a heading row with a
  // cell over two columns has fewer); the others may cross column gaps the body rows leave.
  const sorted = [...multi].sort((a, b) => a - b);
  const typical = Math.max(2, sorted[Math.floor(sorted.length * 0.75)] ?? 0);
  const body = segmented.filter((s) => s.length >= typical);
  const others = segmented.filter((s) => s.length < typical);
  // A gap a rule runs through is that rule's column boundary, not another one.
  const text = gapsBetween(body, others, rows.length)
    .filter(([from, to]) => !rules.some((r) => r >= from - RULE_TOLERANCE && r <= to + RULE_TOLERANCE))
    .map(([from, to]) => (from + to) / 2);
  return { rules, text };
}

/** Vertical rules inside the box (not its frame) long enough to separate at least one row of text. */
function ruleCuts(vertical: readonly Ruling[], box: { x0: number; x1: number; y0: number; y1: number }) {
  const inside = vertical.filter(
    (v) =>
      v.x0 > box.x0 + RULE_TOLERANCE * 2 &&
      v.x0 < box.x1 - RULE_TOLERANCE * 2 &&
      Math.min(v.y1, box.y1) - Math.max(v.y0, box.y0) > 6,
  );
  const xs = inside.map((v) => v.x0).sort((a, b) => a - b);
  const cuts: number[] = [];
  for (const x of xs) if (!cuts.some((c) => Math.abs(c - x) <= RULE_TOLERANCE * 2)) cuts.push(x);
  return cuts;
}

/**
 * Column gaps: x ranges no body row writes in and few other rows cross. Coverage is kept per half point
 * across the table's width.
 */
function gapsBetween(body: Segment[][], others: Segment[][], rowCount: number): Array<[number, number]> {
  const all = [...body, ...others].flat();
  if (body.length === 0 || all.length === 0) return [];
  const x0 = Math.min(...all.map((s) => s.x0));
  const x1 = Math.max(...all.map((s) => s.x1));
  const bins = Math.ceil((x1 - x0) * 2) + 1;
  const bodyCover = new Uint16Array(bins);
  const otherCover = new Uint16Array(bins);
  const cover = (rows: Segment[][], into: Uint16Array) => {
    for (const row of rows)
      for (const s of row) {
        const from = Math.floor((s.x0 - x0) * 2);
        const to = Math.ceil((s.x1 - x0) * 2);
        for (let i = Math.max(0, from); i < Math.min(bins, to); i++) into[i] = (into[i] as number) + 1;
      }
  };
  cover(body, bodyCover);
  cover(others, otherCover);
  const crossing = Math.max(0, Math.floor(rowCount * MAY_CROSS));
  const gaps: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i < bins; i++) {
    const open = bodyCover[i] === 0 && (otherCover[i] as number) <= crossing;
    if (open && start < 0) start = i;
    if (!open && start >= 0) {
      gaps.push([x0 + start / 2, x0 + i / 2]);
      start = -1;
    }
  }
  return gaps;
}

/** The columns a piece of text overlaps, as the first and last index between `cuts`. */
export function columnsSpanned(segment: Segment, cuts: readonly number[]): [number, number] {
  const margin = 1;
  let first = cuts.findIndex((c) => c > segment.x0 + margin);
  if (first < 0) first = cuts.length;
  let last = cuts.findIndex((c) => c >= segment.x1 - margin);
  if (last < 0) last = cuts.length;
  return [first, Math.max(first, last)];
}
