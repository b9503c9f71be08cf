import type { Line, Page } from '@docread/contracts';

const CHAR = 8;
const HEIGHT = 20;
const HEBREW = /[\u0590-\u05ff]/;

/**
 * A page whose rows are lists of cells laid out at fixed column positions, the way OCR would report
 * them: words with boxes, Hebrew rows mirrored (first cell on the right) but kept in logical order.
 */
export function gridPage(
  rows: Array<string | string[]>,
  opts: { columnWidth?: number; confidence?: number; number?: number } = {},
): Page {
  const width = 1000;
  const columnWidth = opts.columnWidth ?? 220;
  const confidence = opts.confidence ?? 0.99;
  const lines: Line[] = [];
  rows.forEach((row, r) => {
    const cells = typeof row === 'string' ? [row] : row;
    const rtl = cells.some((c) => HEBREW.test(c));
    const y = 40 + r * (HEIGHT + 10);
    const words: Line['words'] = [];
    cells.forEach((cell, c) => {
      const cellWords = cell.split(/\s+/).filter(Boolean);
      let offset = 0;
      for (const text of cellWords) {
        const w = text.length * CHAR;
        const x = rtl ? width - 20 - c * columnWidth - offset - w : 20 + c * columnWidth + offset;
        words.push({ text, bbox: { x, y, w, h: HEIGHT }, confidence });
        offset += w + CHAR;
      }
    });
    if (!words.length) return;
    const x0 = Math.min(...words.map((w) => w.bbox.x));
    const x1 = Math.max(...words.map((w) => w.bbox.x + w.bbox.w));
    lines.push({
      text: words.map((w) => w.text).join(' '),
      bbox: { x: x0, y, w: x1 - x0, h: HEIGHT },
      confidence,
      direction: rtl ? 'rtl' : 'ltr',
      words,
    });
  });
  return {
    number: opts.number ?? 1,
    width,
    height: 60 + rows.length * (HEIGHT + 10),
    unit: 'pixel',
    source: 'ocr',
    rotation: 0,
    language: ['he', 'en'],
    text: lines.map((l) => l.text).join('\n'),
    confidence,
    blocks: lines.map((l) => ({ text: l.text, bbox: l.bbox, confidence: l.confidence, lines: [l] })),
  };
}
