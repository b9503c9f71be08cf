/** Average adult silent reading speed for technical prose; code blocks are counted like words. */
export const WORDS_PER_MINUTE = 200;

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes a reader needs for the text, never less than one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}
