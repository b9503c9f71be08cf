import type { Line } from '@docread/contracts';
import { PSM } from 'tesseract.js';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrLangs, OcrPool } from '../ocr/pool.ts';
import { ocrLines } from '../ocr/to-page.ts';
import { cropPgm } from './crop.ts';

/**
 * Reads one box of the page on its own, as a single line (PSM 7): the crop keeps `padding` line heights
 * of white around it, because the network needs some margin. `box` is in page pixels; `scale` maps them
 * to `image` pixels, and the lines come back in page pixels. A box too small to crop reads as nothing.
 */
export async function readBoxAlone(
  pool: OcrPool,
  image: GreyImage,
  scale: number,
  box: { x: number; y: number; w: number; h: number },
  langs: OcrLangs,
  padding: number,
): Promise<Line[]> {
  const pad = box.h * padding;
  const left = Math.max(0, Math.floor((box.x - pad) * scale));
  const top = Math.max(0, Math.floor((box.y - pad) * scale));
  const right = Math.min(image.width, Math.ceil((box.x + box.w + pad) * scale));
  const bottom = Math.min(image.height, Math.ceil((box.y + box.h + pad) * scale));
  if (right - left < 2 || bottom - top < 2) return [];
  const result = await pool.recognize({
    image: cropPgm(image, left, top, right - left, bottom - top),
    langs,
    psm: PSM.SINGLE_LINE,
    dpi: image.dpi || 300,
  });
  return ocrLines(result, { scale, offsetX: left / scale, offsetY: top / scale });
}
