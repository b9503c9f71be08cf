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
    // less (Hebrew PNG CER 0.0440 → 0.0446, docs/engine.md) than one reader doing most of the page.
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
