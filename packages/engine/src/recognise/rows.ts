import type { Line, Word } from '@docread/contracts';
import { union } from '../input/pdf-text.ts';
import { plainLatin } from '../script/index.ts';
import type { RecognisedLine } from './ctc-recogniser.ts';

/** Two boxes share a row when they overlap vertically by more than this share of the shorter one. */
const SAME_ROW_OVERLAP = 0.5;

/**
 * The detector finds pieces of a row (a label, then an amount far to its right); extraction
 * reads rows, so pieces that share a row become one left-to-right line, with a box per word.
 * Coordinates are divided by `scale` to return to the page's own pixels.
 */
export function latinLinesToRows(lines: readonly RecognisedLine[], scale = 1): Line[] {
  const pieces = lines
    .map((l) => ({
      ...l,
      words: l.words.map((w) => ({ ...w, text: plainLatin(w.text) })).filter((w) => w.text),
    }))
    .filter((l) => l.words.length > 0)
    .sort((a, b) => a.box.y + a.box.h / 2 - (b.box.y + b.box.h / 2));
  const rows: (typeof pieces)[] = [];
  for (const piece of pieces) {
    const row = rows.find((r) => r.some((p) => overlap(p.box, piece.box) > SAME_ROW_OVERLAP));
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    const words: Word[] = row
      .sort((a, b) => a.box.x - b.box.x)
      .flatMap((piece) =>
        piece.words.map((w) => ({
          text: w.text,
          bbox: {
            x: Math.round(w.x / scale),
            y: Math.round(piece.box.y / scale),
            w: Math.round(w.w / scale),
            h: Math.round(piece.box.h / scale),
          },
          confidence: w.confidence,
        })),
      );
    return {
      text: words.map((w) => w.text).join(' '),
      bbox: union(words.map((w) => w.bbox)),
      confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
      direction: 'ltr' as const,
      words,
    };
  });
}

function overlap(a: { y: number; h: number }, b: { y: number; h: number }): number {
  const shared = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return shared / Math.max(1, Math.min(a.h, b.h));
}
