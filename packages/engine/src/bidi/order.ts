import bidiModule, { type EmbeddingLevels } from 'bidi-js';

// bidi-js is CommonJS with the factory as module.exports; its typings declare an ES default export.
const bidiFactory = bidiModule as unknown as typeof import('bidi-js').default;
const bidi = bidiFactory();

/**
 * Logical to display order by the Unicode Bidirectional Algorithm (bidi-js implements UAX #9 and
 * passes its conformance tests). Characters that end up right-to-left get their mirrored glyph.
 */
export function logicalToVisual(logical: string, rtl: boolean): string {
  return reorder(logical, bidi.getEmbeddingLevels(logical, rtl ? 'rtl' : 'ltr'));
}

/**
 * Display order back to logical order. The algorithm only defines logical → display; its
 * reordering (rule L2) is its own inverse once each character keeps its level, and the levels
 * resolved on the display string equal the logical ones except where a number touches a Latin
 * run: a number after Latin letters joins their run (rule W7), so `6 · Canon` and `Canon · 6`
 * display alike. There the reading that a Hebrew reader takes is chosen (see `separateListedNumbers`).
 */
export function visualToLogical(visual: string, rtl: boolean): string {
  return reorder(visual, visualLevels(visual, rtl));
}

/** Indices of `visual`'s characters in logical order, with each character's level. */
export function visualToLogicalOrder(visual: string, rtl: boolean): { order: number[]; levels: Uint8Array } {
  const embedding = visualLevels(visual, rtl);
  return { order: bidi.getReorderedIndices(visual, embedding), levels: embedding.levels };
}

/** True when the character sits right-to-left and so is printed with its mirrored glyph. */
export const isRtlLevel = (level: number | undefined): boolean => ((level ?? 0) & 1) === 1;

export function mirrored(ch: string): string {
  return bidi.getMirroredCharacter(ch) ?? ch;
}

function visualLevels(visual: string, rtl: boolean): EmbeddingLevels {
  const embedding = bidi.getEmbeddingLevels(visual, rtl ? 'rtl' : 'ltr');
  if (rtl) separateListedNumbers(visual, embedding.levels);
  return embedding;
}

/**
 * A bullet, bar or dash standing alone between spaces: a list separator such as `6 · PDF 1.7`.
 * A lone period counts too: OCR often reads a small bullet as one.
 */
const SEPARATOR = /^[·•∙⋅|\-–—.]$/;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const RTL_BASE_LEVEL = 1;

/**
 * Inside a left-to-right run of a right-to-left line, a number printed after a lone separator at
 * the run's right end is read first (`עמוד 1 מתוך 6 · Canon LiDE 300`), not as the end of the Latin
 * phrase: a separator between a phrase and a bare number lists two items, and a Hebrew reader
 * meets the number first. The separator and its spaces drop to the line's level, which splits the
 * run in two. Changes `levels` in place.
 */
function separateListedNumbers(visual: string, levels: Uint8Array): void {
  const chars = [...visual];
  if (chars.length !== visual.length) return; // astral characters: levels index UTF-16 units
  let start = 0;
  while (start < chars.length) {
    if (isRtlLevel(levels[start])) {
      start++;
      continue;
    }
    let end = start;
    while (end < chars.length && !isRtlLevel(levels[end])) end++;
    splitRun(chars, levels, start, end);
    start = end;
  }
}

function splitRun(chars: string[], levels: Uint8Array, start: number, end: number): void {
  const tokens = tokenSpans(chars, start, end);
  for (let t = tokens.length - 2; t >= 1; t--) {
    const sep = tokens[t] as [number, number];
    if (!SEPARATOR.test(chars.slice(sep[0], sep[1]).join(''))) continue;
    const before = chars.slice(start, sep[0]).join('');
    const after = chars.slice(sep[1], end).join('');
    if (!LETTER.test(before) || LETTER.test(after) || !DIGIT.test(after)) return;
    const from = (tokens[t - 1] as [number, number])[1];
    const to = (tokens[t + 1] as [number, number])[0];
    for (let i = from; i < to; i++) levels[i] = RTL_BASE_LEVEL;
    return;
  }
}

/** [start, end) of each space-separated token between `start` and `end`. */
function tokenSpans(chars: readonly string[], start: number, end: number): [number, number][] {
  const spans: [number, number][] = [];
  let i = start;
  while (i < end) {
    while (i < end && chars[i] === ' ') i++;
    const s = i;
    while (i < end && chars[i] !== ' ') i++;
    if (i > s) spans.push([s, i]);
  }
  return spans;
}

function reorder(text: string, embedding: EmbeddingLevels): string {
  return bidi
    .getReorderedIndices(text, embedding)
    .map((i: number) => (isRtlLevel(embedding.levels[i]) ? mirrored(text[i] as string) : (text[i] as string)))
    .join('');
}

/** Indices of `logical`'s UTF-16 units in display order (left to right on the page). */
export function logicalToVisualOrder(logical: string, rtl: boolean): number[] {
  return bidi.getReorderedIndices(logical, bidi.getEmbeddingLevels(logical, rtl ? 'rtl' : 'ltr'));
}

/** The embedding level of each UTF-16 unit of `logical` in a paragraph of the given direction. */
export function embeddingLevels(logical: string, rtl: boolean): Uint8Array {
  return bidi.getEmbeddingLevels(logical, rtl ? 'rtl' : 'ltr').levels;
}
