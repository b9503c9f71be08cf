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
async function withPool(
  size: number,
  use: (pool: OcrPool) => Promise<void>,
  sideBySide?: number,
): Promise<void> {
  const pool = createOcrPool({ size, sideBySide });
  try {
    await use(pool);
  } finally {
    await pool.close();
  }
}

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

  it('ends the idle workers a spread document left when a narrowed one starts', async () => {
    await withPool(2, async (pool) => {
      const request = await blankPage();
      await Promise.all([pool.recognize(request), pool.recognize(request)]);
      // The first worker may read both tiny pages while the second is still starting.
      await vi.waitFor(() => expect(pool.workerCount()).toBe(2), { timeout: 30_000 });
      await pool.narrow(1).recognize(request);
      expect(pool.workerCount()).toBe(1);
      // A document spread wide again gets its second worker back.
      await Promise.all([pool.narrow(2).recognize(request), pool.narrow(2).recognize(request)]);
      await vi.waitFor(() => expect(pool.workerCount()).toBe(2), { timeout: 30_000 });
    });
  }, 60_000);

  it('keeps a worker for each narrowed document being read, and ends it once the document is released', async () => {
    await withPool(2, async (pool) => {
      const request = await blankPage();
      const [first, second] = [pool.narrow(1), pool.narrow(1)];
      await Promise.all([first.recognize(request), second.recognize(request)]);
      await vi.waitFor(() => expect(pool.workerCount()).toBe(2), { timeout: 30_000 });
      await first.recognize(request);
      expect(pool.workerCount()).toBe(2);
      second.release();
      await first.recognize(request);
      expect(pool.workerCount()).toBe(1);
    });
  }, 60_000);

  it('gives documents read side by side only the workers they share, and a lone one its full width', async () => {
    await withPool(
      2,
      async (pool) => {
        const request = await blankPage();
        const [first, second] = [pool.narrow(1), pool.narrow(1)];
        await Promise.all([first.recognize(request), second.recognize(request), first.recognize(request)]);
        expect(pool.workerCount()).toBe(1);
        first.release();
        second.release();
        const alone = pool.narrow(2);
        await Promise.all([alone.recognize(request), alone.recognize(request)]);
        await vi.waitFor(() => expect(pool.workerCount()).toBe(2), { timeout: 30_000 });
        alone.release();
      },
      1,
    );
  }, 60_000);

  it('switches idle workers back to a page language once nothing else is being read', async () => {
    await withPool(1, async (pool) => {
      const request = await blankPage();
      await pool.recognize({ ...request, langs: 'heb' });
      expect(pool.languages()).toEqual(['heb']);
      await pool.settle('eng');
      expect(pool.languages()).toEqual(['eng']);
      await pool.recognize(request);
      expect(pool.workerCount()).toBe(1);
    });
  }, 60_000);

  it('leaves the workers as they are while another document is being read', async () => {
    await withPool(2, async (pool) => {
      const request = await blankPage();
      const [first, second] = [pool.narrow(1), pool.narrow(1)];
      await first.recognize({ ...request, langs: 'heb' });
      await pool.settle('eng');
      expect(pool.languages()).toEqual(['heb']);
      second.release();
      await pool.settle('eng');
      expect(pool.languages()).toEqual(['eng']);
    });
  }, 60_000);
});
