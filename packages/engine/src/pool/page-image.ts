import sharp from 'sharp';
import { EngineInputError } from '../errors.ts';
import { heicToPng } from '../input/heic.ts';
import { DEFAULT_INPUT_LIMITS } from '../input/limits.ts';
import { renderPdfPage } from '../input/pdf.ts';

/** Wide enough to read on a screen; the viewer scales boxes by the page size the result gives. */
const VIEW_WIDTH = 1400;
/** About 1400 px across an A4 page. */
const VIEW_DPI = 110;

/**
 * A PNG of one page for the results viewer, turned upright as the engine read it (`rotation`, clockwise).
 * Images go through sharp (EXIF orientation applied, TIFF pages by index) and are refused above the pixel
 * cap before they are decoded; PDF pages are rendered by the engine's own renderer, in greyscale as the
 * OCR saw them, at a lower resolution when the page is so large that the pixel cap would be passed.
 */
export async function pageImage(
  file: Uint8Array,
  fileType: string,
  pageNumber: number,
  rotation: number,
  maxPixelsPerPage: number,
): Promise<Buffer> {
  let png: Buffer;
  if (fileType === 'application/pdf') {
    const grey = await renderPdfPage(file, pageNumber, VIEW_DPI, {
      ...DEFAULT_INPUT_LIMITS,
      maxPixelsPerPage,
    });
    png = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
      .png()
      .toBuffer();
  } else {
    const image = fileType === 'image/heic' ? await heicToPng(file, maxPixelsPerPage) : file;
    try {
      png = await sharp(image, { page: pageNumber - 1, limitInputPixels: maxPixelsPerPage })
        .rotate()
        .png()
        .toBuffer();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/pixel limit/i.test(message))
        throw new EngineInputError('too_many_pixels', 'The page is larger than the pixel limit.', {
          cause: error,
        });
      if (/page/i.test(message))
        throw new EngineInputError('empty', `The file has no page ${pageNumber}.`, { cause: error });
      throw new EngineInputError('corrupt', 'The image is damaged or not an image.', { cause: error });
    }
  }
  return sharp(png)
    .rotate(rotation)
    .resize({ width: VIEW_WIDTH, withoutEnlargement: true })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
