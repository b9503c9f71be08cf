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
});
