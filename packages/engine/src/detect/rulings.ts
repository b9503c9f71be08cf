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
  const { data, width, height } = image;
  const horizontal = fold(
    runs(height, width, Math.max(20, Math.round(width * MIN_SHARE)), (y, x) => data[y * width + x] as number),
  );
  const vertical = fold(
    runs(
      width,
      height,
      Math.max(20, Math.round(height * MIN_SHARE)),
      (x, y) => data[y * width + x] as number,
    ),
  );
  return [
    ...horizontal.map((r) => ({ x0: r.from, y0: r.at, x1: r.to, y1: r.at })),
    ...vertical.map((r) => ({ x0: r.at, y0: r.from, x1: r.at, y1: r.to })),
  ];
}

/** Long runs of ink on each line of pixels (`lines` of `length` pixels), gaps up to `BRIDGE` bridged. */
function runs(lines: number, length: number, min: number, at: (line: number, i: number) => number): Run[] {
  const found: Run[] = [];
  for (let line = 0; line < lines; line++) {
    let start = -1;
    let lastInk = -1;
    for (let i = 0; i <= length; i++) {
      const ink = i < length && at(line, i) < INK;
      if (ink) {
        if (start < 0 || i - lastInk > BRIDGE + 1) {
          if (start >= 0 && lastInk - start + 1 >= min)
            found.push({ at: line, from: start, to: lastInk + 1 });
          start = i;
        }
        lastInk = i;
      }
    }
    if (start >= 0 && lastInk - start + 1 >= min) found.push({ at: line, from: start, to: lastInk + 1 });
  }
  return found;
}

/** A rule thicker than this share of its length is a filled block (a dark margin, a photo), not a line. */
const MAX_THICKNESS = 0.05;

/** Runs on neighbouring pixel lines that overlap are one thick rule, placed at its middle. */
function fold(found: Run[]): Run[] {
  const rules: Array<Run & { first: number; last: number }> = [];
  for (const run of found) {
    const rule = rules.find((r) => r.last >= run.at - 1 && r.from < run.to && run.from < r.to);
    if (rule) {
      rule.last = run.at;
      rule.from = Math.min(rule.from, run.from);
      rule.to = Math.max(rule.to, run.to);
    } else rules.push({ ...run, first: run.at, last: run.at });
  }
  return rules
    .filter((r) => r.last - r.first + 1 <= Math.max(8, (r.to - r.from) * MAX_THICKNESS))
    .map((r) => ({ at: (r.first + r.last) / 2, from: r.from, to: r.to }));
}
