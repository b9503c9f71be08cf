import type { GreyImage } from '../input/source-page.ts';

/** A rectangle of a grey image as PGM, for Tesseract to read one line or word on its own. */
export function cropPgm(image: GreyImage, left: number, top: number, width: number, height: number): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const body = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    const start = (top + y) * image.width + left;
    image.data.copy(body, y * width, start, start + width);
  }
  return Buffer.concat([header, body]);
}
