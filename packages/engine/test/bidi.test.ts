import { describe, expect, it } from 'vitest';
import { cellDirection, logicalToVisual, orderLineWords, visualToLogical } from '../src/bidi/index.ts';

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

  it('puts a footer number listed after a bullet before the Latin phrase that follows it', () => {
    expect(visualToLogical('Canon LiDE 300 · 6 ךותמ 1 דומע', true)).toBe('עמוד 1 מתוך 6 · Canon LiDE 300');
    expect(visualToLogical('PDF 1.7 · 2 ךותמ 1 דומע', true)).toBe('עמוד 1 מתוך 2 · PDF 1.7');
    expect(visualToLogical('Scan ID: PBY-136-03 . 6 ךותמ 3 דומע', true)).toBe(
      'עמוד 3 מתוך 6 . Scan ID: PBY-136-03',
    );
  });

  it('keeps a number that ends a Latin phrase inside it', () => {
    expect(visualToLogical('Microsoft Office 365 ןוישיר', true)).toBe('רישיון Microsoft Office 365');
  });

  it('gives brackets and quotes in right-to-left runs their logical character', () => {
    expect(visualToLogical('(12) םילעופה קנבל', true)).toBe('לבנק הפועלים (12)');
    expect(logicalToVisual('לבנק הפועלים (12)', true)).toBe('(12) םילעופה קנבל');
  });

  it('displays logical text as the Unicode Bidirectional Algorithm does', () => {
    expect(logicalToVisual('עמוד 1 מתוך 6 · Canon LiDE 300', true)).toBe('Canon LiDE 300 · 6 ךותמ 1 דומע');
    expect(logicalToVisual('סה"כ: 2,853.24 ₪', true)).toBe('₪ 2,853.24 :כ"הס');
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

  it('orders an amount inside a Hebrew phrase as the bidirectional algorithm displays it', () => {
    const words = [word('₪', 0), word('2,853.24', 20), word('לתשלום:', 110)];
    expect(
      orderLineWords(words, true)
        .words.map((w) => w.text)
        .join(' '),
    ).toBe('לתשלום: 2,853.24 ₪');
  });

  it('reads a footer with a bullet from the right', () => {
    const words = [
      word('Canon', 0),
      word('LiDE', 60),
      word('300', 110),
      word('·', 150),
      word('6', 170),
      word('מתוך', 190),
      word('1', 240),
      word('עמוד', 260),
    ];
    expect(
      orderLineWords(words, true)
        .words.map((w) => w.text)
        .join(' '),
    ).toBe('עמוד 1 מתוך 6 · Canon LiDE 300');
  });
});

describe('direction of a cell without letters', () => {
  it('is left to right, unless a shekel sign leads it on a right-to-left row', () => {
    // Amounts are written "X ₪": a cell laid out left to right shows it as written, one that takes a
    // right-to-left row's direction shows the sign at the left.
    expect(cellDirection('28,886.40 ₪', true)).toBe(false);
    expect(cellDirection('₪ 28,886.40', true)).toBe(true);
    expect(cellDirection('₪ 28,886.40', false)).toBe(false);
    expect(cellDirection('11/09/2025', true)).toBe(false);
  });
});
