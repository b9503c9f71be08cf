import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WORKING_PIXELS } from '../src/input/limits.ts';
import type { GreyImage } from '../src/input/source-page.ts';
import { PHOTO_SHARPEN, preprocess, upscaleFactor } from '../src/preprocess/index.ts';

/** A soft dark bar on light paper: what a blurred stroke of a low-resolution photo looks like. */
async function blurredBar(dpi: number): Promise<GreyImage> {
  const width = 60;
  const height = 40;
  const data = Buffer.alloc(width * height, 220);
  for (let y = 10; y < 30; y++) for (let x = 25; x < 35; x++) data[y * width + x] = 40;
  const soft = await sharp(data, { raw: { width, height, channels: 1 } })
    .blur(1.5)
    .greyscale()
    .raw()
    .toBuffer();
  return { data: soft, width, height, dpi };
}

/** The largest step between neighbouring pixels along the middle row: how crisp the bar's edges are. */
function steepestEdge(image: GreyImage): number {
  const row = Math.floor(image.height / 2) * image.width;
  let steepest = 0;
  for (let x = 1; x < image.width; x++) {
    const step = Math.abs((image.data[row + x] as number) - (image.data[row + x - 1] as number));
    steepest = Math.max(steepest, step);
  }
  return steepest;
}

describe('preprocess, sharpening of enlarged photos', () => {
  it('makes the edges of an enlarged blurred photo steeper', async () => {
    const photo = await blurredBar(150);
    const plain = await preprocess(photo, { upscale: true });
    const sharpened = await preprocess(photo, { upscale: true, sharpen: true });
    expect(sharpened.scale).toBe(2);
    expect(sharpened.image.width).toBe(plain.image.width);
    expect(steepestEdge(sharpened.image)).toBeGreaterThan(steepestEdge(plain.image));
  });

  it('gives the bytes of libvips sharpen in the enlarging pipeline, after a quarter turn and before deskew', async () => {
    const photo = await blurredBar(150);
    const { image } = await preprocess(photo, { upscale: true, sharpen: true, rotate: 90, skew: 2 });
    // The pipeline as it was when libvips sharpened the page itself.
    const turned = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 1 } })
      .rotate(90)
      .resize(photo.height * 2, photo.width * 2, { kernel: 'lanczos3' })
      .sharpen(PHOTO_SHARPEN)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const expected = await sharp(turned.data, {
      raw: { width: turned.info.width, height: turned.info.height, channels: 1 },
    })
      .rotate(-2, { background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer();
    expect(image.data.equals(expected)).toBe(true);
  });

  it('leaves paper without strokes as it is', async () => {
    const blank: GreyImage = { data: Buffer.alloc(40 * 40, 200), width: 40, height: 40, dpi: 150 };
    const { image } = await preprocess(blank, { upscale: true, sharpen: true });
    expect(new Set(image.data)).toEqual(new Set([200]));
  });

  it('does not touch a page read at its own resolution (a 300 DPI scan)', async () => {
    const scan = await blurredBar(300);
    const { image, scale } = await preprocess(scan, { upscale: true, sharpen: true });
    expect(scale).toBe(1);
    expect(image).toBe(scan);
  });
});

describe('enlargement to 300 DPI', () => {
  const page = (width: number, height: number, dpi: number) => ({ width, height, dpi });

  it('doubles a small photo at 150 DPI and leaves a 300 DPI scan as it is', () => {
    expect(upscaleFactor(page(1240, 1754, 150), true)).toBe(2);
    expect(upscaleFactor(page(2480, 3508, 300), true)).toBe(1);
  });

  it('never takes a page past the working resolution, whatever its tag says', () => {
    const photo = page(3000, 2250, 72);
    const factor = upscaleFactor(photo, true);
    expect(factor).toBeGreaterThan(1);
    expect(photo.width * photo.height * factor ** 2).toBeCloseTo(WORKING_PIXELS, -3);
    // Too little room left to be worth enlarging: a 12 Mpx phone photo, a 600-DPI scan decoded shrunk.
    expect(upscaleFactor(page(4000, 3000, 72), true)).toBe(1);
    expect(upscaleFactor(page(3363, 4756, 49), true)).toBe(1);
  });
});
