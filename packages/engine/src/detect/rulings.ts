import type { GreyImage, Ruling } from '../input/source-page.ts';

/** Pixels darker than this are ink. */
const INK = 128;
/** A rule is at least this share of the page's width (or height) long: letters never are. */
const MIN_SHARE = 1 / 25;
/** Breaks in a printed rule (scanner noise, a crossing rule's gap) this short, in pixels, are bridged. */
const BRIDGE = 3;

type Run = { at: number; from: number; to: number };

/**
 * Table rules on a scanned page: runs of ink along rows (horizontal rules) and columns (vertical
 * rules) far longer than any letter, a rule's thickness folded into one line at its middle. One
 * pass over the pixels each way, so it costs little beside recognition. Boxes are in the image's pixels.
 */
export function rulingsOnImage(image: GreyImage): Ruling[] {
  const { horizontal, vertical } = runs(image);
  return [
    ...fold(horizontal).map((r) => ({ x0: r.from, y0: r.at, x1: r.to, y1: r.at })),
    ...fold(vertical).map((r) => ({ x0: r.at, y0: r.from, x1: r.at, y1: r.to })),
  ];
}

/**
 * Long runs of ink along each row and each column, gaps up to `BRIDGE` bridged, in one pass over the
 * pixels row by row (each column's run is carried from row to row). Vertical runs come out sorted by
 * column, horizontal ones by row, as `fold` wants them.
 */
function runs(image: GreyImage): { horizontal: Run[]; vertical: Run[] } {
  const { data, width, height } = image;
  const minH = Math.max(20, Math.round(width * MIN_SHARE));
  const minV = Math.max(20, Math.round(height * MIN_SHARE));
  const horizontal: Run[] = [];
  const vertical: Run[] = [];
  const start = new Int32Array(width).fill(-1);
  const lastInk = new Int32Array(width).fill(-1);
  const closeColumn = (x: number) => {
    const s = start[x] as number;
    const l = lastInk[x] as number;
    if (s >= 0 && l - s + 1 >= minV) vertical.push({ at: x, from: s, to: l + 1 });
  };
  for (let y = 0; y < height; y++) {
    let rowStart = -1;
    let rowLast = -1;
    const offset = y * width;
    for (let x = 0; x < width; x++) {
      if ((data[offset + x] as number) >= INK) continue;
      if (rowStart < 0 || x - rowLast > BRIDGE + 1) {
        if (rowStart >= 0 && rowLast - rowStart + 1 >= minH)
          horizontal.push({ at: y, from: rowStart, to: rowLast + 1 });
        rowStart = x;
      }
      rowLast = x;
      if ((start[x] as number) < 0 || y - (lastInk[x] as number) > BRIDGE + 1) {
        closeColumn(x);
        start[x] = y;
      }
      lastInk[x] = y;
    }
    if (rowStart >= 0 && rowLast - rowStart + 1 >= minH)
      horizontal.push({ at: y, from: rowStart, to: rowLast + 1 });
  }
  for (let x = 0; x < width; x++) closeColumn(x);
  vertical.sort((a, b) => a.at - b.at || a.from - b.from);
  return { horizontal, vertical };
}

/** A rule thicker than this share of its length is a filled block (a dark margin, a photo), not a line. */
const MAX_THICKNESS = 0.05;

/** Runs on neighbouring pixel lines that overlap are one thick rule, placed at its middle. */
function fold(found: Run[]): Run[] {
  type Rule = Run & { first: number; last: number };
  const rules: Rule[] = [];
  // Runs come line by line: only rules that reached the line before can take a run.
  let open: Rule[] = [];
  let line = -1;
  for (const run of found) {
    if (run.at !== line) {
      open = open.filter((r) => r.last >= run.at - 1);
      line = run.at;
    }
    const rule = open.find((r) => r.last < run.at && r.from < run.to && run.from < r.to);
    if (rule) {
      rule.last = run.at;
      rule.from = Math.min(rule.from, run.from);
      rule.to = Math.max(rule.to, run.to);
    } else {
      const started = { ...run, first: run.at, last: run.at };
      rules.push(started);
      open.push(started);
    }
  }
  return rules
    .filter((r) => r.last - r.first + 1 <= Math.max(8, (r.to - r.from) * MAX_THICKNESS))
    .map((r) => ({ at: (r.first + r.last) / 2, from: r.from, to: r.to }));
}
