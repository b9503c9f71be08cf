import type { BBox, Page } from '@docread/contracts';
import type { TextLine } from './types.ts';

function union(boxes: BBox[]): BBox {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x, y, w: right - x, h: bottom - y };
}

export { union as unionBox };

const HEBREW_LETTER = /[\u05d0-\u05ea]/g;
/** Latin letters in words of two or more: a lone "x" (2 x 3.50) says nothing about direction. */
const LATIN_WORD = /[A-Za-z]{2,}/g;

function letters(text: string, re: RegExp): number {
  return (text.match(re) ?? []).join('').length;
}

function verticalOverlap(a: BBox, b: BBox): number {
  const top = Math.max(a.y, b.y);
  const bottom = Math.min(a.y + a.h, b.y + b.h);
  return Math.max(0, bottom - top) / Math.max(1, Math.max(a.h, b.h));
}

/**
 * The document's text as visual rows: lines that share a baseline band are merged (OCR and PDF text
 * layers often split "Total:" from its amount), words kept in logical order: right to left when the
 * row is mostly Hebrew.
 */
export function buildRows(pages: Page[]): TextLine[] {
  const rows: TextLine[] = [];
  for (const page of pages) {
    const lines = page.blocks.flatMap((b) => b.lines).filter((l) => l.text.trim() !== '');
    const pageText = lines.map((l) => l.text).join(' ');
    const pageRtl = letters(pageText, HEBREW_LETTER) >= letters(pageText, LATIN_WORD);
    const groups: (typeof lines)[] = [];
    for (const line of [...lines].sort((a, b) => a.bbox.y - b.bbox.y)) {
      const group = groups.find((g) => g.some((other) => verticalOverlap(other.bbox, line.bbox) > 0.5));
      if (group) group.push(line);
      else groups.push([line]);
    }
    const ordered = groups
      .map((g) => ({ g, y: Math.min(...g.map((l) => l.bbox.y)) }))
      .sort((a, b) => a.y - b.y)
      .map(({ g }) => g);
    for (const group of ordered) {
      // Digits and punctuation are neutral: a row's direction is that of its letters, and on a mostly
      // Hebrew page any Hebrew makes the row right to left (a Latin brand name inside stays in place).
      const joined = group.map((l) => l.text).join(' ');
      const hebrew = letters(joined, HEBREW_LETTER);
      const latin = letters(joined, LATIN_WORD);
      const rtl = hebrew + latin > 0 ? hebrew > 0 && (pageRtl || hebrew >= latin) : pageRtl;
      const segments = [...group].sort((a, b) => (rtl ? b.bbox.x - a.bbox.x : a.bbox.x - b.bbox.x));
      const words = segments.flatMap((l) =>
        l.words.length ? l.words : [{ text: l.text, bbox: l.bbox, confidence: l.confidence }],
      );
      const fromImages = segments.filter((l) => l.source === 'ocr').map((l) => l.text.trim());
      rows.push({
        page: page.number,
        text: segments.map((l) => l.text.trim()).join(' '),
        bbox: union(segments.map((l) => l.bbox)),
        confidence: Math.min(...segments.map((l) => l.confidence)),
        direction: rtl ? 'rtl' : 'ltr',
        words,
        index: rows.length,
        ...(fromImages.length > 0 ? { fromImages } : {}),
      });
    }
  }
  return rows;
}
