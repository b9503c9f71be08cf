import type { LanguageHint } from '@docread/contracts';
import type { TextBox } from '../detect/db-postprocess.ts';
import type { OcrLangs } from '../ocr/pool.ts';
import type { ScriptVerdict } from '../script/index.ts';

/**
 * What is known about a page when its reader is chosen. The samples are costly, so each is taken only
 * when the choice asks for it (`need`), and what one sample says decides whether the next is taken.
 */
export type PageSignals = {
  /** The line detector found upright lines and the engine may read them with its line models. */
  linesReadable: boolean;
  /** Hebrew pages may be read by the Hebrew line model (`hebrewReader: 'lines'`). */
  hebrewLineModel: boolean;
  hint?: LanguageHint;
  /** Latin pages may be read by this repository's Latin line model (`latinReader` is not `paddle`). */
  latinLineModel: boolean;
  /** The Hebrew line model's reading of the widest lines is mostly Hebrew letters. */
  hebrewSample?: boolean;
  /** The Latin line model reads the widest lines as Latin print (`latinVerdict` says `latin`). */
  latinSample?: boolean;
  /** The script of PP-OCR's reading of the widest lines. */
  scriptSample?: ScriptVerdict;
  /** Tesseract reads the widest lines with a character-weighted confidence of at least 0.9. */
  cleanPrint?: boolean;
  /** The text stands in one narrow column of many lines, as a till roll prints it (`narrowColumn`). */
  narrowColumn?: boolean;
};

export type Sample = 'hebrew-sample' | 'latin-sample' | 'script-sample' | 'print-sample';

export type ReaderChoice =
  | { need: Sample }
  | { reader: 'hebrew-lines' }
  | { reader: 'latin-lines' }
  /** `langs` undefined: Tesseract's orientation-and-script pass picks them. */
  | { reader: 'tesseract'; langs: OcrLangs | undefined };

/**
 * Which reader reads the page, or which sample must be taken first. A page the line models cannot take
 * (no lines, lying sideways) goes to Tesseract. A Hebrew page (hinted, or so read by the Hebrew line
 * model) is read by that model; a page the Latin line model reads as Latin print, or else whose script
 * sample (PP-OCR's reading, which tells the other verdicts: a faint zone, not Latin) reads as Latin, by
 * the Latin line readers, unless Tesseract reads it as clean print (the CTC models misread clean
 * print's l/i and t/l while staying confident; Tesseract's `eng` does not). A narrow column of many lines
 * (a till roll) is read by the line readers without judging its print: the Latin line model was trained
 * on such print, and on trainable receipts Tesseract's clean-print reading lost far more fields than
 * the line readers' (decision 0352). So is a page whose script
 * sample is `unsure` when the Hebrew line model has read it as not Hebrew (or the hint says English):
 * faint or rough Latin print, which Tesseract read far worse (decision 0349). Anything else goes to
 * Tesseract with the languages the hint and the sample point to.
 */
export function chooseReader(s: PageSignals): ReaderChoice {
  const hebrewHinted = s.hint === 'he' || s.hint === 'he+en';
  const tesseract = (verdict: ScriptVerdict = 'unsure'): ReaderChoice => ({
    reader: 'tesseract',
    langs: tesseractLangs(s.hint, verdict),
  });
  if (!s.linesReadable) return tesseract();
  if (s.hebrewLineModel && hebrewHinted) return { reader: 'hebrew-lines' };
  if (s.hebrewLineModel && s.hint !== 'en') {
    if (s.hebrewSample === undefined) return { need: 'hebrew-sample' };
    if (s.hebrewSample) return { reader: 'hebrew-lines' };
  }
  if (hebrewHinted) return tesseract();
  if (s.latinLineModel && s.latinSample === undefined) return { need: 'latin-sample' };
  const script = s.latinSample ? 'latin' : s.scriptSample;
  if (script === undefined) return { need: 'script-sample' };
  const notHebrew = s.hebrewSample === false || s.hint === 'en';
  if (script !== 'latin' && !(script === 'unsure' && notHebrew && s.latinLineModel)) return tesseract(script);
  if (s.narrowColumn) return { reader: 'latin-lines' };
  if (s.cleanPrint === undefined) return { need: 'print-sample' };
  return s.cleanPrint ? { reader: 'tesseract', langs: 'eng' } : { reader: 'latin-lines' };
}

/** The languages Tesseract is given; `undefined` leaves the script to its orientation-and-script pass. */
export function tesseractLangs(hint: LanguageHint | undefined, verdict: ScriptVerdict): OcrLangs | undefined {
  if (hint === 'en') return 'eng';
  if (hint === 'he' || hint === 'he+en') return 'heb+eng';
  if (verdict === 'latin-faint') return 'eng';
  return verdict === 'not-latin' ? 'heb+eng' : undefined;
}

/**
 * The widest a till roll's text stands, in the page's median detected line height. Trainable SROIE
 * receipts' text stood 12–23 detected line heights wide (the 54 read as clean print and 19 others), the
 * invoice2data invoice scans' 36–47.
 */
export const NARROW_COLUMN = 28;
/**
 * Fewer rows than this make no column: a short note or a single line (UW3) is no till roll. Of the 526
 * trainable receipts, 2 had fewer rows.
 */
export const COLUMN_ROWS = 16;

/** Whether the detected lines stand in one narrow column (`NARROW_COLUMN`) of at least `COLUMN_ROWS` rows. */
export function narrowColumn(boxes: readonly TextBox[]): boolean {
  if (boxes.length < COLUMN_ROWS || rowCount(boxes) < COLUMN_ROWS) return false;
  const heights = boxes.map((b) => b.h).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] as number;
  const left = Math.min(...boxes.map((b) => b.x));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  return right - left <= NARROW_COLUMN * height;
}

/** Rows of boxes: a box whose middle lies below the current row's lowest bottom starts a new one. */
function rowCount(boxes: readonly TextBox[]): number {
  const middles = boxes
    .map((b) => ({ middle: b.y + b.h / 2, bottom: b.y + b.h }))
    .sort((a, b) => a.middle - b.middle);
  let rows = 0;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const b of middles) {
    if (b.middle > bottom) {
      rows++;
      bottom = b.bottom;
    } else bottom = Math.max(bottom, b.bottom);
  }
  return rows;
}
