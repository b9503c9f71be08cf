import type { Line } from '@docread/contracts';
import type { TextBox } from '../detect/db-postprocess.ts';

/** Below this mean confidence a line must also be seen by the detector to be kept. */
const DOUBTFUL_LINE = 0.5;

/**
 * Tesseract's page layout sometimes reads the texture of a photo's surround (a table's grain at
 * the paper's edge) as lines of mixed-script letters, at confidences of 0.1–0.3. The text
 * detector does not see text there; a doubtful line that overlaps no detected line is dropped.
 * Lines and boxes are in page pixels. Without detected lines nothing is dropped.
 */
export function dropUndetectedNoise(lines: readonly Line[], boxes: readonly TextBox[]): Line[] {
  if (boxes.length === 0) return [...lines];
  return lines.filter(
    (line) => line.confidence >= DOUBTFUL_LINE || boxes.some((box) => overlap(line.bbox, box)),
  );
}

type Box = { x: number; y: number; w: number; h: number };

/** Overlapping on the page, sharing at least half the lower one's height. */
function overlap(a: Box, b: Box): boolean {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h >= Math.min(a.h, b.h) * 0.5;
}
