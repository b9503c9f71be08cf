import { describe, expect, it } from 'vitest';
import { logicalToVisual, orderLineWords, visualToLogical } from '../src/bidi/index.ts';

const word = (text: string, x: number) => ({ text, bbox: { x, y: 0, w: text.length * 10, h: 20 } });

describe('visual to logical order', () => {
  it('round-trips Hebrew with numbers, Latin and brackets', () => {
    for (const logical of [
      'העברה לבנק הפועלים (12) סניף 600',
      'רישיון Microsoft Office 365 לשנה',
      'תאריך: 14/05/2025',
      'סנו די רול און 50 960 9.10',
    ]) {
      expect(visualToLogical(logicalToVisual(logical, true), true)).toBe(logical);
    }
  });

  it('keeps numbers left to right inside a right-to-left line', () => {
    expect(visualToLogical('14/05/2025 :ךיראת', true)).toBe('תאריך: 14/05/2025');
  });

  it('leaves left-to-right text alone', () => {
    expect(visualToLogical('Total: 1,250.00 USD', false)).toBe('Total: 1,250.00 USD');
  });
});

describe('word order of an OCR line', () => {
  it('reads Hebrew words right to left and keeps a Latin run in its own order', () => {
    const words = [word('365', 0), word('Microsoft', 40), word('Office', 140), word('רישיון', 210)];
    expect(orderLineWords(words, true).words.map((w) => w.text)).toEqual([
      'רישיון',
      'Microsoft',
      'Office',
      '365',
    ]);
  });

  it('reads an amount cell left to right on a Hebrew line', () => {
    const words = [
      word('2,418.00', 0),
      word('₪', 85),
      word('מע"מ:', 400),
      word('לפני', 460),
      word('סה"כ', 520),
    ];
    expect(
      orderLineWords(words, true)
        .words.map((w) => w.text)
        .join(' '),
    ).toBe('סה"כ לפני מע"מ: 2,418.00 ₪');
  });
});
