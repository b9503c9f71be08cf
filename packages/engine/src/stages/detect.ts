import type { LineDetector } from '../detect/db-detector.ts';
import { joinRowPieces, type TextBox } from '../detect/db-postprocess.ts';
import type { DetectedPage, PreparedPage } from './types.ts';

/** A line box this much taller than wide is text running up or down the page. */
const SIDEWAYS_RATIO = 1.5;

/**
 * Detect: the text lines of the page (pieces of one row joined), and whether they run sideways
 * (a page scanned turned).
 */
export async function detectLines(detector: LineDetector, page: PreparedPage): Promise<DetectedPage> {
  const found = await detector.detect(page.image);
  // Joining is for horizontal rows; a sideways page keeps its pieces for Tesseract's orientation check.
  const sideways = isSideways(found);
  return { ...page, boxes: sideways ? found : joinRowPieces(found), sideways };
}

/** Judged on boxes long enough to have a direction (a lone digit is square either way). */
export function isSideways(boxes: readonly TextBox[]): boolean {
  const long = boxes.filter((b) => Math.max(b.w, b.h) >= 2 * Math.min(b.w, b.h));
  if (long.length < 3) return false;
  return long.filter((b) => b.h >= SIDEWAYS_RATIO * b.w).length > long.length / 2;
}
