import type { TextBox } from '../detect/db-postprocess.ts';

export type Band = { top: number; bottom: number };

/** A cut needs a gap of this many line heights. */
const MIN_GAP_LINES = 1;

/**
 * Cuts a page into up to `count` horizontal bands holding about the same amount of text each (line
 * box area: a reader's time grows with the text it reads, not with its count of lines), cutting only
 * at wide gaps between detected lines, so two readers can share one page. A page with fewer lines
 * than `minLinesPerBand` per band stays whole.
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
  // Gaps at least a line tall (between paragraphs or table rows and totals), so no cut splits a
  // block that Tesseract's layout analysis reads better whole.
  const lineHeight = [...sorted.map((b) => b.h)].sort((a, b) => a - b)[Math.floor(sorted.length / 2)] ?? 0;
  const cuts: { y: number; textAbove: number }[] = [];
  let reach = 0;
  let text = 0;
  for (const box of sorted) {
    if (text > 0 && box.y - reach >= lineHeight * MIN_GAP_LINES)
      cuts.push({ y: Math.round((reach + box.y) / 2), textAbove: text });
    reach = Math.max(reach, box.y + box.h);
    text += box.w * box.h;
  }
  const chosen: number[] = [];
  for (let k = 1; k < count; k++) {
    const target = (text * k) / count;
    const best = cuts.reduce<{ y: number; textAbove: number } | undefined>(
      (b, c) => (!b || Math.abs(c.textAbove - target) < Math.abs(b.textAbove - target) ? c : b),
      undefined,
    );
    if (best && !chosen.includes(best.y)) chosen.push(best.y);
  }
  if (chosen.length === 0) return whole;
  const edges = [0, ...chosen.sort((a, b) => a - b), height];
  return edges.slice(1).map((bottom, i) => ({ top: edges[i] as number, bottom }));
}
