import { rulingsOnImage } from '../detect/rulings.ts';
import type { Ruling } from '../input/index.ts';
import type { DetectedPage, RecognisedPage } from './types.ts';

/**
 * The rules printed on a scanned page, in the page's pixels as its lines are: found on the
 * straightened image the lines were read on, then moved as the lines were (a straightened page's
 * boxes sit on a frame of the upright page's size, centred). A page read turned a quarter or half
 * way has none: its lines were read on another image than the detector's.
 */
export function rulingsOnPage(detected: DetectedPage, recognised: RecognisedPage): Ruling[] {
  if (recognised.rotation !== 0) return [];
  const dx = recognised.skew === undefined ? 0 : (detected.image.width - recognised.width) / 2;
  const dy = recognised.skew === undefined ? 0 : (detected.image.height - recognised.height) / 2;
  return rulingsOnImage(detected.image).map((r) => ({
    x0: r.x0 - dx,
    y0: r.y0 - dy,
    x1: r.x1 - dx,
    y1: r.y1 - dy,
  }));
}
