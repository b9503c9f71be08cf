import sharp, { type Metadata } from 'sharp';
import { EngineInputError } from '../errors.ts';
import { type InputLimits, WORKING_PIXELS } from './limits.ts';
import type { FileKind } from './sniff.ts';
import type { GreyImage, SourceDocument, SourcePage } from './source-page.ts';

/** Images without a resolution tag are assumed to be this many DPI (the usual scanner default). */
const DEFAULT_DPI = 300;

export async function openImage(bytes: Buffer, kind: FileKind, limits: InputLimits): Promise<SourceDocument> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new EngineInputError('corrupt', 'The image is damaged or cannot be read.', { cause: error });
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width === 0 || height === 0) throw new EngineInputError('empty', 'The image has no pixels.');
  // The declared size is checked before any decoding, so a decompression bomb never expands.
  if (width * height > limits.maxPixelsPerPage) {
    throw new EngineInputError(
      'too_many_pixels',
      `The image is ${width}×${height} pixels; the limit is ${limits.maxPixelsPerPage.toLocaleString('en')} pixels per page.`,
    );
  }
  const pageCount = kind === 'tiff' ? (meta.pages ?? 1) : 1;
  if (pageCount > limits.maxPages) {
    throw new EngineInputError(
      'too_many_pages',
      `The image has ${pageCount} pages; the limit is ${limits.maxPages}.`,
    );
  }
  const dpi = meta.density && meta.density >= 50 ? meta.density : DEFAULT_DPI;
  // EXIF orientations 5–8 turn the image a quarter: the upright page is as wide as the stored one is high.
  const turned = (meta.orientation ?? 1) >= 5;
  const upright = turned ? { width: height, height: width } : { width, height };

  async function* pages(): AsyncGenerator<SourcePage> {
    for (let i = 0; i < pageCount; i++) {
      yield { kind: 'image', number: i + 1, image: await decodePage(bytes, i, upright, dpi, limits) };
    }
  }
  return { fileKind: kind, pageCount, pages, close: async () => undefined };
}

/**
 * One page, upright and grey, at most `WORKING_PIXELS`. The shrink is part of the decoding pipeline, so
 * a JPEG or WebP is decoded at a fraction of its size and the full-size pixels are never held; the DPI
 * shrinks with the page, which keeps its size in inches.
 */
async function decodePage(
  bytes: Buffer,
  page: number,
  upright: { width: number; height: number },
  dpi: number,
  limits: InputLimits,
): Promise<GreyImage> {
  const factor = Math.min(1, Math.sqrt(WORKING_PIXELS / (upright.width * upright.height)));
  try {
    let pipeline = sharp(bytes, {
      page,
      limitInputPixels: limits.maxPixelsPerPage,
      failOn: 'error',
    }).rotate(); // EXIF orientation
    if (factor < 1) {
      pipeline = pipeline.resize({
        width: Math.max(1, Math.floor(upright.width * factor)),
        height: Math.max(1, Math.floor(upright.height * factor)),
        fit: 'fill',
      });
    }
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, dpi: (dpi * info.width) / upright.width };
  } catch (error) {
    throw new EngineInputError('corrupt', `Page ${page + 1} of the image cannot be decoded.`, {
      cause: error,
    });
  }
}
