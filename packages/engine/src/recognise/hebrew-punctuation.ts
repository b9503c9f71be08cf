import type { Line, Word } from '@docread/contracts';

/** A dot is at most this share of its line's height, in width and in height. */
const DOT_SIZE = 0.2;
/** A middle dot's centre sits in this band of the line's height (a full stop sits on the baseline). */
const MIDDLE_BAND: readonly [number, number] = [0.25, 0.62];
/** A spaced dash this wide (share of the line's height) is an en dash; a hyphen is about a third of an em. */
const EN_DASH_WIDTH = 0.4;

/**
 * Punctuation the Hebrew network cannot name, restored from the shape Tesseract saw. Its character
 * set has no middle dot `·` (footers such as `עמוד 1 · Scan ID`), so a lone small dot at mid-height
 * comes out as `+`, `-`, `>`, `.` or `©`; and it reads the spaced en dash `–` of prose as a hyphen.
 * Only words standing alone between spaces are changed, judged by their box against the line's.
 */
export function restoreHebrewPunctuation(lines: readonly Line[]): Line[] {
  return lines.map((line) => {
    let changed = false;
    const words = line.words.map((word) => {
      const text = restored(word, line);
      if (text === word.text) return word;
      changed = true;
      return { ...word, text };
    });
    return changed ? { ...line, words, text: words.map((w) => w.text).join(' ') } : line;
  });
}

function restored(word: Word, line: Line): string {
  if ([...word.text].length !== 1 || /[\p{L}\p{N}]/u.test(word.text)) return word.text;
  const height = Math.max(1, line.bbox.h);
  const { w, h } = word.bbox;
  const centre = (word.bbox.y + h / 2 - line.bbox.y) / height;
  const dotSized =
    w <= height * DOT_SIZE && h <= height * DOT_SIZE && Math.max(w, h) <= 2 * Math.max(1, Math.min(w, h));
  if (dotSized && centre >= MIDDLE_BAND[0] && centre <= MIDDLE_BAND[1]) return '·';
  if (word.text === '-' && w >= height * EN_DASH_WIDTH && h < w / 3) return '–';
  return word.text;
}
