import sharp from 'sharp';
import type { GreyImage } from '../input/source-page.ts';

/** Tesseract's LSTM models were trained on text around 300 DPI; low-resolution photos are scaled up to it. */
export const TARGET_DPI = 300;
const MAX_UPSCALE = 2;
/** Below this, Tesseract's orientation guess is noise (measured on the datasets, see docs/decisions.md). */
export const MIN_ORIENTATION_CONFIDENCE = 2;
/** At or above this, the orientation is taken without a second look (dense pages score 20–35). */
export const TRUSTED_ORIENTATION_CONFIDENCE = 10;

export type PreprocessOptions = {
  /** Clockwise degrees to turn the page (from orientation detection). */
  rotate?: 0 | 90 | 180 | 270;
  upscale?: boolean;
};

export type PreparedImage = { image: GreyImage; scale: number; rotation: number };

/** Applies the kept pre-processing steps; each one is justified by figures in docs/decisions.md. */
export async function preprocess(source: GreyImage, options: PreprocessOptions = {}): Promise<PreparedImage> {
  const rotation = options.rotate ?? 0;
  const upscale = options.upscale ?? true;
  const scale = upscale && source.dpi < TARGET_DPI * 0.8 ? Math.min(MAX_UPSCALE, TARGET_DPI / source.dpi) : 1;
  if (rotation === 0 && scale === 1) return { image: source, scale, rotation };
  let pipeline = sharp(source.data, { raw: { width: source.width, height: source.height, channels: 1 } });
  if (rotation !== 0) pipeline = pipeline.rotate(rotation);
  const turned = rotation === 90 || rotation === 270;
  const width = Math.round((turned ? source.height : source.width) * scale);
  const height = Math.round((turned ? source.width : source.height) * scale);
  if (scale !== 1) pipeline = pipeline.resize(width, height, { kernel: 'lanczos3' });
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return {
    image: { data, width: info.width, height: info.height, dpi: source.dpi * scale },
    scale,
    rotation,
  };
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
