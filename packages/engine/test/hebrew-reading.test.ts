import type { Line, Word } from '@docread/contracts';
import { PSM, type Page as TesseractPage } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../src/input/source-page.ts';
import type { OcrPool, OcrRequest } from '../src/ocr/pool.ts';
import { rereadDoubtfulPieces } from '../src/recognise/doubtful-pieces.ts';
import { rejoinBrokenNumbers } from '../src/recognise/hebrew-numbers.ts';
import { restoreHebrewPunctuation } from '../src/recognise/hebrew-punctuation.ts';
import { rereadLatinInHebrewLines } from '../src/recognise/hebrew-reread.ts';
import { readMissedLines } from '../src/recognise/missed-lines.ts';

const word = (text: string, x: number, y: number, w: number, h: number, confidence = 0.95): Word => ({
  text,
  bbox: { x, y, w, h },
  confidence,
});

function line(words: Word[]): Line {
  const x = Math.min(...words.map((w) => w.bbox.x));
  const y = Math.min(...words.map((w) => w.bbox.y));
  return {
    text: words.map((w) => w.text).join(' '),
    bbox: {
      x,
      y,
      w: Math.max(...words.map((w) => w.bbox.x + w.bbox.w)) - x,
      h: Math.max(...words.map((w) => w.bbox.y + w.bbox.h)) - y,
    },
    confidence: 0.9,
    direction: 'rtl',
    words,
  };
}

/** What Tesseract returns for a crop: one line of words, boxes in the crop's pixels. */
function reading(words: { text: string; confidence: number }[]): TesseractPage {
  const tesseractWords = words.map((w, i) => ({
    text: w.text,
    confidence: w.confidence * 100,
    bbox: { x0: 2 + i * 30, y0: 2, x1: 28 + i * 30, y1: 22 },
  }));
  return {
    text: words.map((w) => w.text).join(' '),
    blocks: [{ paragraphs: [{ lines: [{ words: tesseractWords }] }] }],
  } as unknown as TesseractPage;
}

function fakePool(answer: (request: OcrRequest) => TesseractPage): OcrPool & { requests: OcrRequest[] } {
  const requests: OcrRequest[] = [];
  const pool: OcrPool & { requests: OcrRequest[] } = {
    requests,
    size: 1,
    recognize: async (request) => {
      requests.push(request);
      return answer(request);
    },
    detect: async () => ({ script: null, scriptConfidence: 0, orientation: 0, orientationConfidence: 0 }),
    granted: () => ({ ...pool, release: () => {} }),
    workerCount: () => 1,
    close: async () => {},
  };
  return pool;
}

const image: GreyImage = { data: Buffer.alloc(1000 * 200, 255), width: 1000, height: 200, dpi: 300 };

describe('Hebrew punctuation from glyph shape', () => {
  const footer = (dot: Word) =>
    line([
      word('Scan', 10, 100, 60, 30),
      dot,
      word('מסמכים', 150, 100, 90, 30),
      word('ארכיון', 250, 100, 80, 30),
    ]);

  it('turns a lone small dot at mid-height into a middle dot, whatever it was read as', () => {
    for (const misread of ['+', '>', '.', '-', '©']) {
      const [restored] = restoreHebrewPunctuation([footer(word(misread, 100, 112, 5, 5))]);
      expect(restored?.text).toBe('Scan · מסמכים ארכיון');
    }
  });

  it('leaves a full stop on the baseline and a short hyphen alone', () => {
    const [period] = restoreHebrewPunctuation([footer(word('.', 100, 124, 5, 5))]);
    expect(period?.text).toBe('Scan . מסמכים ארכיון');
    const [hyphen] = restoreHebrewPunctuation([footer(word('-', 95, 113, 10, 3))]);
    expect(hyphen?.text).toBe('Scan - מסמכים ארכיון');
  });

  it('reads a spaced dash half an em wide as an en dash', () => {
    const [dash] = restoreHebrewPunctuation([footer(word('-', 90, 113, 15, 3))]);
    expect(dash?.text).toBe('Scan – מסמכים ארכיון');
  });
});

describe('detected lines the page layout dropped', () => {
  const read = [line([word('כמות', 300, 50, 60, 20)])];

  it('reads a detected box no word covers and adds its line in page order', async () => {
    const pool = fakePool(() => reading([{ text: '1,200', confidence: 0.93 }]));
    const boxes = [
      { x: 300, y: 50, w: 60, h: 20, score: 0.9 },
      { x: 100, y: 90, w: 50, h: 20, score: 0.9 },
    ];
    const lines = await readMissedLines(pool, image, 1, boxes, read, 'heb+eng');
    expect(pool.requests).toHaveLength(1);
    expect(pool.requests[0]?.psm).toBe(PSM.SINGLE_LINE);
    expect(lines.map((l) => l.text)).toEqual(['כמות', '1,200']);
  });

  it('drops table rules, words already read and doubtful readings', async () => {
    const boxes = [{ x: 280, y: 50, w: 110, h: 20, score: 0.9 }];
    const rule = fakePool(() => reading([{ text: '|', confidence: 0.9 }]));
    expect(await readMissedLines(rule, image, 1, boxes, [], 'heb+eng')).toEqual([]);
    const noise = fakePool(() => reading([{ text: 'Camo]', confidence: 0.33 }]));
    expect(await readMissedLines(noise, image, 1, boxes, [], 'heb+eng')).toEqual([]);
  });
});

describe('Latin-looking words inside Hebrew lines', () => {
  const hebrewLine = () =>
    line([
      word('21"', 10, 10, 40, 20, 0.7),
      word('08-6081625', 60, 10, 100, 20),
      word('בע"מ', 200, 10, 60, 20),
    ]);

  it('re-reads them with heb alone and keeps the Hebrew reading when it is more confident', async () => {
    const pool = fakePool(() => reading([{ text: "טל'", confidence: 0.9 }]));
    const [fixed] = await rereadLatinInHebrewLines(pool, image, 1, [hebrewLine()]);
    expect(pool.requests.map((r) => r.langs)).toEqual(['heb']);
    expect(fixed?.words.map((w) => w.text)).toContain("טל'");
    expect(fixed?.text).not.toContain('21"');
  });

  it('keeps the first reading when heb is less sure or reads no Hebrew', async () => {
    const unsure = fakePool(() => reading([{ text: "טל'", confidence: 0.5 }]));
    expect((await rereadLatinInHebrewLines(unsure, image, 1, [hebrewLine()]))[0]?.text).toBe(
      hebrewLine().text,
    );
    const digits = fakePool(() => reading([{ text: '21', confidence: 0.99 }]));
    expect((await rereadLatinInHebrewLines(digits, image, 1, [hebrewLine()]))[0]?.text).toBe(
      hebrewLine().text,
    );
  });

  it('leaves English lines alone', async () => {
    const pool = fakePool(() => reading([{ text: 'שלום', confidence: 0.99 }]));
    const english = line([word('Canon', 10, 10, 60, 20, 0.5), word('LiDE', 80, 10, 50, 20, 0.5)]);
    expect(await rereadLatinInHebrewLines(pool, image, 1, [english])).toEqual([english]);
    expect(pool.requests).toHaveLength(0);
  });
});

describe('numbers the Hebrew network broke', () => {
  const priceLine = () =>
    line([word('5', 49, 10, 15, 20, 0.91), word('80.', 78, 10, 53, 20, 0.89), word('סה"כ', 300, 10, 60, 20)]);

  it('reads the pieces again together with eng and keeps a whole number', async () => {
    const pool = fakePool(() => reading([{ text: '5.80', confidence: 0.95 }]));
    const [fixed] = await rejoinBrokenNumbers(pool, image, 1, [priceLine()]);
    expect(pool.requests.map((r) => r.langs)).toEqual(['eng']);
    expect(fixed?.text).toBe('סה"כ 5.80');
  });

  it('turns a lone letter beside numbers back into the multiplication sign eng reads', async () => {
    const pool = fakePool(() =>
      reading([
        { text: 'x', confidence: 0.9 },
        { text: '2.90', confidence: 0.95 },
        { text: '2', confidence: 0.95 },
      ]),
    );
    const qty = line([word('א', 673, 10, 18, 20), word('2.90', 719, 10, 83, 20), word('2', 831, 10, 15, 20)]);
    const [fixed] = await rejoinBrokenNumbers(pool, image, 1, [qty]);
    expect(fixed?.words.map((w) => w.text).sort()).toEqual(['2', '2.90', 'x']);
  });

  it('keeps the pieces when eng reads anything but numbers, and leaves whole numbers alone', async () => {
    const garbage = fakePool(() => reading([{ text: '5.8O', confidence: 0.95 }]));
    expect((await rejoinBrokenNumbers(garbage, image, 1, [priceLine()]))[0]?.text).toBe(priceLine().text);
    const whole = fakePool(() => reading([]));
    const amount = line([word('5.80', 49, 10, 80, 20), word('סה"כ', 300, 10, 60, 20)]);
    expect(await rejoinBrokenNumbers(whole, image, 1, [amount])).toEqual([amount]);
    expect(whole.requests).toHaveLength(0);
  });
});

describe('pieces the Hebrew line model doubts', () => {
  const piece = (text: string, confidence: number, x: number) => ({
    box: { x, y: 50, w: 120, h: 24, score: 0.9 },
    text,
    words: [{ text, x, w: 120, confidence }],
    confidence,
  });

  it('are read again by Tesseract alone, its words put in display order; confident ones are not', async () => {
    // Tesseract answers in reading order: "כמות 12" is displayed "12 תומכ".
    const pool = fakePool(() =>
      reading([
        { text: 'כמות', confidence: 0.9 },
        { text: '12', confidence: 0.9 },
      ]),
    );
    const pieces = await rereadDoubtfulPieces(pool, image, [
      piece('תומכ', 0.99, 600),
      piece('21 תומנ', 0.6, 100),
    ]);
    expect(pool.requests).toHaveLength(1);
    expect(pool.requests[0]?.psm).toBe(PSM.SINGLE_LINE);
    expect(pieces[0]?.text).toBe('תומכ');
    expect(pieces[1]?.words.map((w) => w.text)).toEqual(['תומכ', '12']);
  });
});
