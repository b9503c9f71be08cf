import type { Line, Word } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import type { TextBox } from '../src/detect/db-postprocess.ts';
import type { LineRecogniser, RecognisedLine } from '../src/recognise/ctc-recogniser.ts';
import { readUncoveredLines } from '../src/recognise/uncovered-lines.ts';

const image = { data: Buffer.alloc(400 * 200, 255), width: 400, height: 200, dpi: 300 };
const word = (text: string, x: number, y: number, w: number): Word => ({
  text,
  bbox: { x, y, w, h: 20 },
  confidence: 0.95,
});
const line = (words: Word[]): Line => {
  const x = Math.min(...words.map((w) => w.bbox.x));
  const right = Math.max(...words.map((w) => w.bbox.x + w.bbox.w));
  return {
    text: words.map((w) => w.text).join(' '),
    bbox: { x, y: words[0]?.bbox.y ?? 0, w: right - x, h: 20 },
    confidence: 0.95,
    direction: 'ltr',
    words,
  };
};
const box = (x: number, y: number, w: number): TextBox => ({ x, y, w, h: 20, score: 0.9 });

/** A recogniser that reads each box it is given as the text `readings` holds for its left edge. */
function fakeRecogniser(readings: Record<number, { text: string; confidence: number }>) {
  const asked: TextBox[] = [];
  const recogniser: LineRecogniser = {
    recognise: async (_image, boxes) => {
      asked.push(...boxes);
      return boxes.map((b): RecognisedLine => {
        const r = readings[b.x] ?? { text: '', confidence: 0 };
        return {
          box: b,
          text: r.text,
          confidence: r.confidence,
          words: r.text ? [{ text: r.text, x: b.x, w: b.w, confidence: r.confidence }] : [],
        };
      });
    },
  };
  return { recogniser, asked };
}

describe('lines Tesseract left unread on a Latin page', () => {
  it('reads only the uncovered boxes and puts a recovered name before its amount on the row', async () => {
    const tesseract = [line([word('$12.40', 300, 50, 60)]), line([word('Charges', 40, 90, 70)])];
    const boxes = [box(40, 50, 150), box(300, 50, 60), box(40, 90, 70)];
    const { recogniser, asked } = fakeRecogniser({ 40: { text: 'Harbour Storage', confidence: 0.96 } });
    const { lines, read } = await readUncoveredLines(recogniser, image, boxes, tesseract);
    expect(asked).toEqual([boxes[0]]);
    expect(read).toBe(1);
    expect(lines.map((l) => l.text)).toEqual(['Harbour Storage $12.40', 'Charges']);
  });

  it('drops doubtful readings and lone marks', async () => {
    const boxes = [box(40, 50, 150), box(220, 50, 40)];
    const { recogniser } = fakeRecogniser({
      40: { text: 'Wlnq', confidence: 0.4 },
      220: { text: '|', confidence: 0.9 },
    });
    expect((await readUncoveredLines(recogniser, image, boxes, [])).lines).toEqual([]);
  });

  it('leaves a line Tesseract read in part to Tesseract', async () => {
    const tesseract = [line([word('P<UTOERIKSSON<<ANNA', 40, 50, 90)])];
    const { recogniser, asked } = fakeRecogniser({
      40: { text: 'P<UTOERIKSSON<<ANNA<MARIA', confidence: 0.95 },
    });
    expect(await readUncoveredLines(recogniser, image, [box(40, 50, 300)], tesseract)).toEqual({
      lines: tesseract,
      read: 0,
    });
    expect(asked).toEqual([]);
  });
});
