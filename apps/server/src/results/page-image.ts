import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Wide enough to read on a screen; the viewer scales boxes by the page size the result gives. */
const VIEW_WIDTH = 1400;

/**
 * A PNG of one page for the results viewer, turned upright as the engine read it (`rotation`, clockwise).
 * Images go through sharp (EXIF orientation applied, TIFF pages by index); PDF pages are rendered by
 * poppler's `pdftoppm`.
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
    const dir = await mkdtemp(path.join(tmpdir(), 'docread-page-'));
    try {
      const input = path.join(dir, 'in.pdf');
      await writeFile(input, file);
      await run(
        'pdftoppm',
        [
          '-f',
          String(pageNumber),
          '-l',
          String(pageNumber),
          '-r',
          '110',
          '-png',
          '-singlefile',
          input,
          path.join(dir, 'page'),
        ],
        {
          timeout: 30_000,
        },
      );
      png = await readFile(path.join(dir, 'page.png'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
