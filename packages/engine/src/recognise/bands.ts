import type { TextBox } from '../detect/db-postprocess.ts';

export type Band = { top: number; bottom: number };

/** A cut is made at a gap of this many line heights where one lies near the balance point. */
const MIN_GAP_LINES = 1;
/** Near: the band's share of the text is off by at most this share of the page's text. */
const MAX_IMBALANCE = 1 / 6;

type Cut = { y: number; textAbove: number };

const nearest = (cuts: readonly Cut[], target: number): Cut | undefined =>
  cuts.reduce<Cut | undefined>(
    (b, c) => (!b || Math.abs(c.textAbove - target) < Math.abs(b.textAbove - target) ? c : b),
    undefined,
  );

/**
 * Cuts a page into up to `count` horizontal bands holding about the same amount of text each (line
 * box area: a reader's time grows with the text it reads, not with its count of lines), cutting only
 * at gaps between detected lines (wide ones where they allow a fair split), so two readers can
 * share one page. A page with fewer lines than `minLinesPerBand` per band stays whole.
 */
export function splitIntoBands(
  boxes: readonly TextBox[],
  height: number,
  count: number,
  minLinesPerBand = 4,
): Band[] {
  const whole = [{ top: 0, bottom: height }];
  if (count < 2 || boxes.length < count * minLinesPerBand) return whole;
  const sorted = [...boxes].sort((a, b) => a.y - b.y);
  // Gaps at least a line tall (between paragraphs or table rows and totals) first, so no cut splits
  // a block that Tesseract's layout analysis reads better whole.
  const lineHeight = [...sorted.map((b) => b.h)].sort((a, b) => a - b)[Math.floor(sorted.length / 2)] ?? 0;
  const wide: Cut[] = [];
  const narrow: Cut[] = [];
  let reach = 0;
  let text = 0;
  for (const box of sorted) {
    const gap = box.y - reach;
    const cut = { y: Math.round((reach + box.y) / 2), textAbove: text };
    if (text > 0 && gap >= lineHeight * MIN_GAP_LINES) wide.push(cut);
    if (text > 0 && gap > 0) narrow.push(cut);
    reach = Math.max(reach, box.y + box.h);
    text += box.w * box.h;
  }
  const chosen: number[] = [];
  for (let k = 1; k < count; k++) {
    const target = (text * k) / count;
    // A text page has no wide gap near its middle: a cut between two lines of a paragraph costs
    // little accuracy (none measured; docs/decisions/0292-passes-only-on-a-signal-second-round.md)
    // against one reader doing most of the page.
    const wideBest = nearest(wide, target);
    const best =
      wideBest && Math.abs(wideBest.textAbove - target) <= text * MAX_IMBALANCE
        ? wideBest
        : (nearest(narrow, target) ?? wideBest);
    if (best && !chosen.includes(best.y)) chosen.push(best.y);
  }
  if (chosen.length === 0) return whole;
  const edges = [0, ...chosen.sort((a, b) => a - b), height];
  return edges.slice(1).map((bottom, i) => ({ top: edges[i] as number, bottom }));
}

/**
 * Cuts a page into up to `count` horizontal bands of about the same height, each cut in a gap between
 * detected lines (the one nearest the even split), so no line is cut. For a reading that treats the page
 * as one block of lines (PSM 6), whose time grows with the pixels it reads: a photo's text often fills
 * only its upper part, and bands balanced on text left one band most of the blank paper (docs/decisions/0275-a-photo-s-psm-6-retry-is-read-in-bands-of-even-hei.md).
 */
export function splitAtRows(boxes: readonly TextBox[], height: number, count: number): Band[] {
  const gaps: number[] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const box of [...boxes].sort((a, b) => a.y - b.y)) {
    if (box.y > reach && reach > Number.NEGATIVE_INFINITY) gaps.push(Math.round((reach + box.y) / 2));
    reach = Math.max(reach, box.y + box.h);
  }
  const cuts = new Set<number>();
  for (let k = 1; k < count; k++) {
    const target = (height * k) / count;
    const best = gaps.reduce<number | undefined>(
      (b, g) => (b === undefined || Math.abs(g - target) < Math.abs(b - target) ? g : b),
      undefined,
    );
    if (best !== undefined && best > 0 && best < height) cuts.add(best);
  }
  const edges = [0, ...[...cuts].sort((a, b) => a - b), height];
  return edges.slice(1).map((bottom, i) => ({ top: edges[i] as number, bottom }));
}
