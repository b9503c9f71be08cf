import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createOcrPool, type OcrPool } from '../src/ocr/pool.ts';

/** A tiny white page to read with `eng`: enough to start a worker, quick to read. */
async function blankPage() {
  const image = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  return { image, langs: 'eng' as const };
}

/** Runs `use` with a pool of `size` workers, closed afterwards whatever happens. */
async function withPool(size: number, use: (pool: OcrPool) => Promise<void>): Promise<void> {
  const pool = createOcrPool({ size });
  try {
    await use(pool);
  } finally {
    await pool.close();
  }
}

describe('OCR pool', () => {
  it('gives a document the workers it was granted, within its size', async () => {
    const pool = createOcrPool({ size: 2 });
    expect(pool.granted(1).size).toBe(1);
    expect(pool.granted(5).size).toBe(2);
    expect(pool.granted(0).size).toBe(1);
    await pool.close();
    await expect(pool.granted(1).recognize({ image: Buffer.alloc(0), langs: 'eng' })).rejects.toThrow(
      /closed/,
    );
  });

  it('ends the idle workers a document granted every core left when one granted fewer starts', async () => {
    await withPool(2, async (pool) => {
      const request = await blankPage();
      await Promise.all([pool.recognize(request), pool.recognize(request)]);
      // The first worker may read both tiny pages while the second is still starting.
      await vi.waitFor(() => expect(pool.workerCount()).toBe(2), { timeout: 30_000 });
      await pool.granted(1).recognize(request);
      expect(pool.workerCount()).toBe(1);
      // A document granted both cores again gets its second worker back.
      await Promise.all([pool.granted(2).recognize(request), pool.granted(2).recognize(request)]);
      await vi.waitFor(() => expect(pool.workerCount()).toBe(2), { timeout: 30_000 });
    });
  }, 60_000);

  it('gives documents read at once as many workers as the largest grant among them', async () => {
    await withPool(2, async (pool) => {
      const request = await blankPage();
      const [first, second] = [pool.granted(1), pool.granted(1)];
      await Promise.all([first.recognize(request), second.recognize(request), first.recognize(request)]);
      expect(pool.workerCount()).toBe(1);
      first.release();
      second.release();
      const alone = pool.granted(2);
      await Promise.all([alone.recognize(request), alone.recognize(request)]);
      await vi.waitFor(() => expect(pool.workerCount()).toBe(2), { timeout: 30_000 });
      alone.release();
    });
  }, 60_000);

  it('ends the workers of a document granted every core once it is released and another reads', async () => {
    await withPool(2, async (pool) => {
      const request = await blankPage();
      const wide = pool.granted(2);
      await Promise.all([wide.recognize(request), wide.recognize(request)]);
      await vi.waitFor(() => expect(pool.workerCount()).toBe(2), { timeout: 30_000 });
      const narrow = pool.granted(1);
      await narrow.recognize(request);
      expect(pool.workerCount()).toBe(2);
      wide.release();
      await narrow.recognize(request);
      expect(pool.workerCount()).toBe(1);
    });
  }, 60_000);
});
