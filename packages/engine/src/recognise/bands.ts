import type { TextBox } from '../detect/db-postprocess.ts';

export type Band = { top: number; bottom: number };

/**
 * Cuts a page into up to `count` horizontal bands with about the same number of text lines each,
 * cutting only where no detected line crosses, so two readers can share one page. A page with
 * fewer lines than `minLinesPerBand` per band stays whole.
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
  // Gaps: positions between the bottom of every line so far and the next line's top.
  const cuts: { y: number; linesAbove: number }[] = [];
  let reach = 0;
  sorted.forEach((box, i) => {
    if (i > 0 && box.y > reach) cuts.push({ y: Math.round((reach + box.y) / 2), linesAbove: i });
    reach = Math.max(reach, box.y + box.h);
  });
  const chosen: number[] = [];
  for (let k = 1; k < count; k++) {
    const target = (sorted.length * k) / count;
    const best = cuts.reduce<{ y: number; linesAbove: number } | undefined>(
      (b, c) => (!b || Math.abs(c.linesAbove - target) < Math.abs(b.linesAbove - target) ? c : b),
      undefined,
    );
    if (best && !chosen.includes(best.y)) chosen.push(best.y);
  }
  if (chosen.length === 0) return whole;
  const edges = [0, ...chosen.sort((a, b) => a - b), height];
  return edges.slice(1).map((bottom, i) => ({ top: edges[i] as number, bottom }));
}
