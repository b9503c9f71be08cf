import { describe, expect, it } from 'vitest';
import {
  clearlyNotLatin,
  isMostlyHebrew,
  languagesOf,
  latinVerdict,
  plainLatin,
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
    // Not Latin by the full verdict, but within reach of a poor Latin identity card: read more lines.
    expect(clearlyNotLatin(words(0.75))).toBe(false);
    expect(clearlyNotLatin([...words(0.5, 3), ...words(0.97, 5)])).toBe(false);
    expect(clearlyNotLatin([{ text: 'OK', confidence: 0.2 }])).toBe(false);
  });

  it('says nothing from a handful of letters', () => {
    expect(latinVerdict([{ text: 'OK', confidence: 0.2 }])).toBe('unsure');
  });

  it('keeps Latin readings free of CJK characters', () => {
    expect(plainLatin('ＲＭ７．７０ 合计')).toBe('RM7.70 ');
  });
});
