import { describe, expect, it } from 'vitest';
import { cropPgm, rowsOf } from '../src/recognise/crop.ts';

const image = { data: Buffer.from([...Array(12).keys()]), width: 3, height: 4, dpi: 300 };

describe('rowsOf', () => {
  it('gives whole rows of the image, pixel for pixel the same as a crop of them', () => {
    const band = rowsOf(image, 1, 2);
    expect(band).toMatchObject({ width: 3, height: 2, dpi: 300 });
    expect([...band.data]).toEqual([3, 4, 5, 6, 7, 8]);
    expect(cropPgm(band, 0, 0, 3, 2)).toEqual(cropPgm(image, 0, 1, 3, 2));
  });

  it('stops at the bottom of the image', () => {
    const band = rowsOf(image, 3, 5);
    expect(band.height).toBe(1);
    expect([...band.data]).toEqual([9, 10, 11]);
  });
});
