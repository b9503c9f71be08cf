import type { Line, Word } from '@docread/contracts';
import { type Glyph, glyphsToLine, lineOfWords } from '../input/pdf-text.ts';
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
  const pieces = lines.map((l) => ({
    ...l,
    words: l.words.map((w) => ({ ...w, text: plainLatin(w.text) })).filter((w) => w.text),
  }));
  return groupRows(pieces).map((row) => {
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
    return lineOfWords(words, 'ltr');
  });
}

/**
 * The Hebrew line model reads each piece in display order, as its pixels run left to right. A row's
 * pieces are laid out as a PDF's glyphs are (`glyphsToLine`): the gap between two pieces may cut
 * the row into cells, and the bidirectional algorithm puts each cell into reading order, so a comma
 * or a shekel sign lands on the side its line's direction puts it.
 */
export function hebrewLinesToRows(lines: readonly RecognisedLine[]): Line[] {
  return groupRows(lines, true).flatMap((row) => {
    const glyphs: Glyph[] = [];
    const pieces = row.sort((a, b) => a.box.x - b.box.x);
    pieces.forEach((piece, p) => {
      const top = piece.box.y;
      const h = piece.box.h;
      const previous = pieces[p - 1];
      if (previous) {
        const end = previous.box.x + previous.box.w;
        glyphs.push({ ch: ' ', x: end, w: Math.max(0, piece.box.x - end), top, h });
      }
      piece.words.forEach((word, i) => {
        // Inside a piece the detector saw no gap wide enough to part two cells.
        if (i > 0) glyphs.push({ ch: ' ', x: word.x, w: 0, top, h });
        const chars = [...word.text];
        const w = word.w / chars.length;
        chars.forEach((ch, k) => {
          glyphs.push({ ch, x: word.x + k * w, w, top, h, confidence: word.confidence });
        });
      });
    });
    const line = glyphsToLine(glyphs, true);
    return line ? [withFullStops(line)] : [];
  });
}

/** A middle dot touching the word before it: a list's `·` stands between spaces. */
const STOP_READ_AS_DOT = /(?<=[\p{L}\p{Nd}])·$/u;

/**
 * A photo's full stop sits as high as a middle dot on a blurred baseline, and the model reads it as
 * one; `·` ending a word is a full stop.
 */
function withFullStops(line: Line): Line {
  if (!line.words.some((w) => STOP_READ_AS_DOT.test(w.text))) return line;
  const words = line.words.map((w) => ({ ...w, text: w.text.replace(STOP_READ_AS_DOT, '.') }));
  return { ...line, words, text: words.map((w) => w.text).join(' ') };
}

/**
 * Pieces with any words, top to bottom, gathered into the rows they share. `sideBySide`: a piece
 * joins a row only beside its pieces, never above or below one (a large-type name next to two
 * smaller lines of an address overlaps both, and is a row of its own).
 */
function groupRows(pieces: readonly RecognisedLine[], sideBySide = false): RecognisedLine[][] {
  const rows: RecognisedLine[][] = [];
  const sorted = pieces
    .filter((l) => l.words.length > 0)
    .sort((a, b) => a.box.y + a.box.h / 2 - (b.box.y + b.box.h / 2));
  for (const piece of sorted) {
    const row = rows.find(
      (r) =>
        r.some((p) => overlap(p.box, piece.box) > SAME_ROW_OVERLAP) &&
        (!sideBySide || r.every((p) => apart(p.box, piece.box))),
    );
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  return rows;
}

const apart = (a: { x: number; w: number }, b: { x: number; w: number }) =>
  a.x + a.w <= b.x || b.x + b.w <= a.x;

function overlap(a: { y: number; h: number }, b: { y: number; h: number }): number {
  const shared = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return shared / Math.max(1, Math.min(a.h, b.h));
}
