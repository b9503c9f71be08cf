import { describe, expect, it } from 'vitest';
import {
  clearlyNotLatin,
  isMostlyHebrew,
  languagesOf,
  latinVerdict,
  plainLatin,
  readsAsZoneNumbers,
} from '../src/script/index.ts';

const words = (confidence: number, n = 8) =>
  Array.from({ length: n }, (_, i) => ({ text: `WORD${i}`, confidence }));

describe('script detection', () => {
  it('names the languages of a text, dominant first', () => {
    expect(languagesOf('חשבונית מס 123 Ltd')).toEqual(['he', 'en']);
    expect(languagesOf('Invoice חן')).toEqual(['en', 'he']);
    expect(languagesOf('12.50')).toEqual([]);
    expect(isMostlyHebrew('שלום Hi')).toBe(true);
  });

  it('trusts a Latin reading only when its letters read confidently', () => {
    expect(latinVerdict(words(0.97))).toBe('latin');
    expect(latinVerdict(words(0.6))).toBe('not-latin');
    expect(latinVerdict([...words(0.97, 6), ...words(0.7, 2)])).toBe('unsure');
  });

  it('settles on a few lines only when they are far from any Latin reading', () => {
    expect(clearlyNotLatin(words(0.55))).toBe(true);
    expect(clearlyNotLatin(words(0.72))).toBe(true);
    // Not Latin by the full verdict, but within reach of a poor Latin identity card: read more lines.
    expect(clearlyNotLatin(words(0.78))).toBe(false);
    // A faint passport reads as poorly, but its zone says Latin print: the whole sample judges it.
    expect(clearlyNotLatin([...words(0.6), { text: 'VADIS<<QUO<<<<<<', confidence: 0.89 }])).toBe(false);
    expect(clearlyNotLatin([...words(0.5, 3), ...words(0.97, 5)])).toBe(false);
    expect(clearlyNotLatin([{ text: 'OK', confidence: 0.2 }])).toBe(false);
  });

  it('calls a poorly read page Latin print when it holds the numbers line of a machine-readable zone', () => {
    // A 272×185 passport photo: the fast reading is unsure of every word, but its zone line is plain.
    const passport = [...words(0.6), { text: '1071828900GBR8501178F', confidence: 0.96 }];
    expect(latinVerdict(passport)).toBe('latin-faint');
    const card = [...words(0.6), { text: '8501178F2401011GBR', confidence: 0.9 }];
    expect(latinVerdict(card)).toBe('latin-faint');
    // Hebrew read by the Latin recogniser: numbers, but no zone.
    expect(latinVerdict([...words(0.6), { text: '099645657', confidence: 1 }])).toBe('not-latin');
  });

  it('finds the zone in fillers, and in a numbers line the reader split in two words', () => {
    expect(latinVerdict([...words(0.6), { text: 'VADIS<<QUO<<<<<<', confidence: 0.89 }])).toBe('latin-faint');
    const split = [
      { text: '8102287', confidence: 0.98 },
      { text: 'F1301014CHE<', confidence: 0.96 },
    ];
    expect(latinVerdict([...words(0.6), ...split])).toBe('latin-faint');
    // An unsure reading with a zone is Latin print too: left to Tesseract's script detection it gained Hebrew letters.
    expect(latinVerdict([...words(0.97, 6), ...words(0.7, 2), ...split])).toBe('latin-faint');
    // A single filler, or a lone "<" in Hebrew read as Latin, is no zone.
    expect(latinVerdict([...words(0.6), { text: 'IDESPAAA1000014<000', confidence: 0.97 }])).toBe(
      'not-latin',
    );
  });

  it('knows a zone numbers line with or without its fillers', () => {
    expect(readsAsZoneNumbers('99003853<1CZE1101018M12')).toBe(true);
    expect(readsAsZoneNumbers('L898902C36UTO7408122F1204159')).toBe(true);
    expect(readsAsZoneNumbers('14/05/25 03-7155943 12/03/2024')).toBe(false);
    expect(readsAsZoneNumbers('2411662040 100 0.25 25.00')).toBe(false);
  });

  it('says nothing from a handful of letters', () => {
    expect(latinVerdict([{ text: 'OK', confidence: 0.2 }])).toBe('unsure');
  });

  it('keeps Latin readings free of CJK characters', () => {
    expect(plainLatin('ＲＭ７．７０ 合计')).toBe('RM7.70 ');
  });
});
