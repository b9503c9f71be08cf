import { describe, expect, it } from 'vitest';
import { countGrams, parseCharLm } from '../src/recognise/char-lm.ts';
import { beamDecode, casePartners, decodeLine, greedyDecode } from '../src/recognise/ctc-decode.ts';

const WEIGHTS = { alpha: 0.5, beta: 1, beam: 8 };

describe('character language model', () => {
  const lm = parseCharLm(countGrams(['LOT 12 JALAN', 'LOT 7 JALAN', 'Lot 3 jalan'], 4, 1));

  it('gives each context a distribution over the characters it knows', () => {
    const letters = [...new Set('LOT 12JAN73')];
    const total = letters.reduce((s, c) => s + Math.exp(lm.logProb('JA', c)), 0);
    // The rest of the mass is the floor for characters never seen.
    expect(total).toBeGreaterThan(0.9);
    expect(total).toBeLessThanOrEqual(1);
  });

  it('prefers what followed the same context in its text, case folded', () => {
    expect(lm.logProb('jal', 'A')).toBeGreaterThan(lm.logProb('JAL', 'E'));
    expect(lm.logProb('', 'L')).toBeGreaterThan(lm.logProb('', '1'));
  });

  it('drops grams above order two seen fewer than the minimum', () => {
    const grams = countGrams(['ABCD', 'ABXY'], 3, 2).split('\n');
    expect(grams).toContain('AB\t2');
    expect(grams).toContain('\\nAB\t2');
    expect(grams).not.toContain('BCD\t1');
  });
});

describe('beam search with a language model', () => {
  const alphabet = ['L', 'O', 'T', '1', 'o', ' '];
  const classes = alphabet.length + 1;
  /** Per step, the probability of each class: blank first, then the alphabet's. */
  const steps = (rows: number[][]) =>
    new Float32Array(rows.flatMap((r) => [...r, ...new Array(classes - r.length).fill(0)]));

  it('reads a clear line as greedy decoding does', () => {
    const s = steps([
      [0.02, 0.98],
      [0.98, 0.02],
      [0.02, 0, 0.98],
      [0.02, 0, 0, 0.98],
    ]);
    const flat = { logProb: () => Math.log(1 / 6) };
    const partners = casePartners(alphabet);
    expect(beamDecode(s, 0, 4, classes, alphabet, partners, flat, WEIGHTS).chars.map((c) => c.text)).toEqual(
      greedyDecode(s, 0, 4, classes, alphabet, partners).chars.map((c) => c.text),
    );
  });

  it('lets the language model settle a doubtful step, and keeps the case the model saw', () => {
    // "1" a little likelier than "L" at the first step; the text says lines start "LOT".
    const s = steps([
      [0.05, 0.45, 0, 0, 0.5],
      [0.9, 0, 0, 0, 0, 0.1],
      [0.05, 0, 0.25, 0, 0, 0.7],
      [0.05, 0, 0, 0.95],
    ]);
    const partners = casePartners(alphabet);
    expect(
      greedyDecode(s, 0, 4, classes, alphabet, partners)
        .chars.map((c) => c.text)
        .join(''),
    ).toBe('1oT');
    const lm = parseCharLm(countGrams(['LOT 1', 'LOT 2', 'LOT 3'], 4, 1));
    const reading = beamDecode(s, 0, 4, classes, alphabet, partners, lm, WEIGHTS);
    expect(reading.chars.map((c) => c.text).join('')).toBe('LoT');
    expect(reading.chars.map((c) => c.step)).toEqual([0, 2, 3]);
  });

  it('keeps a letter printed twice apart from one held over two steps', () => {
    const flat = { logProb: () => Math.log(1 / 6) };
    const partners = casePartners(alphabet);
    const twice = steps([[0.02, 0.98], [0.98], [0.02, 0.98]]);
    const held = steps([[0.02, 0.98], [0.02, 0.98], [0.98]]);
    expect(
      beamDecode(twice, 0, 3, classes, alphabet, partners, flat, WEIGHTS)
        .chars.map((c) => c.text)
        .join(''),
    ).toBe('LL');
    expect(
      beamDecode(held, 0, 3, classes, alphabet, partners, flat, WEIGHTS)
        .chars.map((c) => c.text)
        .join(''),
    ).toBe('L');
  });

  it('never searches a machine-readable zone', () => {
    const zone = ['<', 'L', 'l', 'x', ' '];
    const partners = casePartners(zone);
    const classes = zone.length + 1;
    const rows = (r: number[][]) =>
      new Float32Array(r.flatMap((x) => [...x, ...new Array(classes - x.length).fill(0)]));
    // An LM that wants "L" everywhere turns an unsure "x" into "L", but never an unsure "<".
    const lm = { logProb: (_: string, next: string) => (next === 'L' ? 0 : -10) };
    const language = { model: () => lm, weights: WEIGHTS };
    const unsure = rows([[0.02, 0.55, 0.43], [0.98], [0.02, 0.98]]);
    expect(
      decodeLine(unsure, 0, 3, classes, zone, partners, language)
        .chars.map((c) => c.text)
        .join(''),
    ).toBe('<<');
    const letters = rows([[0.02, 0, 0.55, 0.43], [0.98], [0.02, 0, 0.3, 0.18, 0.5]]);
    expect(
      decodeLine(letters, 0, 3, classes, zone, partners, language)
        .chars.map((c) => c.text)
        .join(''),
    ).toBe('LL');
  });
});
