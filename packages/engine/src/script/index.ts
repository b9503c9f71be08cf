import { hasHebrew } from '../bidi/index.ts';

/**
 * Script detection for the whole engine: which scripts a text holds, which languages a page or
 * document is in, and whether a fast Latin reading of a page can be trusted.
 */
export const HEBREW_LETTER = /[\u0590-\u05FF]/g;
export const LATIN_LETTER = /[A-Za-z]/g;
/** Chinese, Japanese and full-width forms: the CTC recogniser's alphabet has them, the product does not. */
const CJK_RANGES = '\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F';
const CJK = new RegExp(`[${CJK_RANGES}]`, 'g');
const HAS_LETTER = new RegExp(`[A-Za-z${CJK_RANGES}]`);

export function countScripts(text: string): { hebrew: number; latin: number } {
  return {
    hebrew: (text.match(HEBREW_LETTER) ?? []).length,
    latin: (text.match(LATIN_LETTER) ?? []).length,
  };
}

export function isMostlyHebrew(text: string): boolean {
  const { hebrew, latin } = countScripts(text);
  return hasHebrew(text) && hebrew >= latin;
}

/** The languages of a text, the dominant one first. */
export function languagesOf(text: string): ('he' | 'en')[] {
  const { hebrew, latin } = countScripts(text);
  if (hebrew === 0 && latin === 0) return [];
  if (hebrew >= latin) return latin > 0 ? ['he', 'en'] : ['he'];
  return hebrew > 0 ? ['en', 'he'] : ['en'];
}

/**
 * Text from the Latin CTC recogniser, made plain: full-width forms folded to ASCII (NFKC) and any
 * remaining CJK character dropped, so an English page never carries characters the product cannot read.
 */
export function plainLatin(text: string): string {
  return text.normalize('NFKC').replace(CJK, '');
}

/** A word as the fast reading scored it. */
export type ScoredWord = { text: string; confidence: number };

/**
 * What the fast Latin reading says about a page's script; `latin-faint`: Latin print (it holds a
 * machine-readable zone) read too poorly for the fast reader to be trusted with it.
 */
export type ScriptVerdict = 'latin' | 'latin-faint' | 'not-latin' | 'unsure';

/**
 * Thresholds measured on the visible sets (docs/decisions/0273-the-script-verdict-s-thresholds.md):
 * English receipts read with letter
 * confidence 0.91–0.97 and at most 9% of letters in doubtful words; Hebrew pages 0.50–0.86 and
 * 15–100%; Latin identity cards fall in between, and are left to the full Tesseract path.
 */
const LATIN_MIN_CONFIDENCE = 0.9;
const LATIN_MAX_DOUBTFUL = 0.12;
const NOT_LATIN_MAX_CONFIDENCE = 0.8;
const NOT_LATIN_MIN_DOUBTFUL = 0.4;
const DOUBTFUL_WORD = 0.8;
/** Fewer letters than this say nothing either way. */
const MIN_LETTERS = 20;

/**
 * A Hebrew page read by a Latin-only recogniser gives letters with low confidence, since Hebrew
 * glyphs fit no Latin class well; a Latin page reads with high confidence.
 */
export function latinVerdict(words: readonly ScoredWord[]): ScriptVerdict {
  const stats = letterStats(words);
  if (!stats) return 'unsure';
  const { confidence, doubtful } = stats;
  if (confidence >= LATIN_MIN_CONFIDENCE && doubtful <= LATIN_MAX_DOUBTFUL) return 'latin';
  // A small or faint photo of a passport or identity card reads with low confidence, yet its zone says it
  // is Latin print; left to Tesseract's script detection it still came out with Hebrew letters.
  if (holdsZone(words)) return 'latin-faint';
  if (confidence < NOT_LATIN_MAX_CONFIDENCE || doubtful >= NOT_LATIN_MIN_DOUBTFUL) return 'not-latin';
  return 'unsure';
}

/**
 * The numbers line of a machine-readable zone, fillers or not: a passport's (document number, check
 * digit, nationality, birth date, check digit, sex) or an identity card's (birth date, check digit, sex,
 * expiry, check digit, nationality). Only Latin (OCR-B) print has one; no Hebrew line reads as one.
 */
const ZONE_NUMBERS = [/[A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MFX<]/, /\d{7}[MFX<]\d{7}[A-Z<]{3}/];
/** A zone's fillers after a letter or digit ("VADIS<<QUO", "ESP<<<"): nothing else prints them. */
const ZONE_FILLERS = /[A-Z0-9]<{2,}/;

export function readsAsZoneNumbers(text: string): boolean {
  return ZONE_NUMBERS.some((re) => re.test(text));
}

/** A word, or two neighbouring words the reader split, reads as a line of a machine-readable zone. */
function holdsZone(words: readonly ScoredWord[]): boolean {
  return words.some((w, i) => {
    const joined = `${w.text}${words[i + 1]?.text ?? ''}`;
    return ZONE_FILLERS.test(w.text) || readsAsZoneNumbers(w.text) || readsAsZoneNumbers(joined);
  });
}

/**
 * Below anything a Latin page's three widest lines gave (SROIE receipts and PassportEye pages: letter
 * confidence 0.81 at the lowest; docs/decisions/0273-the-script-verdict-s-thresholds.md), and above what
 * Hebrew pages' gave (0.53–0.74 on the
 * pages that settle): a few lines this poor already settle the verdict.
 */
const CLEARLY_NOT_LATIN_MAX_CONFIDENCE = 0.75;
const CLEARLY_NOT_LATIN_MIN_DOUBTFUL = 0.5;

/**
 * A fast reading of a few lines that only a non-Latin script gives: no need to read more lines to judge.
 * A zone among them is left to the whole sample: a faint passport reads as poorly, yet is Latin print.
 */
export function clearlyNotLatin(words: readonly ScoredWord[]): boolean {
  const stats = letterStats(words);
  return (
    stats !== undefined &&
    stats.confidence < CLEARLY_NOT_LATIN_MAX_CONFIDENCE &&
    stats.doubtful >= CLEARLY_NOT_LATIN_MIN_DOUBTFUL &&
    !holdsZone(words)
  );
}

/** Letter-weighted confidence and share of letters in doubtful words; undefined below `MIN_LETTERS`. */
function letterStats(words: readonly ScoredWord[]): { confidence: number; doubtful: number } | undefined {
  const lettered = words.filter((w) => HAS_LETTER.test(w.text));
  const letters = lettered.reduce((s, w) => s + w.text.length, 0);
  if (letters < MIN_LETTERS) return undefined;
  return {
    confidence: lettered.reduce((s, w) => s + w.confidence * w.text.length, 0) / letters,
    doubtful:
      lettered.filter((w) => w.confidence < DOUBTFUL_WORD).reduce((s, w) => s + w.text.length, 0) / letters,
  };
}
