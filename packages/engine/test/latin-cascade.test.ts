import { describe, expect, it } from 'vitest';
import type { TextBox } from '../src/detect/db-postprocess.ts';
import type { GreyImage } from '../src/input/source-page.ts';
import type { LineRecogniser, RecognisedLine } from '../src/recognise/ctc-recogniser.ts';
import {
  DISAGREED,
  DOUBTFUL_LINE,
  doubtWhereTheyDiffer,
  readLatinLines,
} from '../src/recognise/latin-cascade.ts';

const image: GreyImage = { data: Buffer.alloc(100 * 100, 255), width: 100, height: 100, dpi: 300 };
const box = (y: number): TextBox => ({ x: 0, y, w: 80, h: 10, score: 1 });
const line = (b: TextBox, text: string, confidence: number): RecognisedLine => ({
  box: b,
  text,
  words: [{ text, x: b.x, w: b.w, confidence }],
  confidence,
});

/**
 * A reader that answers each box from a table and records which boxes it was asked to read; given
 * `weighs`, it scores its own reading and a witness as a line model would (`RecognisedLine.likelihood`).
 */
function reader(
  answers: Map<number, [string, number]>,
  weighs?: (text: string) => number,
): LineRecogniser & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    recognise: async (_image, boxes, _signal, witnesses) =>
      boxes.map((b, i) => {
        asked.push(b.y);
        const [text, confidence] = answers.get(b.y) ?? ['', 0];
        const witness = witnesses?.[i];
        return {
          ...line(b, text, confidence),
          ...(weighs && witness !== undefined
            ? { likelihood: { own: weighs(text), witness: weighs(witness) } }
            : {}),
        };
      }),
  };
}

describe('Latin lines: the cheap model first, the costly one on its doubtful lines and the header', () => {
  // Text from y 0 to 100: the header (its top 30%) holds the first line only.
  const boxes = [box(0), box(40), box(60), box(90)];
  const cheap = () =>
    reader(
      new Map([
        [0, ['KORALI MINMARKET', 0.9]],
        [40, ['TOTAL 12.50', 0.99]],
        [60, ['JALAN 8ATU', DOUBTFUL_LINE - 0.1]],
        [90, ['CASH', DOUBTFUL_LINE - 0.2]],
      ]),
    );
  const costly = () =>
    reader(
      new Map([
        [0, ['KORALI MINI MARKET', 0.95]],
        [40, ['T0TAL 12.50', 0.8]],
        [60, ['JALAN BATU', 0.99]],
        [90, ['CAS', 0.5]],
      ]),
    );

  it('reads the doubtful lines and the header again, and keeps the more confident reading', async () => {
    const [first, second] = [cheap(), costly()];
    const { lines, reread } = await readLatinLines(first, second, image, boxes, []);
    // …and, where the two differ, the cheap one weighs the costly one's reading too.
    expect(first.asked).toEqual([0, 40, 60, 90, 0, 60, 90]);
    expect(second.asked).toEqual([0, 60, 90]);
    expect(reread).toBe(3);
    expect(lines.map((l) => l.text)).toEqual(['KORALI MINI MARKET', 'TOTAL 12.50', 'JALAN BATU', 'CASH']);
    expect(lines.map((l) => l.box)).toEqual(boxes);
  });

  it('on a till roll reads the header alone again, its doubtful item lines not', async () => {
    const [first, second] = [cheap(), costly()];
    const { lines, reread } = await readLatinLines(first, second, image, boxes, [], { headerOnly: true });
    expect(second.asked).toEqual([0]);
    expect(reread).toBe(1);
    expect(lines.map((l) => l.text)).toEqual(['KORALI MINI MARKET', 'TOTAL 12.50', 'JALAN 8ATU', 'CASH']);
  });

  it('doubts the kept header reading where the other reader read it differently', async () => {
    const first = reader(new Map([[0, ['KORALI MINI MARKET', 0.99]]]));
    const second = reader(new Map([[0, ['KORALI MIN1 MARKET', 0.95]]]));
    const { lines } = await readLatinLines(first, second, image, [box(0), box(90)], []);
    expect(lines[0]?.text).toBe('KORALI MINI MARKET');
    expect(lines[0]?.words.map((w) => w.confidence)).toEqual([DISAGREED]);
  });

  it('keeps the reading the two models find likelier together, whichever is more confident', async () => {
    // The costly model is sure of its slip; the cheap one finds the slip far less likely than its own reading.
    const cheapWeighs = new Map([
      ['JALAN BATU', -1],
      ['JALAN 8ATU', -9],
      ['JALAN BATV', -2],
      ['JALAN BATU 2', -3],
    ]);
    const costlyWeighs = new Map([
      ['JALAN BATU', -2],
      ['JALAN 8ATU', -0.5],
      ['JALAN BATV', -8],
      ['JALAN BATU 2', -1],
    ]);
    const first = reader(
      new Map([
        [0, ['JALAN BATU', 0.9]],
        [60, ['JALAN BATV', 0.9]],
      ]),
      (t) => cheapWeighs.get(t) ?? -20,
    );
    const second = reader(
      new Map([
        [0, ['JALAN 8ATU', 0.99]],
        [60, ['JALAN BATU 2', 0.8]],
      ]),
      (t) => costlyWeighs.get(t) ?? -20,
    );
    const { lines } = await readLatinLines(first, second, image, [box(0), box(60), box(90)], []);
    // Line 0: -1 - 2 for the cheap reading against -9 - 0.5; line 60: -2 - 8 against -3 - 1.
    expect(lines.map((l) => l.text)).toEqual(['JALAN BATU', 'JALAN BATU 2', '']);
  });

  it('compares a line the costly reader has read already instead of reading it again', async () => {
    const [first, second] = [cheap(), costly()];
    const known = [line({ ...box(90) }, 'CASH DUE', 0.95)];
    const { lines, reread } = await readLatinLines(first, second, image, boxes, known);
    expect(second.asked).toEqual([0, 60]);
    expect(reread).toBe(2);
    expect(lines[3]?.text).toBe('CASH DUE');
  });
});

describe('a header line read by both readers', () => {
  const b = box(0);
  const words = (...pairs: Array<[string, number]>): RecognisedLine => ({
    box: b,
    text: pairs.map(([t]) => t).join(' '),
    words: pairs.map(([text, confidence], i) => ({ text, x: i * 40, w: 30, confidence })),
    confidence: Math.min(...pairs.map(([, c]) => c)),
  });

  it('keeps its confidence where the other reader agrees, spacing and case aside', () => {
    const kept = words(['Jalan', 0.98], ['Meranti,', 0.97]);
    expect(doubtWhereTheyDiffer(kept, words(['JALANMERANTI', 0.99]))).toEqual(kept);
  });

  it('is doubted in the words the other reader read differently, and only there', () => {
    const read = doubtWhereTheyDiffer(words(['JALAN', 0.98], ['RATU', 0.99]), words(['JALAN BATU', 0.99]));
    expect(read.words.map((w) => w.confidence)).toEqual([0.98, DISAGREED]);
    expect(read.confidence).toBe(DISAGREED);
    expect(read.text).toBe('JALAN RATU');
  });
});
