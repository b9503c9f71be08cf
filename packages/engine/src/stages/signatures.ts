import type { Signature } from '@docread/contracts';
import { findSignatures } from '../signatures/find-signatures.ts';
import { centredOn } from './recognise.ts';
import type { DetectedPage, RecognisedPage } from './types.ts';

/**
 * Signatures (`signature-detection`): found on the detected page's grey image with the page's reading, and
 * moved onto the page's frame as its lines were. A page Tesseract turned is read on an image this stage
 * does not have, so it is not searched (no `signatures`, rather than a list that claims none).
 */
export function signaturesOn(detected: DetectedPage, recognised: RecognisedPage): Signature[] | undefined {
  if (recognised.rotation !== 0) return undefined;
  const dx = (detected.image.width - recognised.width) / 2;
  const dy = (detected.image.height - recognised.height) / 2;
  return findSignatures(detected.image, centredOn(recognised.lines, -dx, -dy)).map((s) => ({
    ...s,
    bbox: { ...s.bbox, x: Math.round(s.bbox.x - dx), y: Math.round(s.bbox.y - dy) },
  }));
}
