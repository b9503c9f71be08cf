/** Reading OCR rows as a person would: marks and low-confidence specks left aside, misread label words recognised. */
import type { TextLine } from '../types.ts';

/** A word this unsure is a speck, a logo stroke or a table rule, not text. */
const NOISE_CONFIDENCE = 0.1;
/** At a row's ends, short words below this are usually marks read as letters ("ww", "Ld"). */
const EDGE_CONFIDENCE = 0.5;

const NO_TEXT = /^[^\p{L}\p{N}]+$/u;

/**
 * The row's text without what OCR invents around real text: words below the noise confidence, and at
 * either end marks without letters or digits (`|`, `©`, `«`) and short unsure words. Text from a PDF
 * layer or ground truth (confidence 1) comes back as it is, apart from the edge marks.
 */
export function cleanText(row: TextLine): string {
  const words = row.words.length
    ? row.words
    : [{ text: row.text, bbox: row.bbox, confidence: row.confidence }];
  const kept = words.filter((w) => w.confidence >= NOISE_CONFIDENCE || words.length === 1);
  const edgeNoise = (w: { text: string; confidence: number }) =>
    NO_TEXT.test(w.text) || (w.text.length <= 2 && w.confidence < EDGE_CONFIDENCE);
  while (kept.length && edgeNoise(kept[0] as (typeof kept)[number])) kept.shift();
  while (kept.length && edgeNoise(kept[kept.length - 1] as (typeof kept)[number])) kept.pop();
  const text = kept.map((w) => w.text).join(' ');
  // A row without word boxes may still carry edge marks in its text.
  return text.replace(/^[^\p{L}\p{N}(]+|[\s|©®¢§«»_~=]+$/gu, '').trim();
}

/** Mean word confidence of a row, the OCR's own view of how readable it was. */
function rowConfidence(row: TextLine): number {
  const words = row.words.filter((w) => w.text.trim());
  return words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : row.confidence;
}

/**
 * Text that reads as words: most characters letters or digits, most words longer than one letter, and
 * read with some confidence. Logo art read as text ("YY VTYYY YY", "J y : ° A") fails.
 */
export function readsAsText(row: TextLine, text = cleanText(row)): boolean {
  const chars = text.replace(/\s/g, '');
  if (chars.length < 3) return false;
  const alnum = (chars.match(/[\p{L}\p{N}]/gu) ?? []).length;
  // Words, not numbers with a letter in them: "(123456-H)" is a registration number, not a one-letter word.
  const letters = (t: string) => t.replace(/[^\p{L}]/gu, '').length;
  const tokens = text.split(/\s+/).filter((t) => letters(t) > 0 && letters(t) >= t.replace(/\D/g, '').length);
  const singles = tokens.filter((t) => letters(t) <= 1).length;
  return alnum / chars.length >= 0.6 && singles * 2 <= tokens.length && rowConfidence(row) >= 0.45;
}

export function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = cur;
  }
  return prev[b.length] as number;
}

/** Label words of receipts and invoices, as OCR should have read them. */
const LABEL_WORDS = [
  'TOTAL',
  'SUBTOTAL',
  'ROUNDING',
  'ROUNDED',
  'ADJUSTMENT',
  'CASH',
  'CHANGE',
  'AMOUNT',
  'INCLUSIVE',
  'EXCLUDING',
  'INCL',
  'DATE',
  'INVOICE',
  'RECEIPT',
  'PAYABLE',
  'BALANCE',
  'TENDERED',
  'DISCOUNT',
  'QUANTITY',
];

/** Real words one letter away from a label word, which must stay as printed ("SERVICE CHARGE", "GST RATE"). */
const NOT_MISREADINGS = new Set([
  'CHARGE',
  'CHARGES',
  'RATE',
  'CASE',
  'LATE',
  'GATE',
  'DATA',
  'TOTALS',
  'AMOUNTS',
]);

/**
 * The text with each word OCR misread by one letter (two in long words) replaced by the label word it
 * stands for: "RCUNDING ADJ" reads as "ROUNDING ADJ", "fotal" as "TOTAL". Only words of four letters or
 * more are touched, and only towards this short list, so names and amounts stay as read.
 */
export function canonicalLabels(text: string): string {
  return text.replace(/[\p{L}\d[|]{4,}/gu, (word) => {
    const upper = word.toUpperCase();
    if (LABEL_WORDS.includes(upper) || NOT_MISREADINGS.has(upper) || !/\p{L}{3}/u.test(upper)) return word;
    // A four-letter word is only a misreading when it holds a character no word has ("[ASH", "0ATE").
    if (upper.length === 4 && /^\p{L}+$/u.test(upper)) return word;
    const allowed = upper.length >= 8 ? 2 : 1;
    const hit = LABEL_WORDS.find(
      (label) => Math.abs(label.length - upper.length) <= allowed && distance(upper, label) <= allowed,
    );
    return hit ?? word;
  });
}

const LETTER_EDGE = '(?:(?<![A-Za-z])(?=[A-Za-z])|(?<=[A-Za-z])(?![A-Za-z]))';

/**
 * A label pattern that still finds its words when OCR drops the spaces between them and the amount
 * ("TOTAL:RM7.70", "NETTOTAL7.70", "GST6%"): word edges are taken between a letter and a non-letter only,
 * and the spaces between a label's words become optional.
 */
export function spaceTolerant(re: RegExp): RegExp {
  return new RegExp(re.source.replaceAll('\\b', LETTER_EDGE).replaceAll('\\s+', '\\s*'), re.flags);
}
