import type { Line, Page, Word } from '@docread/contracts';
import type { Page as TesseractPage } from 'tesseract.js';
import { orderLineWords } from '../bidi/index.ts';
import { layoutBlocks, union } from '../input/pdf-text.ts';
import { isMostlyHebrew, languagesOf } from '../script/index.ts';

export { isMostlyHebrew };

const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Maps an image coordinate back to the page (undoing crops and scaling done for OCR). */
export type CoordinateMap = { scale: number; offsetX: number; offsetY: number };

/**
 * Tesseract's lines become contract lines: bidi marks dropped, words put in logical order from
 * their x positions (Tesseract itself misorders Latin and number runs inside Hebrew lines).
 */
export function ocrLines(
  result: TesseractPage,
  map: CoordinateMap = { scale: 1, offsetX: 0, offsetY: 0 },
): Line[] {
  const lines: Line[] = [];
  const pageRtl = isMostlyHebrew(result.text);
  for (const block of result.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words: Word[] = [];
        for (const w of line.words) {
          const text = w.text.replace(BIDI_MARKS, '').trim();
          if (text.length === 0) continue;
          words.push({
            text,
            bbox: {
              x: Math.round(w.bbox.x0 / map.scale + map.offsetX),
              y: Math.round(w.bbox.y0 / map.scale + map.offsetY),
              w: Math.round((w.bbox.x1 - w.bbox.x0) / map.scale),
              h: Math.round((w.bbox.y1 - w.bbox.y0) / map.scale),
            },
            confidence: clamp01(w.confidence / 100),
          });
        }
        if (words.length === 0) continue;
        const { words: ordered, rtl } = orderLineWords(words, pageRtl);
        lines.push({
          text: ordered.map((w) => w.text).join(' '),
          bbox: union(words.map((w) => ({ x: w.bbox.x, y: w.bbox.y, w: w.bbox.w, h: w.bbox.h }))),
          confidence: clamp01(ordered.reduce((s, w) => s + w.confidence, 0) / ordered.length),
          direction: rtl ? 'rtl' : 'ltr',
          words: ordered,
        });
      }
    }
  }
  return lines.sort((a, b) => a.bbox.y - b.bbox.y);
}

export function linesToPage(
  lines: readonly Line[],
  meta: { number: number; width: number; height: number; rotation: number; unit: 'pixel' | 'point' },
): Page {
  const blocks = layoutBlocks(lines, isMostlyHebrew(lines.map((l) => l.text).join(' ')));
  const text = blocks.map((b) => b.text).join('\n');
  const language = languagesOf(text);
  const words = lines.flatMap((l) => l.words);
  const confidence =
    words.length === 0
      ? 0
      : words.reduce((s, w) => s + w.confidence * w.text.length, 0) /
        words.reduce((s, w) => s + w.text.length, 0);
  return {
    number: meta.number,
    width: meta.width,
    height: meta.height,
    unit: meta.unit,
    source: 'ocr',
    rotation: meta.rotation,
    language,
    text,
    confidence: clamp01(confidence),
    blocks,
  };
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, Number.isFinite(v) ? v : 0));
