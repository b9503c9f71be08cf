import { describe, expect, it } from 'vitest';
import { buildRows } from '../../src/extract/lines.ts';
import { headerVocabulary } from '../../src/extract/locales/index.ts';
import { addressValue, scoreTokens, unifyRepeatedNames } from '../../src/extract/receipts/repeated-words.ts';
import { gridPage } from './fixtures.ts';

const scored = (text: string, confidences: number[]) =>
  text.split(' ').map((t, i) => ({ text: t, confidence: confidences[i] ?? 0.9 }));

describe('a name printed twice in the header', () => {
  it('takes the surer reading of the pair for both', () => {
    const tokens = scored(
      'Sinar Cempeka MaLI G-7 Level 2 Cempaka Mall',
      [0.87, 0.95, 0.61, 0.99, 0.97, 0.96, 0.88, 0.94],
    );
    expect(unifyRepeatedNames(tokens).join(' ')).toBe('Sinar Cempaka MaLI G-7 Level 2 Cempaka Mall');
  });

  it('keeps the case the less sure reading was printed in', () => {
    const tokens = scored('CEMPEKA MALL LEVEL 2 Cempaka Mall', [0.5, 0.5, 0.9, 0.9, 0.9, 0.9]);
    expect(unifyRepeatedNames(tokens).join(' ')).toBe('CEMPAKA MALL LEVEL 2 Cempaka Mall');
  });

  it('leaves names that differ in more than one letter, or whose second words differ', () => {
    expect(unifyRepeatedNames(scored('Kenanga Square Mall Kenanga Sqaure', [])).join(' ')).toBe(
      'Kenanga Square Mall Kenanga Sqaure',
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
      { text: 'Cempaka', confidence: 0.8 },
      { text: 'Mall', confidence: 0.6 },
    ];
    expect(scoreTokens('Cempaka Mall G-7', words)).toEqual([
      { text: 'Cempaka', confidence: 0.8 },
      { text: 'Mall', confidence: 0.6 },
      { text: 'G-7', confidence: 0.7 },
    ]);
  });
});

describe('a receipt address with a name printed twice', () => {
  it('is mended in the value the rules and the field model both read addresses with', () => {
    const page = gridPage(['Sinar Cempeka MaLI', 'G-7 Level 2', 'Cempaka Mall', '43210 Selangor']);
    const rows = buildRows([page]);
    for (const w of rows[0]?.words ?? []) if (w.text === 'Cempeka' || w.text === 'MaLI') w.confidence = 0.6;
    const read = rows.map((r) => r.text).join(' ');
    expect(read).toBe('Sinar Cempeka MaLI G-7 Level 2 Cempaka Mall 43210 Selangor');
    expect(addressValue(read, rows, headerVocabulary())).toBe(
      'Sinar Cempaka MALL G-7 Level 2 Cempaka Mall 43210 Selangor',
    );
  });
});
