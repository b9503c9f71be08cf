import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../src/input/source-page.ts';
import { estimateSkew } from '../src/preprocess/index.ts';

/** A page of dark "text lines" (runs of word-sized bars) on white paper, turned `degrees` clockwise. */
async function linesPage(degrees: number): Promise<GreyImage> {
  const width = 1200;
  const height = 1600;
  const data = Buffer.alloc(width * height, 235);
  for (let y = 150; y < height - 150; y += 40) {
    for (let x = 150; x < width - 150; x += 90) {
      for (let dy = 0; dy < 14; dy++) for (let dx = 0; dx < 70; dx++) data[(y + dy) * width + x + dx] = 30;
    }
  }
  const turned = await sharp(data, { raw: { width, height, channels: 1 } })
    .rotate(degrees, { background: '#ebebeb' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: turned.data, width: turned.info.width, height: turned.info.height, dpi: 300 };
}

describe('estimateSkew', () => {
  it('finds the angle a page of text lines was turned by, within the quarter-degree search step', async () => {
    expect(await estimateSkew(await linesPage(2))).toBeCloseTo(2, 0);
    expect(await estimateSkew(await linesPage(-3.5))).toBeCloseTo(-3.5, 0);
  });

  it('leaves a straight page and a page turned by less than half a degree alone', async () => {
    expect(await estimateSkew(await linesPage(0))).toBe(0);
    expect(await estimateSkew(await linesPage(0.3))).toBe(0);
  });

  it('finds no skew on blank paper', async () => {
    const width = 400;
    const height = 500;
    expect(await estimateSkew({ data: Buffer.alloc(width * height, 240), width, height, dpi: 300 })).toBe(0);
  });
});
