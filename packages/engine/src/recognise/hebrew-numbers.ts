import type { Line, Word } from '@docread/contracts';
import { orderLineWords } from '../bidi/index.ts';
import { union } from '../input/pdf-text.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { isMostlyHebrew } from '../script/index.ts';
import { readBoxAlone } from './read-alone.ts';

/** A piece of a number: digits with separators, nothing else. */
const NUMERIC = /^[\d.,:/%-]+$/;
/** A piece whose point or comma sits at its edge: the Hebrew network put a decimal point on the wrong side. */
const BROKEN = /^[.,]\d|\d[.,]$/;
/** One letter beside numbers: the `x` of `2 x 2.90`, which the Hebrew network reads as `א`. */
const LONE_LETTER = /^\p{L}$/u;
/** What `eng` may read there: numbers and multiplication signs. */
const TIMES = /^[xX×]$/;
/** Pieces closer than this many line heights belong to one number. */
const JOIN_GAP = 1.5;
/** White kept around the crop, in line heights. */
const PAD = 0.3;

/**
 * Inside right-to-left lines the Hebrew network breaks some decimal numbers in two and moves the
 * point (`5.80` → `5` `80.`, `34.90` → `34` `0.`), and it has no `x` for `2 x 2.90`. Such pieces
 * are read again together with `eng`, which reads numbers left to right, and the reading replaces
 * them when it holds nothing but whole numbers and multiplication signs.
 * `scale` maps page pixels to `image` pixels.
 */
export async function rejoinBrokenNumbers(
  pool: OcrPool,
  image: GreyImage,
  scale: number,
  lines: Line[],
): Promise<Line[]> {
  return Promise.all(
    lines.map(async (line) => {
      if (!isMostlyHebrew(line.text)) return line;
      const groups = brokenGroups(line.words);
      if (groups.length === 0) return line;
      let words = [...line.words];
      for (const group of groups) {
        const reread = await readGroup(pool, image, scale, group);
        if (reread.length === 0) continue;
        words = [...words.filter((w) => !group.includes(w)), ...reread];
      }
      if (words.length === line.words.length && words.every((w, i) => w === line.words[i])) return line;
      const ordered = orderLineWords(words, true).words;
      return {
        ...line,
        text: ordered.map((w) => w.text).join(' '),
        confidence: ordered.reduce((s, w) => s + w.confidence, 0) / ordered.length,
        words: ordered,
      };
    }),
  );
}

/**
 * Runs of neighbouring numeric pieces and lone letters, left to right, that hold a number and
 * either a piece with a point at its edge or a lone letter.
 */
function brokenGroups(words: readonly Word[]): Word[][] {
  const visual = [...words].sort((a, b) => a.bbox.x - b.bbox.x);
  const groups: Word[][] = [];
  let run: Word[] = [];
  const close = () => {
    const numbers = run.filter((w) => NUMERIC.test(w.text));
    const letters = run.length - numbers.length;
    if (numbers.length > 0 && run.length >= 2 && (letters > 0 || numbers.some((w) => BROKEN.test(w.text))))
      groups.push(run);
    run = [];
  };
  for (const word of visual) {
    const prev = run.at(-1);
    const near =
      prev && word.bbox.x - (prev.bbox.x + prev.bbox.w) <= Math.max(prev.bbox.h, word.bbox.h) * JOIN_GAP;
    const letter = LONE_LETTER.test(word.text);
    if (!NUMERIC.test(word.text) && !letter) {
      close();
      continue;
    }
    if (prev && !near) close();
    run.push(word);
  }
  close();
  return groups;
}

async function readGroup(pool: OcrPool, image: GreyImage, scale: number, group: Word[]): Promise<Word[]> {
  const lines = await readBoxAlone(pool, image, scale, union(group.map((w) => w.bbox)), 'eng', PAD);
  const words = lines.flatMap((l) => l.words);
  const clean = words.every((w) => (NUMERIC.test(w.text) && !BROKEN.test(w.text)) || TIMES.test(w.text));
  return clean ? words : [];
}
