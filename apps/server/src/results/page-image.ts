import { renderPdfPage } from '@docread/engine';

/** Wide enough to read on a screen; the viewer scales boxes by the page size the result gives. */
const VIEW_WIDTH = 1400;
/** About 1400 px across an A4 page. */
const VIEW_DPI = 110;

/**
 * A PNG of one page for the results viewer, turned upright as the engine read it (`rotation`, clockwise).
 * Images go through sharp (EXIF orientation applied, TIFF pages by index); PDF pages are rendered by the
 * engine's own PDF renderer, in greyscale as the OCR saw them, so no system program is needed.
 */
export async function renderPageImage(
  file: Buffer,
  fileType: string,
  pageNumber: number,
  rotation: number,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let png: Buffer;
  if (fileType === 'application/pdf') {
    const grey = await renderPdfPage(file, pageNumber, VIEW_DPI);
    png = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
      .png()
      .toBuffer();
  } else {
    png = await sharp(file, { page: pageNumber - 1, limitInputPixels: 200_000_000 })
      .rotate()
      .png()
      .toBuffer();
  }
  return sharp(png)
    .rotate(rotation)
    .resize({ width: VIEW_WIDTH, withoutEnlargement: true })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
