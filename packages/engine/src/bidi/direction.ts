const HEBREW = /[\u0590-\u05FF\uFB1D-\uFB4F]/;

export function hasHebrew(text: string): boolean {
  return HEBREW.test(text);
}

/** A line is right-to-left when Hebrew letters are at least a third of its letters. */
export function isRtlText(text: string): boolean {
  let he = 0;
  let lat = 0;
  for (const ch of text) {
    if (HEBREW.test(ch)) he++;
    else if (/\p{L}/u.test(ch)) lat++;
  }
  return he > 0 && he >= lat * 0.5;
}

/**
 * Direction of a line given in display order. The algorithm takes a paragraph's direction from
 * its first strong letter in logical order, which display order hides: a right-to-left line starts
 * at its right end, so Hebrew at both ends means right-to-left; a line with one of each (a Hebrew
 * label beside a product name) follows the page.
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

/**
 * Direction of one cell of a row (a gap-separated piece: a label, a value, a table column), read
 * as a paragraph of its own. With Hebrew it follows its letters; with Latin letters only, the row;
 * with no letters at all (an amount, a date) it is left to right, as the algorithm's rule P3 sets a
 * paragraph without strong characters ("32,431.60 ₪" stays as printed), unless a shekel sign leads it.
 */
export function cellDirection(visual: string, rowRtl: boolean): boolean {
  if (hasHebrew(visual)) return isRtlVisualLine(visual, rowRtl);
  if (/\p{L}/u.test(visual)) return rowRtl;
  // A shekel sign printed left of its amount in a right-to-left row is an amount written `X ₪` and
  // laid out right to left (a table cell that takes the row's direction).
  return rowRtl && /^₪\s*\d/u.test(visual.trim());
}
