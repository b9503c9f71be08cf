import type { Line } from '@docread/contracts';
import { looksLikeMrz } from '../extract/index.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { ocrLines } from '../ocr/to-page.ts';
import { cropAndScale, toPgm } from '../preprocess/index.ts';

const MRZ_WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** Share of the page height, from the bottom, searched for a machine-readable zone when none was read. */
const MRZ_BAND = 0.4;
/** The zone is read at twice the page resolution: thin OCR-B strokes (Z against 7, O against 0) survive. */
const MRZ_BAND_SCALE = 2;
/** Line heights read above and below the lines that looked like a zone (TD1 has three lines). */
const MRZ_BAND_LINES = 2.5;

/**
 * A first-pass line that may belong to a machine-readable zone: the parser's test, or a run of fillers. A zone
 * line read with Hebrew in the language set comes out mirrored, its fillers turned to '>'.
 */
export function mrzLike(text: string): boolean {
  return (
    looksLikeMrz(text) || /<{3,}|>{5,}/.test(text) || /^[A-Z0-9<]{2}<[A-Z]{3}/.test(text.replace(/\s+/g, ''))
  );
}

/**
 * The English LSTM model reads long runs of the MRZ filler "<" as K and L ("<<<<" -> "KLLK").
 * A run of K, L and "<" that ends the line, or any such run of six or more, is filler: no name or
 * number in a zone looks like that.
 */
export function restoreFillers(line: string): string {
  return line.replace(/[KL<]{3,}/g, (run, offset: number) =>
    offset + run.length === line.length || run.length >= 6 ? '<'.repeat(run.length) : run,
  );
}

/**
 * The machine-readable zone is read again on its own with only its 37 characters allowed, which
 * is what makes the check digits pass. The band is where the first pass saw MRZ-like lines, else
 * the bottom of the page (when the caller said the document is a passport or identity card).
 * `scale` maps page pixels to `image` pixels.
 */
export async function rereadMrz(
  pool: OcrPool,
  image: GreyImage,
  scale: number,
  lines: Line[],
  typeGiven: boolean,
): Promise<Line[]> {
  const flagged = lines.filter((l) => mrzLike(l.text));
  let top: number;
  let bottom: number;
  if (flagged.length > 0) {
    top = Math.min(...flagged.map((l) => l.bbox.y)) * scale;
    bottom = Math.max(...flagged.map((l) => l.bbox.y + l.bbox.h)) * scale;
    // A zone line misread as right-to-left garbage is not flagged: reach two line heights past the flagged ones.
    const lineHeight = Math.max(...flagged.map((l) => l.bbox.h)) * scale;
    const pad = Math.max((bottom - top) * 0.35, lineHeight * MRZ_BAND_LINES) + 10;
    top = Math.max(0, top - pad);
    bottom = Math.min(image.height, bottom + pad);
  } else if (typeGiven) {
    top = Math.round(image.height * (1 - MRZ_BAND));
    bottom = image.height;
  } else {
    return lines;
  }
  const band = await cropAndScale(image, Math.round(top), Math.round(bottom - top), MRZ_BAND_SCALE);
  const result = await pool.recognize({
    image: toPgm(band),
    langs: 'eng',
    whitelist: MRZ_WHITELIST,
    dpi: band.dpi,
  });
  const mrzLines = ocrLines(result, {
    scale: scale * MRZ_BAND_SCALE,
    offsetX: 0,
    offsetY: top / scale,
  })
    .map((l) => ({ ...l, text: restoreFillers(l.text.replace(/\s+/g, '')) }))
    .filter((l) => looksLikeMrz(l.text));
  if (mrzLines.length === 0) return lines;
  // A first-pass zone line gives way only to a re-read line at its height: the re-read can miss a line.
  const replaced = (l: Line) =>
    mrzLines.some(
      (m) =>
        Math.min(l.bbox.y + l.bbox.h, m.bbox.y + m.bbox.h) - Math.max(l.bbox.y, m.bbox.y) >
        Math.min(l.bbox.h, m.bbox.h) / 2,
    );
  const kept = lines.filter((l) => !(mrzLike(l.text) && replaced(l)));
  return [...kept, ...mrzLines].sort((a, b) => a.bbox.y - b.bbox.y);
}
