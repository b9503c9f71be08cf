import { describe, expect, it } from 'vitest';
import { createOcrPool } from '../src/ocr/pool.ts';

describe('OCR pool', () => {
  it('narrows to a width within its size for one document, sharing its workers', async () => {
    const pool = createOcrPool({ size: 2 });
    expect(pool.narrow(1).size).toBe(1);
    expect(pool.narrow(5).size).toBe(2);
    expect(pool.narrow(0).size).toBe(1);
    await pool.close();
    await expect(pool.narrow(1).recognize({ image: Buffer.alloc(0), langs: 'eng' })).rejects.toThrow(
      /closed/,
    );
  });

  it('ends idle workers beyond those kept and still reads afterwards', async () => {
    const pool = createOcrPool({ size: 2 });
    const image = Buffer.concat([Buffer.from('P5\n40 20\n255\n', 'ascii'), Buffer.alloc(800, 255)]);
    const read = () => pool.recognize({ image, langs: 'eng', psm: 7, dpi: 300 });
    await Promise.all([read(), read()]);
    await pool.trim(1);
    await pool.trim(1);
    await expect(read()).resolves.toBeDefined();
    await pool.close();
  }, 60_000);
});
