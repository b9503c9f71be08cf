import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { inkBounds, inkWindow } from '../src/detect/db-detector.ts';
import {
  boxesFromProbabilityMap,
  DB_DEFAULTS,
  joinRowPieces,
  type TextBox,
} from '../src/detect/db-postprocess.ts';
import { DEFAULT_INPUT_LIMITS } from '../src/input/index.ts';
import { createFastModels } from '../src/models/sessions.ts';
import { splitAtRows, splitIntoBands } from '../src/recognise/bands.ts';
import { detectLines, isSideways, lineTilt } from '../src/stages/detect.ts';
import { loadDocument } from '../src/stages/load.ts';
import { preparePage } from '../src/stages/preprocess.ts';
import { renderPage } from './documents.ts';

/** A probability map with the given rectangles filled at probability `p`. */
function map(width: number, height: number, rects: [number, number, number, number, number][]): Float32Array {
  const m = new Float32Array(width * height);
  for (const [x, y, w, h, p] of rects)
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) m[j * width + i] = p;
  return m;
}

describe('DB post-processing', () => {
  it('finds one box per connected text region, grown back by the unclip distance', () => {
    const boxes = boxesFromProbabilityMap(
      map(100, 60, [
        [10, 10, 40, 6, 0.9],
        [10, 40, 20, 6, 0.8],
      ]),
      100,
      60,
    );
    expect(boxes).toHaveLength(2);
    const [first] = boxes.sort((a, b) => a.y - b.y);
    const d = (40 * 6 * DB_DEFAULTS.unclipRatio) / (2 * (40 + 6));
    expect(first?.x).toBeCloseTo(10 - d);
    expect(first?.w).toBeCloseTo(40 + 2 * d);
    expect(first?.score).toBeCloseTo(0.9);
  });

  it('gives a long region the direction it runs in, and a round one none', () => {
    const width = 200;
    const height = 120;
    const m = new Float32Array(width * height);
    // A bar 150 px long and 6 px thick, descending to the right at 10°.
    const t = Math.tan((10 * Math.PI) / 180);
    for (let x = 20; x < 170; x++)
      for (let d = 0; d < 6; d++) m[Math.round(20 + x * t + d) * width + x] = 0.9;
    // A blot 12 px square.
    for (let y = 90; y < 102; y++) for (let x = 150; x < 162; x++) m[y * width + x] = 0.9;
    const [bar, blot] = boxesFromProbabilityMap(m, width, height).sort((a, b) => a.y - b.y);
    expect(bar?.angle).toBeCloseTo(10, 0);
    expect(blot?.angle).toBeUndefined();
  });

  it('drops faint regions and specks', () => {
    const boxes = boxesFromProbabilityMap(
      map(100, 60, [
        [10, 10, 40, 6, 0.4],
        [70, 40, 2, 2, 0.99],
      ]),
      100,
      60,
    );
    expect(boxes).toEqual([]);
  });
});

describe('the window the detector reads', () => {
  /** A white page of `width` × `height` with grey-80 rectangles. */
  const page = (width: number, height: number, rects: [number, number, number, number][]) => {
    const p = new Uint8Array(width * height).fill(255);
    for (const [x, y, w, h] of rects)
      for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) p[j * width + i] = 80;
    return p;
  };

  it('holds the ink, with page around it, on the 32-pixel grid of the network', () => {
    const ink = inkBounds(
      page(678, 960, [
        [200, 300, 100, 20],
        [250, 500, 200, 30],
      ]),
      678,
      960,
    );
    expect(ink).toEqual({ x: 200, y: 300, w: 250, h: 230 });
    const window = inkWindow(ink, 678, 960);
    for (const v of Object.values(window)) expect(v % 32).toBe(0);
    // The window is in the whole input's coordinates, where the page starts 16 pixels in.
    expect(window.x).toBeLessThanOrEqual(200 + 16 - 64);
    expect(window.y).toBeLessThanOrEqual(300 + 16 - 64);
    expect(window.x + window.width).toBeGreaterThanOrEqual(450 + 16 + 64);
    expect(window.y + window.height).toBeGreaterThanOrEqual(530 + 16 + 64);
    expect(window.width * window.height).toBeLessThan(0.5 * 678 * 960);
  });

  it('is the whole page for a blank page or ink reaching its edges', () => {
    const whole = { x: 0, y: 0, width: 736, height: 992 };
    expect(inkWindow(inkBounds(page(678, 960, []), 678, 960), 678, 960)).toEqual(whole);
    expect(inkWindow(inkBounds(page(678, 960, [[0, 0, 678, 960]]), 678, 960), 678, 960)).toEqual(whole);
  });
});

describe('sideways pages', () => {
  const box = (w: number, h: number) => ({ x: 0, y: 0, w, h, score: 1 });
  it('are pages whose long boxes mostly stand upright', () => {
    expect(isSideways([box(20, 200), box(20, 150), box(25, 300), box(200, 20)])).toBe(true);
    expect(isSideways([box(200, 20), box(150, 20), box(300, 25), box(20, 200)])).toBe(false);
  });
  it('are not judged from square boxes alone', () => {
    expect(isSideways([box(20, 20), box(22, 20), box(20, 24)])).toBe(false);
  });
});

describe('bands for parallel reading', () => {
  const line = (y: number) => ({ x: 0, y, w: 500, h: 20, score: 1 });
  it('cuts a page at a wide gap near the middle of its lines', () => {
    const boxes = [0, 25, 50, 75, 100, 125, 200, 225, 250, 275, 300, 325].map(line);
    expect(splitIntoBands(boxes, 400, 2)).toEqual([
      { top: 0, bottom: 173 },
      { top: 173, bottom: 400 },
    ]);
  });
  it('balances the text in each band, not the count of lines', () => {
    const short = (y: number) => ({ x: 0, y, w: 100, h: 20, score: 1 });
    // Six short lines, a gap, two wide lines, a gap, four wide lines: the count alone would cut after
    // the short lines, leaving nearly all the text in the second band.
    const boxes = [
      ...[0, 25, 50, 75, 100, 125].map(short),
      ...[200, 225].map(line),
      ...[300, 325, 350, 375].map(line),
    ];
    expect(splitIntoBands(boxes, 420, 2)).toEqual([
      { top: 0, bottom: 273 },
      { top: 273, bottom: 420 },
    ]);
  });
  it('cuts between two lines of a paragraph when no wide gap lies near the middle', () => {
    const dense = Array.from({ length: 12 }, (_, i) => line(i * 24));
    expect(splitIntoBands(dense, 300, 2)).toEqual([
      { top: 0, bottom: 142 },
      { top: 142, bottom: 300 },
    ]);
  });
  it('leaves a page whole when its lines are few or touch', () => {
    expect(splitIntoBands([0, 25, 50].map(line), 100, 2)).toEqual([{ top: 0, bottom: 100 }]);
    const touching = Array.from({ length: 12 }, (_, i) => line(i * 20));
    expect(splitIntoBands(touching, 300, 2)).toEqual([{ top: 0, bottom: 300 }]);
    expect(splitIntoBands([0, 25, 50, 75, 100, 125, 200, 225].map(line), 300, 1)).toHaveLength(1);
  });
});

describe('bands of even height for a single-block reading', () => {
  const line = (y: number, h = 20) => ({ x: 0, y, w: 500, h, score: 1 });
  it('cuts in the gap between lines nearest the middle row, however the text lies', () => {
    // Text in the upper third of a 900-row photo: balanced on text, the cut would fall near row 150.
    const boxes = Array.from({ length: 12 }, (_, i) => line(i * 25));
    expect(splitAtRows(boxes, 900, 2)).toEqual([
      { top: 0, bottom: 273 },
      { top: 273, bottom: 900 },
    ]);
    const spread = Array.from({ length: 12 }, (_, i) => line(i * 70));
    expect(splitAtRows(spread, 900, 2)).toEqual([
      { top: 0, bottom: 465 },
      { top: 465, bottom: 900 },
    ]);
  });
  it('never cuts through a line', () => {
    const boxes = [line(0), line(30, 60), line(40, 500), line(600)];
    const bands = splitAtRows(boxes, 700, 2);
    expect(bands).toEqual([
      { top: 0, bottom: 570 },
      { top: 570, bottom: 700 },
    ]);
    for (const b of boxes)
      expect(bands.some((band) => b.y >= band.top && b.y + b.h <= band.bottom)).toBe(true);
  });
  it('leaves the page whole for one reader, or with no gap between its lines', () => {
    const few = [0, 100, 200].map((y) => line(y));
    expect(splitAtRows(few, 300, 1)).toEqual([{ top: 0, bottom: 300 }]);
    expect(splitAtRows([], 300, 2)).toEqual([{ top: 0, bottom: 300 }]);
    const touching = Array.from({ length: 5 }, (_, i) => line(i * 20));
    expect(splitAtRows(touching, 300, 2)).toEqual([{ top: 0, bottom: 300 }]);
  });
});

describe('row pieces', () => {
  const box = (x: number, w: number, y = 0) => ({ x, y, w, h: 20, score: 0.9 });
  it('joins pieces of a line that touch or nearly touch, and keeps a far amount apart', () => {
    const joined = joinRowPieces([box(0, 100), box(105, 50), box(140, 40), box(600, 60)]);
    expect(joined.map((b) => [b.x, b.w])).toEqual([
      [0, 180],
      [600, 60],
    ]);
  });
  it('never joins lines of different rows', () => {
    expect(joinRowPieces([box(0, 100, 0), box(0, 100, 30)])).toHaveLength(2);
  });
});

describe('the tilt of a page’s lines', () => {
  const line = (angle: number | undefined, w: number): TextBox => ({
    x: 0,
    y: 0,
    w,
    h: 20,
    score: 0.9,
    angle,
  });

  it('is the median direction of the directed regions, a long line counting for more than a word', () => {
    expect(
      lineTilt([line(-12, 900), line(-11.5, 800), line(3, 60), line(4, 50), line(undefined, 30)]),
    ).toBeCloseTo(-11.5);
  });

  it('is 0 with too few directed regions, and leaves out text set at a steep angle', () => {
    expect(lineTilt([line(8, 500), line(8, 500)])).toBe(0);
    expect(lineTilt([line(45, 500), line(60, 500), line(-50, 500), line(1, 100)])).toBe(0);
  });
});

describe('a page photographed crooked', () => {
  const models = createFastModels(1);
  afterAll(() => models.close());

  it('is turned level by its lines’ own tilt and detected again, one box per line', async () => {
    const text = [
      'INVOICE 2026-0412 FROM NORTHWIND TRADING',
      'Delivery to 14 Harbour Street, Portsmouth',
      'Ten boxes of printer paper, A4, 80 gsm',
      'Two toner cartridges, black, high yield',
      'Subtotal before tax 412.50 GBP total',
      'Payment due within thirty days of issue',
    ];
    const page = await renderPage(text.map((t) => ({ text: t })));
    // Turned 12° on a dark, uneven table: the paper-based skew estimate sees no page to level.
    const { data, info } = await sharp(page)
      .rotate(12, { background: '#3a3a3a' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += 7) if ((data[i] as number) < 80) data[i] = 90;
    const photo = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png()
      .toBuffer();
    const doc = await loadDocument(photo, DEFAULT_INPUT_LIMITS);
    const { value: source } = await doc.pages()[Symbol.asyncIterator]().next();
    if (source?.kind !== 'image') throw new Error('expected a raster page');
    const prepared = await preparePage(source, { deskew: true });
    const detected = await detectLines(models.detector, prepared, { deskew: true });
    expect(detected.skew).toBeGreaterThan(10.5);
    expect(detected.skew).toBeLessThan(13.5);
    const lines = detected.boxes.filter((b) => b.w > 300);
    expect(lines).toHaveLength(text.length);
    for (const b of lines) expect(b.h).toBeLessThan(56);
    // Asked not to deskew, the page is detected as it lies.
    const asItLies = await detectLines(models.detector, prepared, { deskew: false });
    expect(asItLies.skew).toBe(prepared.skew);
    expect(asItLies.image).toBe(prepared.image);
  });
});
