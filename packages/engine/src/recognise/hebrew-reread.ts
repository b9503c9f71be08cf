import type { Line, Word } from '@docread/contracts';
import { hasHebrew, orderLineWords } from '../bidi/index.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { readBoxAlone } from './read-alone.ts';

/** White kept around a word crop, in word heights: the network needs some margin on each side. */
const PAD = 0.3;
/** Word confidence under which a number inside a Hebrew line is read again. */
const DOUBTFUL = 0.9;

/**
 * `heb+eng` lets the English half win some Hebrew words (`טל'` → `21"`, `לפני` → `192"`): a word
 * without Hebrew letters in a line holding Hebrew is read again with `heb` alone, and the Hebrew
 * reading replaces it when it is more confident. Genuine Latin words and numbers keep their reading:
 * `heb` reads Latin letters as low-confidence Hebrew, and digits as digits.
 * `scale` maps page pixels to `image` pixels (the prepared image Tesseract read).
 */
export async function rereadLatinInHebrewLines(
  pool: OcrPool,
  image: GreyImage,
  scale: number,
  lines: Line[],
): Promise<Line[]> {
  return Promise.all(
    lines.map(async (line) => {
      if (!hasHebrew(line.text)) return line;
      let changed = false;
      const words = await Promise.all(
        line.words.map(async (word) => {
          if (!suspicious(word)) return [word];
          const reread = await readWord(pool, image, scale, word);
          const better =
            reread.length > 0 && reread.some((w) => hasHebrew(w.text)) && meanConf(reread) > word.confidence;
          if (!better) return [word];
          changed = true;
          return reread;
        }),
      );
      if (!changed) return line;
      const ordered = orderLineWords(words.flat(), true).words;
      return {
        ...line,
        text: ordered.map((w) => w.text).join(' '),
        confidence: meanConf(ordered),
        words: ordered,
      };
    }),
  );
}

/**
 * A word the English half may have taken from Hebrew: no Hebrew letter, and Latin letters, a quote
 * mark (Hebrew abbreviations end in `'` or hold `"`) or a doubtful reading. Confident numbers are
 * left alone: `heb` reads digits no better.
 */
function suspicious(word: Word): boolean {
  if (hasHebrew(word.text) || !/[\p{L}\p{Nd}]/u.test(word.text)) return false;
  return /\p{L}|["'”’]/u.test(word.text) || word.confidence < DOUBTFUL;
}

async function readWord(pool: OcrPool, image: GreyImage, scale: number, word: Word): Promise<Word[]> {
  return (await readBoxAlone(pool, image, scale, word.bbox, 'heb', PAD)).flatMap((l) => l.words);
}

function meanConf(words: readonly Word[]): number {
  return words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
}
