import { describe, expect, it } from 'vitest';
import { understand } from '../../src/extract/index.ts';
import { scoreTokens, unifyRepeatedNames } from '../../src/extract/receipts/repeated-words.ts';
import { gridPage } from './fixtures.ts';

const scored = (text: string, confidences: number[]) =>
  text.split(' ').map((t, i) => ({ text: t, confidence: confidences[i] ?? 0.9 }));

describe('a name printed twice in the header', () => {
  it('takes the surer reading of the pair for both', () => {
    const tokens = scored(
      'Giant Bren MaLI G-19 Level G Brem Mall',
      [0.87, 0.95, 0.61, 0.99, 0.97, 0.96, 0.88, 0.94],
    );
    expect(unifyRepeatedNames(tokens).join(' ')).toBe('Giant Brem MaLI G-19 Level G Brem Mall');
  });

  it('keeps the case the less sure reading was printed in', () => {
    const tokens = scored('BREN MALL LEVEL 2 Brem Mall', [0.5, 0.5, 0.9, 0.9, 0.9, 0.9]);
    expect(unifyRepeatedNames(tokens).join(' ')).toBe('BREM MALL LEVEL 2 Brem Mall');
  });

  it('leaves names that differ in more than one letter, or whose second words differ', () => {
    expect(unifyRepeatedNames(scored('Sunway Pyramid Mall Sunway Piramid', [])).join(' ')).toBe(
      'Sunway Pyramid Mall Sunway Piramid',
    );
    expect(unifyRepeatedNames(scored('Jalan Besar Jalan Besan', [])).join(' ')).toBe(
      'Jalan Besar Jalan Besan',
    );
    expect(unifyRepeatedNames(scored('Taman Mawar Taman Mawan', [])).join(' ')).toBe(
      'Taman Mawar Taman Mawan',
    );
  });
});

describe('scoreTokens', () => {
  it('gives each token the confidence of the word it was read from, and the mean where none matches', () => {
    const words = [
      { text: 'Brem', confidence: 0.8 },
      { text: 'Mall', confidence: 0.6 },
    ];
    expect(scoreTokens('Brem Mall G-19', words)).toEqual([
      { text: 'Brem', confidence: 0.8 },
      { text: 'Mall', confidence: 0.6 },
      { text: 'G-19', confidence: 0.7 },
    ]);
  });
});

describe('a receipt address with a name printed twice', () => {
  it('mends the value and keeps the text as read', () => {
    const page = gridPage([
      'Guardian Health and Beauty Sdn Bhd',
      'Guardian Giant Bren MaLI',
      'G-19 Level G',
      'Brem Mall',
      'Tel:03-62584088',
      'TOTAL 12.00',
    ]);
    const words = page.blocks[1]?.lines[0]?.words ?? [];
    for (const w of words) if (w.text === 'Bren' || w.text === 'MaLI') w.confidence = 0.6;
    const address = understand([page], { documentType: 'receipt' }).fields.merchantAddress;
    expect(address?.value).toBe('Guardian Giant Brem MALL G-19 Level G Brem Mall');
    expect(address?.text).toBe('Guardian Giant Bren MaLI G-19 Level G Brem Mall');
  });
});
