import sharp from 'sharp';
import { WORKING_PIXELS } from '../input/limits.ts';
import type { GreyImage } from '../input/source-page.ts';
import { sharpenGrey } from './grey-sharpen.ts';

/** Tesseract's LSTM models were trained on text around 300 DPI; low-resolution photos are scaled up to it. */
export const TARGET_DPI = 300;
const MAX_UPSCALE = 2;
/**
 * Unsharp mask for enlarged photos (libvips `sharpen` with sharp's default slopes, computed by
 * `grey-sharpen.ts` to the same bytes; sigma in pixels of the enlarged page). Blur rounds the corners
 * that tell Hebrew letters apart (`ם`/`ס`, `ת`/`ח`, `ג`/`נ`). Measured in docs/decisions/0241-hebrew-photos-sharpen-the-enlarged-page-drop-doubt.md).
 */
export const PHOTO_SHARPEN = { sigma: 1 } as const;
/** Below this, Tesseract's orientation guess is noise (measured on the datasets, see docs/decisions.md). */
export const MIN_ORIENTATION_CONFIDENCE = 2;
/** At or above this, the orientation is taken without a second look (dense pages score 20–35). */
export const TRUSTED_ORIENTATION_CONFIDENCE = 10;

export type PreprocessOptions = {
  /** Estimate and remove small skew (photos held at an angle). */
  deskew?: boolean;
  /** Skew already estimated by `estimateSkew` on the same source (overlapped with orientation detection). */
  skew?: number;
  /** Clockwise degrees to turn the page (from orientation detection). */
  rotate?: 0 | 90 | 180 | 270;
  upscale?: boolean;
  /** Sharpen a page that was enlarged (a low-resolution photo); pages read at their own size are left as they are. */
  sharpen?: boolean;
};

export type PreparedImage = { image: GreyImage; scale: number; rotation: number; skew: number };

/**
 * How much a page is enlarged before Tesseract reads it (1: read at its own size). Pages within 80% of
 * `TARGET_DPI` are read as they are, so no enlargement is under 1.25×. Never past `WORKING_PIXELS`: a
 * large image whose tag says 72 DPI (every JPEG writer's default, as on customers' 600-DPI scans) is
 * not small print, and doubling it took Tesseract past 2 GB.
 */
export function upscaleFactor(image: Pick<GreyImage, 'dpi' | 'width' | 'height'>, upscale: boolean): number {
  const room = Math.sqrt(WORKING_PIXELS / (image.width * image.height));
  const factor = Math.min(MAX_UPSCALE, TARGET_DPI / image.dpi, room);
  return upscale && factor > 1 / 0.8 ? factor : 1;
}

/** Applies the kept pre-processing steps; each one is justified by figures in docs/decisions.md. */
export async function preprocess(source: GreyImage, options: PreprocessOptions = {}): Promise<PreparedImage> {
  const rotation = options.rotate ?? 0;
  const scale = upscaleFactor(source, options.upscale ?? true);
  const skew = options.skew ?? (options.deskew ? await estimateSkew(source) : 0);
  if (rotation === 0 && scale === 1 && skew === 0) return { image: source, scale, rotation, skew };
  let pipeline = sharp(source.data, { raw: { width: source.width, height: source.height, channels: 1 } });
  if (rotation !== 0) pipeline = pipeline.rotate(rotation);
  const turned = rotation === 90 || rotation === 270;
  const width = Math.round((turned ? source.height : source.width) * scale);
  const height = Math.round((turned ? source.width : source.height) * scale);
  if (scale !== 1) pipeline = pipeline.resize(width, height, { kernel: 'lanczos3' });
  let { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  if (scale !== 1 && options.sharpen) data = await sharpenGrey(data, info.width, info.height, PHOTO_SHARPEN);
  if (skew !== 0) {
    // A second pass: sharp applies one rotation per pipeline. The canvas grows; white fills the corners.
    ({ data, info } = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .rotate(-skew, { background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true }));
  }
  return {
    image: { data, width: info.width, height: info.height, dpi: source.dpi * scale },
    scale,
    rotation,
    skew,
  };
}

type Small = { data: Buffer; width: number; height: number; factor: number };

async function shrink(image: GreyImage, maxSide: number): Promise<Small> {
  const factor = Math.min(1, maxSide / Math.max(image.width, image.height));
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize(Math.max(1, Math.round(image.width * factor)), Math.max(1, Math.round(image.height * factor)))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, factor };
}

/**
 * Counts of each grey level. An index loop: iterating the buffer (`for…of`) cost 9 ns a pixel, 6 ms of
 * the main thread for an A4 page shrunk to 1 000 pixels, the index loop a tenth of it.
 */
function histogram(data: Uint8Array): Float64Array {
  const hist = new Float64Array(256);
  for (let i = 0; i < data.length; i++) {
    const v = data[i] as number;
    hist[v] = (hist[v] as number) + 1;
  }
  return hist;
}

/** Otsu's threshold of a grey histogram. */
function otsu(hist: Float64Array): number {
  let total = 0;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) {
    total += hist[i] as number;
    sumAll += i * (hist[i] as number);
  }
  let sumB = 0;
  let weightB = 0;
  let best = 127;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t] as number;
    if (weightB === 0 || weightB === total) continue;
    sumB += t * (hist[t] as number);
    const meanB = sumB / weightB;
    const meanF = (sumAll - sumB) / (total - weightB);
    const between = weightB * (total - weightB) * (meanB - meanF) ** 2;
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return best;
}

/**
 * Degrees of skew (clockwise positive): the angle, within ±5°, at which the rows of dark pixels on
 * the paper line up best (sharpest row profile). Only the bright paper is looked at, so a dark
 * surround (a table under a photographed page) does not count as ink. Histograms and typed arrays,
 * not arrays of pixels: with arrays of pixel tuples an A4 scan took 240-310 ms of the main thread here,
 * with these 129-148 ms.
 */
export async function estimateSkew(image: GreyImage): Promise<number> {
  const { data, width, height } = await shrink(image, 1000);
  const paperLevel = otsu(histogram(data));
  // Rows and columns that are mostly paper bound the page.
  const brightInRow = new Int32Array(height);
  const brightInColumn = new Int32Array(width);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if ((data[i] as number) > paperLevel) {
        brightInRow[y] = (brightInRow[y] as number) + 1;
        brightInColumn[x] = (brightInColumn[x] as number) + 1;
      }
    }
  }
  let top = height;
  let bottom = 0;
  let left = width;
  let right = 0;
  for (let y = 0; y < height; y++) {
    if ((brightInRow[y] as number) > width * 0.3) {
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  for (let x = 0; x < width; x++) {
    if ((brightInColumn[x] as number) > height * 0.3) {
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  if (bottom <= top || right <= left) return 0;
  const marginX = Math.round((right - left) * 0.08);
  const marginY = Math.round((bottom - top) * 0.08);
  const [fromX, toX, fromY, toY] = [left + marginX, right - marginX, top + marginY, bottom - marginY];
  const paper = new Float64Array(256);
  let paperPixels = 0;
  for (let y = fromY; y < toY; y++) {
    for (let x = fromX; x < toX; x++) {
      const v = data[y * width + x] as number;
      paper[v] = (paper[v] as number) + 1;
      paperPixels++;
    }
  }
  const inkLevel = otsu(paper);
  let inkPixels = 0;
  for (let v = 0; v < inkLevel; v++) inkPixels += paper[v] as number;
  if (inkPixels < 100 || inkPixels > paperPixels * 0.4) return 0;
  const inkX = new Float64Array(inkPixels);
  const inkY = new Float64Array(inkPixels);
  for (let y = fromY, k = 0; y < toY; y++) {
    for (let x = fromX; x < toX; x++) {
      if ((data[y * width + x] as number) < inkLevel) {
        inkX[k] = x;
        inkY[k++] = y;
      }
    }
  }
  const rows = new Float64Array(height + width + 2);
  const profileScore = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    for (let k = 0; k < inkPixels; k++) {
      const r = Math.round((inkY[k] as number) - (inkX[k] as number) * t) + width;
      rows[r] = (rows[r] as number) + 1;
    }
    let sum = 0;
    for (let r = 0; r < rows.length; r++) sum += (rows[r] as number) ** 2;
    return sum;
  };
  let best = 0;
  let bestScore = profileScore(0);
  for (let d = -5; d <= 5; d += 0.25) {
    const score = profileScore(d);
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return Math.abs(best) < 0.5 ? 0 : best;
}

/** Binary PGM (P5): the cheapest format for tesseract.js to read (no PNG decode). */
export function toPgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, image.data.subarray(0, image.width * image.height)]);
}

/** A small copy for orientation and script detection, which needs no more than ~1600 px. */
export async function thumbnail(image: GreyImage, maxSide = 1600): Promise<Buffer> {
  const factor = Math.min(1, maxSide / Math.max(image.width, image.height));
  if (factor === 1) return toPgm(image);
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize(Math.round(image.width * factor), Math.round(image.height * factor))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toPgm({ data, width: info.width, height: info.height, dpi: image.dpi * factor });
}

/** A horizontal band of the page, scaled (used to read the machine-readable zone on its own). */
export async function cropAndScale(
  image: GreyImage,
  top: number,
  height: number,
  factor: number,
): Promise<GreyImage> {
  const h = Math.max(1, Math.min(height, image.height - top));
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .extract({ left: 0, top, width: image.width, height: h })
    .resize(Math.round(image.width * factor), Math.round(h * factor), { kernel: 'lanczos3' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, dpi: image.dpi * factor };
}
