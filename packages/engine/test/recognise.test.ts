import type { Line } from '@docread/contracts';
import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logicalToVisual } from '../src/bidi/index.ts';
import type { TextBox } from '../src/detect/db-postprocess.ts';
import {
  COLUMN_ROWS,
  chooseReader,
  NARROW_COLUMN,
  narrowColumn,
  type PageSignals,
  tesseractLangs,
} from '../src/recognise/choose-reader.ts';
import { casePartners, charsToWords, greedyDecode } from '../src/recognise/ctc-decode.ts';
import { batches, createLineRecogniser, PADDLE_LINE } from '../src/recognise/ctc-recogniser.ts';
import { blankColumns, widestBlankRun } from '../src/recognise/ink-gaps.ts';
import { restoreFillers } from '../src/recognise/mrz-reread.ts';
import { hebrewLinesToRows, latinLinesToRows } from '../src/recognise/rows.ts';
import { coveredShare } from '../src/recognise/tesseract-page.ts';
import {
  isCleanPrint,
  readsBlank,
  scriptSample,
  tesseractBands,
  tesseractLostZone,
} from '../src/stages/recognise.ts';
import type { DetectedPage } from '../src/stages/types.ts';

const ALPHABET = ['A', 'B', 'C', ' '];

/** CTC scores where each time step puts probability 0.9 on one class (0 = blank). */
function scores(best: number[], extra: Record<number, [number, number]> = {}): Float32Array {
  const classes = ALPHABET.length + 1;
  const s = new Float32Array(best.length * classes).fill(0.01);
  best.forEach((k, t) => {
    s[t * classes + k] = 0.9;
  });
  for (const [t, [k, p]] of Object.entries(extra)) s[Number(t) * classes + k] = p;
  return s;
}

describe('CTC decoding', () => {
  it('collapses repeats, drops blanks and keeps the step of each character', () => {
    const { chars } = greedyDecode(scores([1, 1, 0, 1, 2, 0, 3]), 0, 7, 5, ALPHABET);
    expect(chars.map((c) => c.text).join('')).toBe('AABC');
    expect(chars.map((c) => c.step)).toEqual([0, 3, 4, 6]);
  });

  it('decodes a case-folded model on letter pairs: a run over both cases is one letter, in its likelier case', () => {
    const cased = ['a', 'A', 'b', ' '];
    // Per step: blank, a, A, b, space.
    const s = new Float32Array([
      ...[0.15, 0.45, 0.4, 0, 0],
      ...[0.4, 0.1, 0.5, 0, 0],
      ...[0.9, 0.05, 0.05, 0, 0],
      ...[0.4, 0.3, 0.3, 0, 0],
      ...[0.9, 0, 0, 0.1, 0],
    ]);
    expect(
      greedyDecode(s, 0, 5, 5, cased)
        .chars.map((c) => c.text)
        .join(''),
    ).toBe('aA');
    const folded = greedyDecode(s, 0, 5, 5, cased, casePartners(cased));
    expect(folded.chars.map((c) => c.text).join('')).toBe('Aa');
    expect(folded.chars.map((c) => c.step)).toEqual([0, 3]);
    expect([...casePartners(cased)]).toEqual([0, 2, 1, 0, 0]);
  });

  it('breaks words at an emitted space and where a space was likely', () => {
    const emitted = greedyDecode(scores([1, 0, 4, 0, 2]), 0, 5, 5, ALPHABET);
    expect(charsToWords(emitted).map((w) => w.text)).toEqual(['A', 'B']);
    const likely = greedyDecode(scores([1, 0, 2, 0, 3], { 1: [4, 0.3] }), 0, 5, 5, ALPHABET);
    expect(charsToWords(likely).map((w) => w.text)).toEqual(['A', 'BC']);
  });

  it('breaks beside a comma or stop only where the paper shows a blank', () => {
    const punctuation = ['A', ',', 'B', ' '];
    const classes = punctuation.length + 1;
    const s = new Float32Array(5 * classes).fill(0.01);
    [1, 0, 2, 0, 3].forEach((k, t) => {
      s[t * classes + k] = 0.9;
    });
    // Some space weight on both sides of the comma, as the model gives "7/4,Kawasan".
    s[1 * classes + 4] = 0.1;
    s[3 * classes + 4] = 0.1;
    const reading = greedyDecode(s, 0, 5, classes, punctuation);
    const blank = (wide: string) => (from: { text: string }, to: { text: string }) =>
      `${from.text}${to.text}` === wide;
    expect(charsToWords(reading, 0.02, blank('')).map((w) => w.text)).toEqual(['A,B']);
    expect(charsToWords(reading, 0.02, blank(',B')).map((w) => w.text)).toEqual(['A,', 'B']);
    expect(charsToWords(reading).map((w) => w.text)).toEqual(['A', ',', 'B']);
  });

  it('keeps characters together where no space was likely, however far apart', () => {
    const wide = greedyDecode(scores([1, 0, 0, 0, 0, 0, 2]), 0, 7, 5, ALPHABET);
    expect(charsToWords(wide, 0.5).map((w) => w.text)).toEqual(['AB']);
  });
});

describe('a line reading no longer wanted', () => {
  it('stops before its next batch and rejects', async () => {
    const unwanted = new AbortController();
    let runs = 0;
    const model = {
      inputNames: ['x'],
      outputNames: ['y'],
      run: async () => {
        runs++;
        unwanted.abort();
        const classes = ALPHABET.length + 1;
        return { y: { dims: [8, 1, classes], data: new Float32Array(8 * classes) } };
      },
    };
    const recogniser = createLineRecogniser(
      async () => model as unknown as InferenceSession,
      () => ALPHABET,
    );
    const image = { data: Buffer.alloc(200 * 40, 255), width: 200, height: 40, dpi: 300 };
    const boxes = Array.from({ length: 9 }, (_, i) => ({ x: i * 20, y: 5, w: 18, h: 30, score: 1 }));
    await expect(recogniser.recognise(image, boxes, unwanted.signal)).rejects.toThrow();
    expect(runs).toBe(1);
  });
});

describe("weighing another reader's text of a line", () => {
  it("gives its own reading's likelihood and the witness's, case and spacing aside", async () => {
    const classes = ALPHABET.length + 1;
    const model = {
      inputNames: ['x'],
      outputNames: ['y'],
      run: async () => ({ y: { dims: [1, 7, classes], data: scores([1, 1, 0, 2, 0, 4, 3]) } }),
    };
    const recogniser = createLineRecogniser(
      async () => model as unknown as InferenceSession,
      () => ALPHABET,
    );
    const image = { data: Buffer.alloc(200 * 40, 255), width: 200, height: 40, dpi: 300 };
    const box = { x: 10, y: 5, w: 100, h: 30, score: 1 };
    const [plain] = await recogniser.recognise(image, [box]);
    expect(plain?.likelihood).toBeUndefined();
    const [weighed] = await recogniser.recognise(image, [box], undefined, ['AB X']);
    const [same] = await recogniser.recognise(image, [box], undefined, ['a bc']);
    const [other] = await recogniser.recognise(image, [box], undefined, ['ACB']);
    expect(weighed?.text).toBe('AB C');
    expect(weighed?.likelihood?.witness).toBe(Number.NEGATIVE_INFINITY);
    expect(same?.likelihood?.witness).toBeCloseTo(same?.likelihood?.own ?? 0, 9);
    expect(other?.likelihood?.witness).toBeLessThan((other?.likelihood?.own ?? 0) - 3);
  });
});

describe('line crops the model is given', () => {
  /** What the model receives for each box, one line a batch: its first plane, row by row. */
  async function inputs(
    image: { data: Buffer; width: number; height: number; dpi: number },
    boxes: TextBox[],
    sideMargin?: number,
  ) {
    const seen: { width: number; plane: number[] }[] = [];
    const model = {
      inputNames: ['x'],
      outputNames: ['y'],
      run: async (feeds: Record<string, { dims: number[]; data: Float32Array }>) => {
        const { dims, data } = feeds.x as { dims: number[]; data: Float32Array };
        const [, , height = 0, width = 0] = dims;
        seen.push({ width, plane: [...data.subarray(0, height * width)] });
        const classes = ALPHABET.length + 1;
        return { y: { dims: [1, 1, classes], data: new Float32Array(classes) } };
      },
    };
    const recogniser = createLineRecogniser(
      async () => model as unknown as InferenceSession,
      () => ALPHABET,
      {
        ...PADDLE_LINE,
        batch: 1,
        ...(sideMargin ? { sideMargin } : {}),
      },
    );
    const lines = await recogniser.recognise(image, boxes);
    return Object.assign(seen, { lines });
  }
  // A page of vertical stripes: a crop's columns tell where it was cut.
  const width = 240;
  const page = {
    data: Buffer.from(Array.from({ length: width * 60 }, (_, i) => ((i % width) * 7) % 256)),
    width,
    height: 60,
    dpi: 300,
  };

  it('cuts a line off the edges and scales it to the model height, as two separate steps would', async () => {
    const box = { x: 40, y: 10, w: 96, h: 24, score: 1 };
    const [seen] = await inputs(page, [box]);
    const cut = await sharp(page.data, { raw: { width, height: 60, channels: 1 } })
      .extract({ left: 40, top: 10, width: 96, height: 24 })
      .greyscale()
      .raw()
      .toBuffer();
    const scaled = await sharp(cut, { raw: { width: 96, height: 24, channels: 1 } })
      .resize(192, 48, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer();
    expect(seen?.width).toBe(192);
    expect(seen?.plane).toEqual([...scaled].map((grey) => Math.fround(PADDLE_LINE.pixel(grey))));
  });

  it('reads the page beyond either end of the box by the side margin, within the page, and keeps the given box', async () => {
    const box = { x: 40, y: 10, w: 96, h: 24, score: 1 };
    const seen = await inputs(page, [box, { x: 150, y: 10, w: 88, h: 20, score: 1 }], 0.25);
    // 6 px (a quarter of 24) more at each end: 108 px scaled to 48 high.
    const cut = await sharp(page.data, { raw: { width, height: 60, channels: 1 } })
      .extract({ left: 34, top: 10, width: 108, height: 24 })
      .resize(216, 48, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer();
    expect(seen[0]?.width).toBe(216);
    expect(seen[0]?.plane).toEqual([...cut].map((grey) => Math.fround(PADDLE_LINE.pixel(grey))));
    // The second box grows 5 px to the left and stops at the page's right edge (240), where white is added.
    expect(seen[1]?.width).toBe(Math.round(((95 + 6) * 48) / 20));
    expect(seen.lines.map((l) => l.box)).toEqual([box, { x: 150, y: 10, w: 88, h: 20, score: 1 }]);
  });

  it('puts white before a line that touches the left edge', async () => {
    const [seen] = await inputs(page, [{ x: 0, y: 10, w: 96, h: 24, score: 1 }]);
    // 0.3 line heights of white (7 px at 24 px, 14 px at 48) before the line.
    expect(seen?.width).toBe(206);
    expect(seen?.plane.slice(0, 10)).toEqual(Array(10).fill(PADDLE_LINE.pixel(255)));
  });
});

describe('blank paper between characters', () => {
  it('finds the widest run of ink-free columns in a span', () => {
    // Columns: ink, ink, paper, paper, paper, ink (grey paper, black ink, 2 rows).
    const row = [0, 10, 200, 210, 205, 0];
    const blank = blankColumns(Uint8Array.from([...row, ...row]), 6, 2);
    expect([...blank]).toEqual([0, 0, 1, 1, 1, 0]);
    expect(widestBlankRun(blank, 0, 6)).toBe(3);
    expect(widestBlankRun(blank, 0, 3)).toBe(1);
  });
});

describe('rows from line pieces', () => {
  const piece = (x: number, y: number, text: string) => ({
    box: { x, y, w: text.length * 10, h: 20, score: 1 },
    text,
    words: [{ text, x, w: text.length * 10, confidence: 0.9 }],
    confidence: 0.9,
  });

  it('joins pieces that share a row, left to right, and keeps rows top to bottom', () => {
    const rows = latinLinesToRows([piece(300, 52, '12.50'), piece(10, 50, 'TOTAL'), piece(10, 10, 'SHOP')]);
    expect(rows.map((r) => r.text)).toEqual(['SHOP', 'TOTAL 12.50']);
    expect(rows[1]?.words.map((w) => w.bbox.x)).toEqual([10, 300]);
    expect(rows.every((r) => r.direction === 'ltr')).toBe(true);
  });

  it('folds full-width forms and drops CJK characters the product does not read', () => {
    const rows = latinLinesToRows([piece(10, 10, 'ＴＯＴＡＬ：5中')]);
    expect(rows[0]?.text).toBe('TOTAL:5');
  });

  it('puts Hebrew pieces read in display order back into reading order, cells right to left', () => {
    // What the Hebrew model reads: each piece's characters as its pixels run, left to right.
    const read = (x: number, y: number, logical: string) => {
      const words = logicalToVisual(logical, true).split(' ');
      let at = x;
      const placed = words.map((text) => {
        const w = { text, x: at, w: text.length * 10, confidence: 0.9 };
        at += w.w + 8;
        return w;
      });
      return {
        box: { x, y, w: at - 8 - x, h: 20, score: 1 },
        text: words.join(' '),
        words: placed,
        confidence: 0.9,
      };
    };
    const rows = hebrewLinesToRows([
      read(10, 90, '5,837.69'),
      read(600, 92, 'מע"מ 18%:'),
      read(200, 50, 'Garden Party - כיבוד ל-120 איש'),
      read(400, 10, 'ויצמן 8, גדרה (מקור)'),
    ]);
    expect(rows.map((r) => r.text)).toEqual([
      'ויצמן 8, גדרה (מקור)',
      'Garden Party - כיבוד ל-120 איש',
      'מע"מ 18%: 5,837.69',
    ]);
    expect(rows.every((r) => r.direction === 'rtl')).toBe(true);
    // Each word keeps the place it was read at: the label at the right, the amount at the left.
    expect(rows[2]?.words[0]?.bbox.x).toBeGreaterThanOrEqual(600);
    expect(rows[2]?.words.at(-1)?.bbox.x).toBe(10);
  });

  it('keeps a large-type name apart from the smaller lines stacked beside it', () => {
    const piece = (x: number, y: number, h: number, logical: string) => {
      const text = logicalToVisual(logical, true);
      return {
        box: { x, y, w: 300, h, score: 1 },
        text,
        words: [{ text, x, w: 300, confidence: 0.9 }],
        confidence: 0.9,
      };
    };
    const rows = hebrewLinesToRows([
      piece(700, 40, 60, 'סטודיו גלים'),
      piece(700, 68, 30, 'רחוב הנביאים 21'),
      piece(100, 50, 30, 'חשבונית 17'),
    ]);
    expect(rows.map((r) => r.text)).toEqual(['סטודיו גלים חשבונית 17', 'רחוב הנביאים 21']);
  });

  it('takes a middle dot ending a word for a full stop, and keeps a spaced one', () => {
    const visual = logicalToVisual('עמוד 1 · אפשר להתעכב במדבר·', true);
    const [row] = hebrewLinesToRows([
      {
        box: { x: 10, y: 10, w: 400, h: 20, score: 1 },
        text: visual,
        words: visual.split(' ').map((text, i) => ({ text, x: 10 + i * 80, w: 70, confidence: 0.9 })),
        confidence: 0.9,
      },
    ]);
    expect(row?.text).toBe('עמוד 1 · אפשר להתעכב במדבר.');
  });
});

describe('languages given to Tesseract', () => {
  it('follow the caller’s hint, then the fast reading’s verdict', () => {
    expect(tesseractLangs('en', 'not-latin')).toBe('eng');
    expect(tesseractLangs('he', 'latin')).toBe('heb+eng');
    expect(tesseractLangs(undefined, 'not-latin')).toBe('heb+eng');
    expect(tesseractLangs(undefined, 'unsure')).toBeUndefined();
    expect(tesseractLangs(undefined, 'latin-faint')).toBe('eng');
  });
});

describe('choosing the reader from the page’s signals', () => {
  const page: PageSignals = { linesReadable: true, hebrewLineModel: true, latinLineModel: true };

  it('asks for each sample only when the earlier ones leave the choice open', () => {
    expect(chooseReader(page)).toEqual({ need: 'hebrew-sample' });
    expect(chooseReader({ ...page, hebrewSample: true })).toEqual({ reader: 'hebrew-lines' });
    expect(chooseReader({ ...page, hebrewSample: false })).toEqual({ need: 'latin-sample' });
    expect(chooseReader({ ...page, hebrewSample: false, latinSample: true })).toEqual({
      need: 'print-sample',
    });
    expect(chooseReader({ ...page, hebrewSample: false, latinSample: false })).toEqual({
      need: 'script-sample',
    });
    expect(chooseReader({ ...page, hebrewSample: false, latinSample: false, scriptSample: 'latin' })).toEqual(
      { need: 'print-sample' },
    );
    const latin = { ...page, hebrewSample: false, latinSample: true } as const;
    // Neither Hebrew nor plainly Latin: rough Latin print, read by the line models when they are used.
    expect(
      chooseReader({ ...page, hebrewSample: false, latinSample: false, scriptSample: 'unsure' }),
    ).toEqual({
      need: 'print-sample',
    });
    expect(
      chooseReader({
        ...page,
        latinLineModel: false,
        hebrewSample: false,
        latinSample: false,
        scriptSample: 'unsure',
      }),
    ).toEqual({ reader: 'tesseract', langs: undefined });
    expect(chooseReader({ ...latin, cleanPrint: false })).toEqual({ reader: 'latin-lines' });
    expect(chooseReader({ ...latin, cleanPrint: true })).toEqual({ reader: 'tesseract', langs: 'eng' });
  });

  it('reads a narrow column of Latin lines with the line readers without judging its print', () => {
    const column = { ...page, hebrewSample: false, latinSample: true, narrowColumn: true };
    expect(chooseReader(column)).toEqual({ reader: 'latin-lines' });
    expect(chooseReader({ ...column, latinSample: false, scriptSample: 'not-latin' })).toEqual({
      reader: 'tesseract',
      langs: 'heb+eng',
    });
    expect(chooseReader({ ...column, hebrewSample: true })).toEqual({ reader: 'hebrew-lines' });
  });

  it('sees a narrow column in many rows no wider than NARROW_COLUMN line heights', () => {
    const lines = (n: number, width: number) =>
      Array.from({ length: n }, (_, i) => ({ x: 10 + (i % 3) * 5, y: i * 25, w: width, h: 20, score: 1 }));
    expect(narrowColumn(lines(30, 20 * 20))).toBe(true);
    expect(narrowColumn(lines(30, 20 * (NARROW_COLUMN + 1)))).toBe(false);
    expect(narrowColumn(lines(COLUMN_ROWS - 1, 20 * 20))).toBe(false);
    // A short note whose rows are cut into pieces at wide gaps is still a short note.
    const pieces = lines(COLUMN_ROWS - 1, 100).flatMap((b) => [
      b,
      { ...b, x: b.x + 150 },
      { ...b, x: b.x + 300 },
    ]);
    expect(narrowColumn(pieces)).toBe(false);
    // Two columns side by side are as wide as the page they span.
    const twoColumns = [...lines(15, 300), ...lines(15, 300).map((b) => ({ ...b, x: b.x + 500 }))];
    expect(narrowColumn(twoColumns)).toBe(false);
  });

  it('takes PP-OCR’s script sample first when the Latin line model is not used', () => {
    const paddle = { ...page, latinLineModel: false, hebrewSample: false };
    expect(chooseReader(paddle)).toEqual({ need: 'script-sample' });
    expect(chooseReader({ ...paddle, scriptSample: 'latin' })).toEqual({ need: 'print-sample' });
  });

  it('sends what the line models cannot read to Tesseract with the languages the sample points to', () => {
    expect(chooseReader({ ...page, linesReadable: false })).toEqual({
      reader: 'tesseract',
      langs: undefined,
    });
    const unsettled = { ...page, hebrewSample: false, latinSample: false };
    expect(chooseReader({ ...unsettled, scriptSample: 'not-latin' })).toEqual({
      reader: 'tesseract',
      langs: 'heb+eng',
    });
    expect(chooseReader({ ...unsettled, scriptSample: 'latin-faint' })).toEqual({
      reader: 'tesseract',
      langs: 'eng',
    });
  });

  it('follows the hint: Hebrew skips the samples, English skips the Hebrew one', () => {
    expect(chooseReader({ ...page, hint: 'he' })).toEqual({ reader: 'hebrew-lines' });
    expect(chooseReader({ ...page, hint: 'he', hebrewLineModel: false })).toEqual({
      reader: 'tesseract',
      langs: 'heb+eng',
    });
    expect(chooseReader({ ...page, hint: 'en' })).toEqual({ need: 'latin-sample' });
  });
});

describe('a zone Tesseract lost', () => {
  const line = (text: string): Line => ({
    text,
    bbox: { x: 0, y: 0, w: 100, h: 10 },
    confidence: 0.5,
    direction: 'ltr',
    words: [],
  });
  const noise = [line('Fm 2'), line('| Ny,')];
  const zone = [line('P<AUSCITIZEN<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<')];

  it('is one the fast sample saw and Tesseract’s upright reading does not show', () => {
    expect(tesseractLostZone('latin-faint', 0, noise)).toBe(true);
  });

  it('is not one when Tesseract read the zone, turned the page, or the sample held none', () => {
    expect(tesseractLostZone('latin-faint', 0, [...noise, ...zone])).toBe(false);
    expect(tesseractLostZone('latin-faint', 180, noise)).toBe(false);
    expect(tesseractLostZone('unsure', 0, noise)).toBe(false);
    expect(tesseractLostZone('not-latin', 0, noise)).toBe(false);
  });
});

describe('a blank script sample', () => {
  /** Three sample lines 16 line heights wide, read as the given texts. */
  const boxes = [0, 1, 2].map((i) => ({ x: 0, y: i * 60, w: 640, h: 40, score: 1 }));
  const read = (texts: string[]) =>
    texts.map((text, i) => ({
      box: boxes[i] as (typeof boxes)[number],
      text,
      confidence: 0.5,
      words: text ? [{ text, confidence: 0.5, x: 0, w: 640 }] : [],
    }));

  it('is one where the widest lines give next to no characters', () => {
    expect(readsBlank(read(['.', '', '14']), boxes)).toBe(true);
  });

  it('is not one where they read as print, or where the lines are too short to tell', () => {
    expect(
      readsBlank(read(['TOTAL RM 12.50 CASH', 'THANK YOU PLEASE COME', 'GST REG NO 00012']), boxes),
    ).toBe(false);
    expect(readsBlank(read(['.']), [{ x: 0, y: 0, w: 400, h: 40, score: 1 }])).toBe(false);
  });
});

describe('bands for Tesseract', () => {
  /** A page of 20 text lines, 40 px tall with 20 px between them, at the given resolution. */
  const page = (dpi: number): DetectedPage => {
    const image = { data: Buffer.alloc(0), width: 1000, height: 1300, dpi };
    const boxes = Array.from({ length: 20 }, (_, i) => ({ x: 50, y: 50 + i * 60, w: 900, h: 40, score: 1 }));
    const source = { kind: 'image' as const, number: 1, image };
    return { source, image, skew: 0, boxes, sideways: false };
  };

  it('share a scan among the workers', () => {
    expect(tesseractBands(page(300), true, 2)).toHaveLength(2);
  });

  it('leave a photo the preprocess enlarges whole, unless enlarging is off', () => {
    expect(tesseractBands(page(150), true, 2)).toEqual([]);
    expect(tesseractBands(page(150), false, 2)).toHaveLength(2);
  });
});

describe('MRZ fillers', () => {
  it('turns K/L runs that end a zone line back into fillers', () => {
    expect(restoreFillers('P<UTOERIKSSON<<ANNA<MARIAKLLKKLLK')).toBe('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<');
  });
});

describe('script sample', () => {
  it('takes the start of the widest lines, each cut to a bounded width', () => {
    const boxes = Array.from({ length: 20 }, (_, i) => ({
      x: 0,
      y: i * 30,
      w: 100 * (i + 1),
      h: 20,
      score: 1,
    }));
    const sample = scriptSample(boxes);
    expect(sample).toHaveLength(12);
    expect(Math.max(...sample.map((b) => b.w))).toBe(320);
    expect(sample.every((b) => b.y >= 8 * 30)).toBe(true);
  });
});

describe('clean print', () => {
  const bbox = { x: 0, y: 0, w: 10, h: 10 };
  const line = (...words: [string, number][]): Line => ({
    text: words.map(([t]) => t).join(' '),
    bbox,
    confidence: 0,
    direction: 'ltr',
    words: words.map(([text, confidence]) => ({ text, confidence, bbox })),
  });

  it('needs a character-weighted confidence of 0.9 from Tesseract', () => {
    expect(isCleanPrint([line(['cardinality', 0.95], ['or', 0.9]), line(['weighted', 0.93])])).toBe(true);
    // A short confident word does not lift a long doubtful one (the word mean would be 0.905).
    expect(isCleanPrint([line(['TOTAL', 0.97], ['RM12.50', 0.84])])).toBe(false);
  });

  it('is not claimed for a sample Tesseract read nothing from', () => {
    expect(isCleanPrint([])).toBe(false);
    expect(isCleanPrint([line()])).toBe(false);
  });
});

describe('a reading covering the detected lines', () => {
  const read = (x: number, y: number, w: number): Line => ({
    text: 'x',
    bbox: { x, y, w, h: 20 },
    confidence: 0.8,
    direction: 'ltr',
    words: [],
  });
  const detected = [
    { x: 0, y: 0, w: 400, h: 24, score: 1 },
    { x: 0, y: 40, w: 400, h: 24, score: 1 },
  ];

  it('counts a row read as several column pieces as read', () => {
    expect(coveredShare(detected, [read(0, 2, 400), read(0, 42, 150), read(200, 42, 200)])).toBeCloseTo(
      350 / 400 / 2 + 0.5,
    );
  });

  it('counts a line the reading dropped as unread, and nothing detected as nothing covered', () => {
    expect(coveredShare(detected, [read(0, 2, 400)])).toBe(0.5);
    expect(coveredShare([], [read(0, 2, 400)])).toBe(0);
  });
});

describe('line batches', () => {
  it('hold up to eight lines, fewer as they widen, so a batch never spans more than its width bound', () => {
    const widths = [100, 200, 300, 400, 500, 600, 700, 720, 800, 1500, 1600, 1900, 1920, 1920];
    const runs = batches(
      widths.map((_, i) => i),
      (i) => widths[i] as number,
      PADDLE_LINE,
    );
    expect(runs.map((r) => r.length)).toEqual([8, 3, 3]);
    for (const run of runs)
      expect(run.length * Math.max(...run.map((i) => widths[i] as number))).toBeLessThanOrEqual(5760);
    expect(runs.flat()).toEqual(widths.map((_, i) => i));
  });
});
