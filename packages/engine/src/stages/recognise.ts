import type { Line, PageReading } from '@docread/contracts';
import type { TextBox } from '../detect/db-postprocess.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrLangs, OcrPool } from '../ocr/pool.ts';
import { upscaleFactor } from '../preprocess/index.ts';
import { type Band, splitIntoBands } from '../recognise/bands.ts';
import type { RecognisedLine } from '../recognise/ctc-recogniser.ts';
import { rereadDoubtfulPieces } from '../recognise/doubtful-pieces.ts';
import { mrzLike, rereadMrz } from '../recognise/mrz-reread.ts';
import { readBoxAlone } from '../recognise/read-alone.ts';
import { hebrewLinesToRows, latinLinesToRows } from '../recognise/rows.ts';
import { readWithTesseract } from '../recognise/tesseract-page.ts';
import { clearlyNotLatin, isMostlyHebrew, latinVerdict, type ScriptVerdict } from '../script/index.ts';
import type { DetectedPage, PageRequest, RecognisedPage, StageContext } from './types.ts';

/** Lines read first to judge the page's script; the widest carry the most letters. */
const SCRIPT_SAMPLE = 12;
/**
 * The widest of them, read first: when they are clearly not Latin the rest are not read. No middle step
 * (3 more lines): it would change the batches a Latin page's lines are read in, and with them its
 * readings (docs/decisions.md, "The script verdict's thresholds").
 */
const FIRST_SAMPLE = 3;
/**
 * Characters per line height below which the widest lines read as blank: Latin pages gave 1.1–3.3,
 * Hebrew ones either 0.86–2.5 (garbage) or 0–0.3 (docs/decisions.md, "A script sample that reads as
 * blank settles \"not Latin\"").
 */
const BLANK_CHARS_PER_HEIGHT = 0.25;
/** Line heights the widest lines must span between them for their reading to count as blank. */
const BLANK_MIN_SPAN = 24;
/** Each sampled line is cut to this many line heights (about 25 characters). */
const SAMPLE_ASPECT = 16;
/** Widest lines Tesseract reads whole to judge whether a Latin page is clean print. */
const CLEAN_SAMPLE = 3;
/**
 * Tesseract's character-weighted word confidence on those lines from which a Latin page counts as
 * clean print: UW3 lines 0.83–0.96, SROIE receipts 0.35–0.92; the highest bar that brings UW3 under
 * native Tesseract (docs/decisions.md, "Clean print goes to Tesseract `eng`").
 */
const CLEAN_PRINT = 0.9;
/** White kept around each of those lines, in line heights. */
const SAMPLE_PAD = 0.25;

/**
 * Recognise: a Hebrew page (so hinted, or so read by the Hebrew line model on its widest lines) is
 * read line by line by that model; a page whose script the fast Latin reading (PP-OCR's recogniser on
 * a sample of lines) vouches for, by PP-OCR's recogniser or this repository's Latin line model (`latinReader`), unless Tesseract
 * reads a sample of it as clean print; a page neither can
 * vouch for (or one lying sideways) by Tesseract with the languages it needs. A page without Hebrew
 * letters in its reading never goes through `heb`. A machine-readable zone is re-read with its own
 * character set.
 */
export async function recognisePage(
  ctx: StageContext,
  page: DetectedPage,
  request: PageRequest,
): Promise<RecognisedPage> {
  const hint = request.languageHint;
  const hebrewHinted = hint === 'he' || hint === 'he+en';
  const fast = ctx.settings.lineReader === 'fast' && !page.sideways && page.boxes.length > 0;
  const hebrewLines = fast && ctx.settings.hebrewReader === 'lines';
  const passes: string[] = [];
  const hebrewSample = async () => {
    const hebrew = await readsAsHebrew(ctx, page);
    passes.push(`hebrew-sample:${hebrew ? 'hebrew' : 'not-hebrew'}`);
    return hebrew;
  };
  const hebrewPage = hebrewLines && (hebrewHinted || (hint !== 'en' && (await hebrewSample())));
  let verdict: ScriptVerdict = 'unsure';
  let cleanPrint = false;
  let fastLines: RecognisedLine[] = [];
  let sampledLines: RecognisedLine[] = [];
  if (fast && !hebrewHinted && !hebrewPage) {
    const sampled = await readScriptSample(ctx, page);
    sampledLines = sampled.lines;
    verdict = sampled.blank ? 'not-latin' : latinVerdict(sampled.lines.flatMap((l) => l.words));
    passes.push(`script-sample:${verdict}`);
    if (verdict === 'latin') {
      const printSample = tesseractSample(ctx.pool, page.image, widest(page.boxes, CLEAN_SAMPLE));
      // Sampled lines that were not cut short are already read; the rest are read too, at once when
      // the document has more than one core (on the main thread while Tesseract's workers judge the
      // print), else only when the print turns out not clean.
      const { whole, rest } = unreadLines(page.boxes, sampled.lines);
      const unwanted = new AbortController();
      const ownModel = ctx.settings.latinReader === 'model';
      // This repository's Latin model reads every line, the sampled ones again: PP-OCR read the sample.
      const readRest = ownModel
        ? () => ctx.models.latin.recognise(page.image, page.boxes, unwanted.signal)
        : () => ctx.models.recogniser.recognise(page.image, rest, unwanted.signal);
      const early = ctx.pool.size > 1 ? readRest() : undefined;
      early?.catch(() => undefined);
      const clean = await printSample.then(isCleanPrint, (error: unknown) => {
        unwanted.abort();
        throw error;
      });
      passes.push(`print-sample:${clean ? 'clean' : 'not-clean'}`);
      if (clean) {
        unwanted.abort();
        // The CTC model misreads clean print (l/i, t/l) while staying confident; Tesseract's `eng` does not.
        verdict = 'unsure';
        cleanPrint = true;
      } else {
        const read = await (early ?? readRest());
        fastLines = ownModel ? read : [...whole, ...read];
      }
    }
  }
  const { source } = page;
  let lines: Line[];
  let mrzImage = page.image;
  let mrzScale = 1;
  let rotation: 0 | 90 | 180 | 270 = 0;
  let reader: PageReading['reader'];
  if (hebrewPage) {
    reader = 'hebrew-line-model';
    const pieces = await ctx.models.hebrew.recognise(page.image, page.boxes);
    passes.push('doubtful-pieces');
    lines = hebrewLinesToRows(await rereadDoubtfulPieces(ctx.pool, page.image, pieces));
  } else if (verdict === 'latin') {
    reader = ctx.settings.latinReader === 'model' ? 'latin-line-model' : 'pp-ocr';
    lines = latinLinesToRows(fastLines);
  } else {
    reader = 'tesseract';
    const reading = await readWithTesseract(ctx.pool, ctx.settings, {
      image: source.image,
      skew: page.skew,
      langs: cleanPrint ? 'eng' : tesseractLangs(hint, verdict),
      maybeRotated: page.sideways || page.boxes.length === 0,
      bands: tesseractBands(page, ctx.settings.upscale, ctx.pool.size),
      boxes: page.boxes,
      page: source.number,
      warnings: request.warnings,
      passes,
    });
    lines = reading.lines;
    mrzImage = reading.prepared.image;
    mrzScale = reading.prepared.scale;
    rotation = reading.rotation;
    if (tesseractLostZone(verdict, rotation, lines)) {
      const { whole, rest } = unreadLines(page.boxes, sampledLines);
      lines = latinLinesToRows([...whole, ...(await ctx.models.recogniser.recognise(page.image, rest))]);
      reader = 'pp-ocr';
      passes.push('lost-zone:pp-ocr');
      mrzImage = page.image;
      mrzScale = 1;
    }
  }
  const typeGiven = request.documentType === 'passport' || request.documentType === 'id';
  if (typeGiven || lines.some((l) => mrzLike(l.text))) {
    passes.push('mrz-reread');
    lines = await rereadMrz(ctx.pool, mrzImage, mrzScale, lines, request.documentType !== undefined);
  }
  const turned = rotation === 90 || rotation === 270;
  return {
    number: source.number,
    width: turned ? source.image.height : source.image.width,
    height: turned ? source.image.width : source.image.height,
    rotation,
    lines,
    reading: { reader, passes },
  };
}

/**
 * Bands of the page for Tesseract's workers to read side by side. A photo (a page the preprocess
 * enlarges) is read whole: cut into bands, even at a real gap, its layout came out worse (Hebrew
 * photos CER 2.7% whole against 3.65% in two bands; docs/decisions.md, "Photos are read whole; scans
 * keep their bands"); a scan is shared.
 */
export function tesseractBands(page: DetectedPage, upscale: boolean, workers: number): Band[] {
  if (upscaleFactor(page.image, upscale) !== 1) return [];
  return splitIntoBands(page.boxes, page.image.height, workers);
}

/**
 * The Hebrew line model reads Latin too, so its reading of the widest lines tells a Hebrew page at
 * a fraction of the Latin model's cost (4 against ~60 ms a line), before that model is asked.
 */
async function readsAsHebrew(ctx: StageContext, page: DetectedPage): Promise<boolean> {
  const sample = await ctx.models.hebrew.recognise(
    page.image,
    scriptSample(page.boxes).slice(0, FIRST_SAMPLE),
  );
  return isMostlyHebrew(sample.map((l) => l.text).join(' '));
}

/**
 * The script sample, in two steps: the widest lines, and the others only when those do not settle
 * it. `blank`: the widest lines read as next to nothing, so the page is not Latin print.
 */
async function readScriptSample(
  ctx: StageContext,
  page: DetectedPage,
): Promise<{ lines: RecognisedLine[]; blank: boolean }> {
  const sample = scriptSample(page.boxes);
  const first = await ctx.models.recogniser.recognise(page.image, sample.slice(0, FIRST_SAMPLE));
  if (readsBlank(first, sample.slice(0, FIRST_SAMPLE))) return { lines: first, blank: true };
  if (clearlyNotLatin(first.flatMap((l) => l.words))) return { lines: first, blank: false };
  const rest = await ctx.models.recogniser.recognise(page.image, sample.slice(FIRST_SAMPLE));
  return { lines: [...first, ...rest], blank: false };
}

/**
 * The Latin reader gives next to no characters for long lines: it sees no script it knows there
 * (Hebrew lines come back as a stray stop or digit).
 */
export function readsBlank(lines: readonly RecognisedLine[], boxes: readonly TextBox[]): boolean {
  const span = boxes.reduce((s, b) => s + b.w / Math.max(1, b.h), 0);
  const chars = lines.reduce((s, l) => s + l.words.reduce((n, w) => n + w.text.length, 0), 0);
  return span >= BLANK_MIN_SPAN && chars < span * BLANK_CHARS_PER_HEIGHT;
}

/** The languages Tesseract is given; `undefined` leaves the script to its orientation-and-script pass. */
export function tesseractLangs(
  hint: PageRequest['languageHint'],
  verdict: ScriptVerdict,
): OcrLangs | undefined {
  if (hint === 'en') return 'eng';
  if (hint === 'he' || hint === 'he+en') return 'heb+eng';
  if (verdict === 'latin-faint') return 'eng';
  return verdict === 'not-latin' ? 'heb+eng' : undefined;
}

/**
 * The start of the widest lines: enough letters to judge the script, at a bounded cost (a full
 * A4 text line costs the recogniser a 2,000-pixel-wide pass).
 */
export function scriptSample(boxes: readonly TextBox[]): TextBox[] {
  return [...boxes]
    .sort((a, b) => b.w - a.w)
    .slice(0, SCRIPT_SAMPLE)
    .map((b) => ({ ...b, w: Math.min(b.w, Math.round(b.h * SAMPLE_ASPECT)) }));
}

/**
 * The fast reader's sample held a machine-readable zone (`latin-faint`), yet Tesseract's reading of
 * the upright page shows none: Tesseract lost the page (a dim photo on a busy background, where it
 * reads noise), and the page is Latin print the fast reader can read.
 */
export function tesseractLostZone(verdict: ScriptVerdict, rotation: number, lines: readonly Line[]): boolean {
  return verdict === 'latin-faint' && rotation === 0 && !lines.some((l) => mrzLike(l.text));
}

/** The sampled lines read whole, and the page's boxes still to read (the others, and the cut ones). */
function unreadLines(boxes: readonly TextBox[], sampled: readonly RecognisedLine[]) {
  const whole = sampled.filter((l) => boxes.some((b) => sameBox(b, l.box)));
  const rest = boxes.filter((b) => !whole.some((l) => sameBox(b, l.box)));
  return { whole, rest };
}

const sameBox = (a: TextBox, b: TextBox) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

const widest = (boxes: readonly TextBox[], n: number) => [...boxes].sort((a, b) => b.w - a.w).slice(0, n);

/** Clean print: Tesseract reads the sample with a character-weighted word confidence of at least 0.9. */
export function isCleanPrint(lines: readonly Line[]): boolean {
  const words = lines.flatMap((l) => l.words);
  const chars = words.reduce((s, w) => s + w.text.length, 0);
  return chars > 0 && words.reduce((s, w) => s + w.confidence * w.text.length, 0) / chars >= CLEAN_PRINT;
}

/**
 * Each line read alone (PSM 7) with `eng`, a little white around it. Only the crop goes to the
 * worker: a rectangle of the whole page made it copy and decode every pixel of the page per line.
 */
async function tesseractSample(pool: OcrPool, image: GreyImage, boxes: readonly TextBox[]): Promise<Line[]> {
  const lines = await Promise.all(boxes.map((b) => readBoxAlone(pool, image, 1, b, 'eng', SAMPLE_PAD)));
  return lines.flat();
}
