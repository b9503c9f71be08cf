import type { LineDetector } from '../detect/db-detector.ts';
import { joinRowPieces, type TextBox } from '../detect/db-postprocess.ts';
import { preparePageAt } from './preprocess.ts';
import type { DetectedPage, PreparedPage, StageSettings } from './types.ts';

/** A line box this much taller than wide is text running up or down the page. */
const SIDEWAYS_RATIO = 1.5;
/**
 * Degrees the detected lines may still run off level before the page is straightened and detected
 * again: at 1.5° a line of 1,000 px drifts 26 px, over half the height of 10-point print at 300 DPI,
 * and the axis-aligned boxes of close lines begin to overlap and join. Smaller tilts are the
 * preprocess's, which levels from 0.5° where it sees paper.
 */
const MAX_TILT = 1.5;
/** Tilts beyond this are not a page held crooked but text set at an angle (a stamp, a watermark). */
const TILT_RANGE = 20;
/** Directed regions needed before their tilt is believed. */
const MIN_DIRECTED = 3;

/**
 * Detect: the text lines of the page (pieces of one row joined), and whether they run sideways
 * (a page scanned turned). A page whose lines run off level by more than `MAX_TILT` (a photo held
 * crooked, which the preprocess's paper-based estimate can miss on a busy background) is turned by
 * the lines' own tilt and detected again.
 */
export async function detectLines(
  detector: LineDetector,
  page: PreparedPage,
  settings: Pick<StageSettings, 'deskew'>,
): Promise<DetectedPage> {
  const found = await detector.detect(page.image);
  // Joining is for horizontal rows; a sideways page keeps its pieces for Tesseract's orientation check.
  const sideways = isSideways(found);
  const tilt = sideways || !settings.deskew ? 0 : lineTilt(found);
  if (Math.abs(tilt) > MAX_TILT) {
    const straightened = await preparePageAt(page.source, page.skew + tilt);
    const again = await detector.detect(straightened.image);
    return { ...straightened, boxes: joinRowPieces(again), sideways: false };
  }
  return { ...page, boxes: sideways ? found : joinRowPieces(found), sideways };
}

/** Judged on boxes long enough to have a direction (a lone digit is square either way). */
export function isSideways(boxes: readonly TextBox[]): boolean {
  const long = boxes.filter((b) => Math.max(b.w, b.h) >= 2 * Math.min(b.w, b.h));
  if (long.length < 3) return false;
  return long.filter((b) => b.h >= SIDEWAYS_RATIO * b.w).length > long.length / 2;
}

/**
 * The tilt of the page's lines in degrees (clockwise positive): the median direction of the
 * detector's directed regions within ±`TILT_RANGE`, each counted by its width so a long line
 * outweighs a short word; 0 when too few regions have a direction.
 */
export function lineTilt(boxes: readonly TextBox[]): number {
  const directed = boxes
    .filter((b) => b.angle !== undefined && Math.abs(b.angle) <= TILT_RANGE)
    .map((b) => ({ angle: b.angle as number, weight: b.w }))
    .sort((a, b) => a.angle - b.angle);
  if (directed.length < MIN_DIRECTED) return 0;
  const half = directed.reduce((s, d) => s + d.weight, 0) / 2;
  let seen = 0;
  for (const d of directed) {
    seen += d.weight;
    if (seen >= half) return d.angle;
  }
  return 0;
}
