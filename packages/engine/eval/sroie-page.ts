/** Pages built from ground truth rather than the engine's OCR, for the understanding step alone. */
import type { BBox, Line, Page } from '@docread/contracts';

export const HEBREW = /[\u0590-\u05ff]/;

export function line(text: string, bbox: BBox, words: Line['words']): Line {
  return { text, bbox, confidence: 1, direction: HEBREW.test(text) ? 'rtl' : 'ltr', words };
}

export function page(
  lines: Line[],
  width: number,
  height: number,
  unit: Page['unit'],
  source: Page['source'],
): Page {
  return {
    number: 1,
    width,
    height,
    unit,
    source,
    rotation: 0,
    language: ['en'],
    text: lines.map((l) => l.text).join('\n'),
    confidence: lines.length ? lines.reduce((s, l) => s + l.confidence, 0) / lines.length : 0,
    blocks: lines.map((l) => ({ text: l.text, bbox: l.bbox, confidence: l.confidence, lines: [l] })),
  };
}

/** SROIE boxes: one text segment per box; words get slices of the box by character count. */
export function sroiePage(csv: string): Page {
  const lines: Line[] = [];
  for (const raw of csv.split(/\r?\n/)) {
    const parts = raw.split(',');
    if (parts.length < 9) continue;
    const n = parts.slice(0, 8).map(Number);
    const text = parts.slice(8).join(',').trim();
    const xs = [n[0], n[2], n[4], n[6]] as number[];
    const ys = [n[1], n[3], n[5], n[7]] as number[];
    const bbox = {
      x: Math.min(...xs),
      y: Math.min(...ys),
      w: Math.max(...xs) - Math.min(...xs),
      h: Math.max(...ys) - Math.min(...ys),
    };
    const perChar = bbox.w / Math.max(1, text.length);
    let at = 0;
    const words = text.split(/(\s+)/).flatMap((w) => {
      const start = at;
      at += w.length;
      return w.trim()
        ? [
            {
              text: w,
              bbox: { x: bbox.x + start * perChar, y: bbox.y, w: w.length * perChar, h: bbox.h },
              confidence: 1,
            },
          ]
        : [];
    });
    lines.push(line(text, bbox, words));
  }
  return page(lines, 1000, 2000, 'pixel', 'ocr');
}
