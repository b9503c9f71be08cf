import { PSM, type Page as TesseractPage } from 'tesseract.js';
import { describe, expect, it, vi } from 'vitest';
import type { GreyImage } from '../src/input/source-page.ts';
import type { OcrPool, OcrRequest } from '../src/ocr/pool.ts';
import { readWithTesseract } from '../src/recognise/tesseract-page.ts';

type Asked = { request: OcrRequest; answer: (page: TesseractPage) => void };

/** A pool whose readings come back only when the test answers them, in any order. */
function heldPool(): OcrPool & { asked: Asked[] } {
  const asked: Asked[] = [];
  const pool: OcrPool & { asked: Asked[] } = {
    asked,
    size: 2,
    recognize: (request) => new Promise((answer) => asked.push({ request, answer })),
    detect: async () => ({ script: null, scriptConfidence: 0, orientation: 0, orientationConfidence: 0 }),
    granted: () => ({ ...pool, release: () => {} }),
    workerCount: () => 2,
    close: async () => {},
  };
  return pool;
}

const nothingRead = { text: '', blocks: [] } as unknown as TesseractPage;
// The lower half is grey, so a band's image tells which band it is.
const image: GreyImage = {
  data: Buffer.concat([Buffer.alloc(1000 * 200, 255), Buffer.alloc(1000 * 200, 128)]),
  width: 1000,
  height: 400,
  dpi: 300,
};
/** The image a worker would be handed for the request. */
const encoded = ({ image }: OcrRequest) => (typeof image === 'function' ? image() : image);

describe('a page read in bands', () => {
  it("starts a band's second pass as soon as its own first reading is back", async () => {
    const pool = heldPool();
    const passes: string[] = [];
    const reading = readWithTesseract(
      pool,
      { detectOrientation: false, upscale: false, segmentation: 'auto-then-block' },
      {
        image,
        skew: 0,
        langs: 'heb+eng',
        maybeRotated: false,
        bands: [
          { top: 0, bottom: 200 },
          { top: 200, bottom: 400 },
        ],
        // One detected line in each band, which a reading of nothing leaves uncovered.
        boxes: [
          { x: 10, y: 50, w: 500, h: 30, score: 0.9 },
          { x: 10, y: 250, w: 500, h: 30, score: 0.9 },
        ],
        page: 1,
        warnings: [],
        passes,
      },
    );
    await vi.waitFor(() => expect(pool.asked).toHaveLength(2));
    const [top, bottom] = pool.asked as [Asked, Asked];
    expect([top.request.psm, bottom.request.psm]).toEqual([PSM.AUTO, PSM.AUTO]);

    bottom.answer(nothingRead);
    await vi.waitFor(() => expect(pool.asked).toHaveLength(3));
    const second = pool.asked[2] as Asked;
    expect(second.request.psm).toBe(PSM.SINGLE_BLOCK);
    expect(encoded(second.request)).toEqual(encoded(bottom.request));

    top.answer(nothingRead);
    second.answer(nothingRead);
    await vi.waitFor(() => expect(pool.asked).toHaveLength(4));
    const last = pool.asked[3] as Asked;
    expect(last.request.psm).toBe(PSM.SINGLE_BLOCK);
    expect(encoded(last.request)).toEqual(encoded(top.request));
    expect(encoded(last.request)).not.toEqual(encoded(bottom.request));
    last.answer(nothingRead);
    expect((await reading).lines).toEqual([]);
    expect(passes).toEqual(['tesseract:heb+eng', 'block-retry:heb+eng']);
  });
});
