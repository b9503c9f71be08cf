import { describe, expect, it } from 'vitest';
import { boxesFromProbabilityMap, DB_DEFAULTS } from '../src/detect/db-postprocess.ts';
import { isSideways } from '../src/stages/detect.ts';

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
