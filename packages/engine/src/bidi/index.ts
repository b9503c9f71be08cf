/**
 * Visual-to-logical reordering for right-to-left lines.
 *
 * PDF text layers and OCR both hand us text in *visual* order (left to right on the page). The
 * Unicode Bidirectional Algorithm's reordering step (rule L2: reverse every run at level >= k,
 * highest k first) is its own inverse once each unit carries its resolved level, and level
 * resolution only looks at neighbours, so the same function turns visual order back into logical.
 */

export type BidiClass = 'R' | 'L' | 'EN' | 'ES' | 'CS' | 'ET' | 'WS' | 'ON';

const HEBREW = /[\u0590-\u05FF\uFB1D-\uFB4F]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;
const DIGIT = /[0-9\u0660-\u0669]/;

export function charClass(ch: string): BidiClass {
  if (HEBREW.test(ch)) return 'R';
  if (DIGIT.test(ch)) return 'EN';
  if (LATIN.test(ch)) return 'L';
  if (ch === '+' || ch === '-') return 'ES';
  if (ch === ',' || ch === '.' || ch === '/' || ch === ':') return 'CS';
  if (/[#$%°¢£¤¥₪€]/.test(ch)) return 'ET';
  if (/\s/.test(ch)) return 'WS';
  if (/\p{L}/u.test(ch)) return 'L';
  return 'ON';
}

/**
 * Direction of a line given in visual order. A right-to-left line starts at its right end, so
 * Hebrew at both ends means RTL; a line with one of each (a Hebrew label beside a product name)
 * follows the page.
 */
export function isRtlVisualLine(visual: string, pageRtl: boolean): boolean {
  const strong = [...visual].filter((ch) => /\p{L}/u.test(ch));
  // Without Hebrew the line's direction only matters for its numbers and neutrals: the page decides.
  if (!strong.some((ch) => HEBREW.test(ch))) return pageRtl;
  const leftHe = HEBREW.test(strong[0] as string);
  const rightHe = HEBREW.test(strong.at(-1) as string);
  if (leftHe && rightHe) return true;
  if (!leftHe && !rightHe) return pageRtl && isRtlText(visual);
  return pageRtl;
}

/** Class of a whole OCR word: strong Hebrew wins, then Latin letters, then digits. */
export function tokenClass(text: string): BidiClass {
  if (HEBREW.test(text)) return 'R';
  if (/\p{L}/u.test(text)) return 'L';
  if (DIGIT.test(text)) return 'EN';
  return 'ON';
}

export function hasHebrew(text: string): boolean {
  return HEBREW.test(text);
}

/** A line is right-to-left when its first strong character is Hebrew or Hebrew letters dominate. */
export function isRtlText(text: string): boolean {
  let he = 0;
  let lat = 0;
  for (const ch of text) {
    if (HEBREW.test(ch)) he++;
    else if (/\p{L}/u.test(ch)) lat++;
  }
  return he > 0 && he >= lat * 0.5;
}

/** Resolved embedding levels for units in a paragraph of the given base direction (UBA W1–W7, N1–N2, I1–I2, L1 simplified). */
export function resolveLevels(classes: readonly BidiClass[], rtl: boolean): number[] {
  const n = classes.length;
  const base = rtl ? 1 : 0;
  const t: BidiClass[] = [...classes];
  // W4: a single separator between two numbers joins them.
  for (let i = 1; i < n - 1; i++) {
    const c = t[i];
    if ((c === 'ES' || c === 'CS') && t[i - 1] === 'EN' && t[i + 1] === 'EN') t[i] = 'EN';
  }
  // W5: terminators (currency, percent) touching a number belong to it.
  for (let i = 0; i < n; i++) {
    if (t[i] !== 'ET') continue;
    let j = i;
    while (j < n && t[j] === 'ET') j++;
    if ((i > 0 && t[i - 1] === 'EN') || (j < n && t[j] === 'EN')) for (let k = i; k < j; k++) t[k] = 'EN';
    i = j - 1;
  }
  // W6: remaining separators and terminators are neutral.
  for (let i = 0; i < n; i++) if (t[i] === 'ES' || t[i] === 'CS' || t[i] === 'ET') t[i] = 'ON';
  // W7: numbers after Latin (with no Hebrew between) behave as Latin.
  let lastStrong: BidiClass = rtl ? 'R' : 'L';
  for (let i = 0; i < n; i++) {
    const c = t[i];
    if (c === 'L' || c === 'R') lastStrong = c;
    else if (c === 'EN' && lastStrong === 'L') t[i] = 'L';
  }
  // N1/N2: neutrals between units of one direction take it (numbers count as R); otherwise the base.
  const strongDir = (c: BidiClass | undefined): 'L' | 'R' | null =>
    c === 'L' ? 'L' : c === 'R' || c === 'EN' ? 'R' : null;
  const resolved: ('L' | 'R' | 'EN')[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const c = t[i] as BidiClass;
    if (c === 'L' || c === 'R' || c === 'EN') {
      resolved[i] = c;
      continue;
    }
    let j = i;
    while (j < n && strongDir(t[j]) === null) j++;
    const before = i > 0 ? strongDir(t[i - 1]) : rtl ? 'R' : 'L';
    const after = j < n ? strongDir(t[j]) : rtl ? 'R' : 'L';
    const dir = before === after && before !== null ? before : rtl ? 'R' : 'L';
    for (let k = i; k < j; k++) resolved[k] = dir;
    i = j - 1;
  }
  // I1/I2
  const levels = resolved.map((c) => {
    if (base === 0) return c === 'R' ? 1 : c === 'EN' ? 2 : 0;
    return c === 'R' ? 1 : 2;
  });
  // L1: whitespace at the line ends goes back to the paragraph level.
  for (let i = n - 1; i >= 0 && classes[i] === 'WS'; i--) levels[i] = base;
  for (let i = 0; i < n && classes[i] === 'WS'; i++) levels[i] = base;
  return levels;
}

/** Rule L2: reverse runs at or above each level, highest first. Returns the new order as indices. */
export function reorderIndices(levels: readonly number[]): number[] {
  const order = levels.map((_, i) => i);
  const lv = [...levels];
  const max = Math.max(0, ...lv);
  for (let level = max; level >= 1; level--) {
    let i = 0;
    while (i < lv.length) {
      if ((lv[i] ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < lv.length && (lv[j] ?? 0) >= level) j++;
      reverseRange(order, i, j);
      reverseRange(lv, i, j);
      i = j;
    }
  }
  return order;
}

function reverseRange<T>(a: T[], from: number, to: number): void {
  for (let i = from, j = to - 1; i < j; i++, j--) {
    const tmp = a[i] as T;
    a[i] = a[j] as T;
    a[j] = tmp;
  }
}

const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/**
 * Turns a string of characters in visual order (left to right) into logical order. Characters at
 * right-to-left levels get their mirrored bracket back, since the page shows the mirrored glyph.
 */
export function visualToLogical(visual: string, rtl: boolean): string {
  const chars = [...visual];
  const levels = resolveLevels(chars.map(charClass), rtl);
  return reorderIndices(levels)
    .map((i) => {
      const ch = chars[i] as string;
      return (levels[i] ?? 0) % 2 === 1 ? (MIRROR[ch] ?? ch) : ch;
    })
    .join('');
}

/** Logical-to-visual is the same operation (see the module comment). */
export const logicalToVisual = visualToLogical;

/**
 * Orders OCR words of one line (each already in logical order inside) from their x positions:
 * sorted left to right, then reordered with word-level bidi classes and a space between words.
 */
export function orderWordsLogically<T extends { text: string; bbox: { x: number } }>(
  words: readonly T[],
  rtl: boolean,
): T[] {
  const visual = [...words].sort((a, b) => a.bbox.x - b.bbox.x);
  if (!rtl) return visual;
  const classes: BidiClass[] = [];
  for (let i = 0; i < visual.length; i++) {
    if (i > 0) classes.push('WS');
    classes.push(tokenClass((visual[i] as T).text));
  }
  // Spaces take part in level resolution, so a space at a direction change separates runs.
  return reorderIndices(resolveLevels(classes, true))
    .filter((i) => i % 2 === 0)
    .map((i) => visual[i / 2] as T);
}

/** Gaps wider than this many line heights split a line into cells (table columns, label and value). */
export const CELL_GAP_EM = 1.0;

/**
 * Logical order of the words of one printed line. The line is cut into cells at wide gaps; cells
 * are read right to left on a right-to-left line, and inside a cell the bidi algorithm decides. A
 * cell without letters (an amount, a date) is read left to right, as it is printed
 * ("32,431.60 ₪").
 */
export function orderLineWords<T extends { text: string; bbox: { x: number; w: number; h: number } }>(
  words: readonly T[],
  pageRtl: boolean,
): { words: T[]; rtl: boolean } {
  const visual = [...words].sort((a, b) => a.bbox.x - b.bbox.x);
  const rtl = isRtlVisualLine(visual.map((w) => w.text).join(' '), pageRtl);
  const height = Math.max(1, median(visual.map((w) => w.bbox.h)));
  const cells: T[][] = [];
  for (const word of visual) {
    const prev = cells.at(-1)?.at(-1);
    if (prev && word.bbox.x - (prev.bbox.x + prev.bbox.w) <= height * CELL_GAP_EM) cells.at(-1)?.push(word);
    else cells.push([word]);
  }
  if (rtl) cells.reverse();
  const ordered = cells.flatMap((cell) => {
    const text = cell.map((w) => w.text).join(' ');
    if (!/\p{L}/u.test(text)) return cell;
    return orderWordsLogically(cell, hasHebrew(text) ? isRtlVisualLine(text, rtl) : rtl);
  });
  return { words: ordered, rtl };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
