import type { Line, Word } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { layoutBlocks } from '../src/input/pdf-text.ts';

/** One line from word texts laid out left to right at the given x positions (10 px per character). */
function line(y: number, words: [string, number][], direction: 'rtl' | 'ltr' = 'rtl'): Line {
  const placed: Word[] = words.map(([text, x]) => ({
    text,
    bbox: { x, y, w: text.length * 10, h: 20 },
    confidence: 1,
  }));
  const ordered = direction === 'rtl' ? [...placed].reverse() : placed;
  const x0 = Math.min(...placed.map((w) => w.bbox.x));
  const x1 = Math.max(...placed.map((w) => w.bbox.x + w.bbox.w));
  return {
    text: ordered.map((w) => w.text).join(' '),
    bbox: { x: x0, y, w: x1 - x0, h: 20 },
    confidence: 1,
    direction,
    words: ordered,
  };
}

const texts = (lines: readonly Line[]) =>
  layoutBlocks(lines, true).flatMap((b) => b.lines.map((l) => l.text));

describe('reading order of side-by-side blocks', () => {
  it('reads a right-hand vendor block before the left-hand invoice block that shares its rows', () => {
    const lines = [
      line(0, [
        ['10234', 50],
        ['חשבונית', 120],
        ['הפקות', 900],
        ['השחר', 960],
      ]),
      line(28, [
        ['תאריך:', 50],
        ['ויצמן', 950],
      ]),
      line(56, [
        ['מקור', 50],
        ['גדרה', 950],
      ]),
      line(84, [['ח.פ.', 950]]),
    ];
    expect(texts(lines)).toEqual(['השחר הפקות', 'ויצמן', 'גדרה', 'ח.פ.', 'חשבונית 10234', 'תאריך:', 'מקור']);
  });

  it('keeps the cut lines with boxes of their own words, so rows can still be rebuilt from baselines', () => {
    const lines = [
      line(0, [
        ['א', 50],
        ['ב', 900],
      ]),
      line(28, [
        ['ג', 50],
        ['ד', 900],
      ]),
    ];
    const blocks = layoutBlocks(lines, true);
    expect(blocks.map((b) => b.lines.map((l) => l.bbox.x))).toEqual([
      [900, 900],
      [50, 50],
    ]);
    expect(blocks[0]?.bbox).toEqual({ x: 900, y: 0, w: 10, h: 48 });
  });

  it('leaves key-value rows whole when the values are numbers', () => {
    const lines = [
      line(0, [
        ['32,431.60', 50],
        ['סה"כ', 900],
      ]),
      line(28, [
        ['5,837.69', 50],
        ['מע"מ', 900],
      ]),
      line(56, [
        ['38,269.29', 50],
        ['לתשלום', 900],
      ]),
    ];
    expect(texts(lines)).toEqual(['סה"כ 32,431.60', 'מע"מ 5,837.69', 'לתשלום 38,269.29']);
  });

  it('reads the cells of a row that OCR split into pieces from the right on a Hebrew page', () => {
    const lines = [line(0, [['1,488.00', 50]]), line(2, [['חלב', 900]]), line(1, [['240', 500]])];
    expect(texts(lines)).toEqual(['חלב', '240', '1,488.00']);
  });
});

describe('reading order on left-to-right pages', () => {
  it('keeps lines top to bottom', () => {
    const lines = [line(0, [['Total', 50]], 'ltr'), line(28, [['Date', 50]], 'ltr')];
    expect(layoutBlocks(lines, false).flatMap((b) => b.lines.map((l) => l.text))).toEqual(['Total', 'Date']);
  });
});
