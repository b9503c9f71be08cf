import type { BBox, Line, PageReading } from '@docread/contracts';
import { sameBox, type TextBox } from '../detect/db-postprocess.ts';
import type { GreyImage } from '../input/source-page.ts';
import type { OcrLangs, OcrPool } from '../ocr/pool.ts';
import { upscaleFactor } from '../preprocess/index.ts';
import { type Band, splitIntoBands } from '../recognise/bands.ts';
import { chooseReader, narrowColumn, type PageSignals } from '../recognise/choose-reader.ts';
import type { RecognisedLine } from '../recognise/ctc-recogniser.ts';
import { rereadDoubtfulPieces } from '../recognise/doubtful-pieces.ts';
import { readLatinLines } from '../recognise/latin-cascade.ts';
import { mrzLike, rereadMrz } from '../recognise/mrz-reread.ts';
import { readBoxAlone } from '../recognise/read-alone.ts';
import { hebrewLinesToRows, latinLinesToRows } from '../recognise/rows.ts';
import { readWithTesseract } from '../recognise/tesseract-page.ts';
import { readUncoveredLines } from '../recognise/uncovered-lines.ts';
import { clearlyNotLatin, isMostlyHebrew, latinVerdict, type ScriptVerdict } from '../script/index.ts';
import type { DetectedPage, LatinReader, PageRequest, RecognisedPage, StageContext } from './types.ts';

/** Lines read first to judge the page's script; the widest carry the most letters. */
const SCRIPT_SAMPLE = 12;
/**
 * The widest of them, read first: when they are clearly not Latin the rest are not read. No middle step
 * (3 more lines): it would change the batches a Latin page's lines are read in, and with them its
 * readings (docs/decisions/0273-the-script-verdict-s-thresholds.md).
 */
const FIRST_SAMPLE = 3;
/**
 * Characters per line height below which the widest lines read as blank: Latin pages gave 1.1–3.3,
 * Hebrew ones either 0.86–2.5 (garbage) or 0–0.3 (docs/decisions/0266-a-script-sample-that-reads-as-blank-settles-not-la.mdnot Latin\"").
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
 * native Tesseract (docs/decisions/0272-clean-print-goes-to-tesseract-eng.md).
 */
const CLEAN_PRINT = 0.9;
/** White kept around each of those lines, in line heights. */
const SAMPLE_PAD = 0.25;

/**
 * Recognise: the page's reader is chosen from its signals (`chooseReader`), taking the samples it asks
 * for one at a time; the chosen reader reads the page, and a machine-readable zone is re-read with its
 * own character set. The reading records the reader and, in order, the samples and passes that ran.
 */
export async function recognisePage(
  ctx: StageContext,
  page: DetectedPage,
  request: PageRequest,
): Promise<RecognisedPage> {
  const passes: string[] = [];
  const signals: PageSignals = {
    linesReadable: ctx.settings.lineReader === 'fast' && !page.sideways && page.boxes.length > 0,
    hebrewLineModel: ctx.settings.hebrewReader === 'lines',
    latinLineModel: ctx.settings.latinReader !== 'paddle',
    hint: request.languageHint,
    narrowColumn: narrowColumn(page.boxes),
  };
  let sampled: RecognisedLine[] = [];
  let early: LatinReading | undefined;
  let choice = chooseReader(signals);
  while ('need' in choice) {
    switch (choice.need) {
      case 'hebrew-sample':
        signals.hebrewSample = await readsAsHebrew(ctx, page);
        passes.push(`hebrew-sample:${signals.hebrewSample ? 'hebrew' : 'not-hebrew'}`);
        break;
      case 'latin-sample':
        signals.latinSample = await readsAsLatin(ctx, page);
        passes.push(`latin-sample:${signals.latinSample ? 'latin' : 'unsettled'}`);
        break;
      case 'script-sample': {
        const sample = await readScriptSample(ctx, page);
        sampled = sample.lines;
        signals.scriptSample = sample.blank
          ? 'not-latin'
          : latinVerdict(sample.lines.flatMap((l) => l.words));
        passes.push(`script-sample:${signals.scriptSample}`);
        break;
      }
      case 'print-sample': {
        const printSample = tesseractSample(ctx.pool, page.image, widest(page.boxes, CLEAN_SAMPLE));
        // With more than one core granted the Latin lines are read on the main thread while Tesseract's
        // workers judge the print; with one, only once the print turns out not clean.
        if (ctx.pool.size > 1) early = startLatinReading(ctx, page, sampled, signals.narrowColumn);
        const clean = await printSample.then(isCleanPrint, (error: unknown) => {
          early?.cancel();
          throw error;
        });
        if (clean) early?.cancel();
        signals.cleanPrint = clean;
        passes.push(`print-sample:${clean ? 'clean' : 'not-clean'}`);
        break;
      }
    }
    choice = chooseReader(signals);
  }
  let read: PageRead;
  switch (choice.reader) {
    case 'hebrew-lines':
      read = await readHebrewLines(ctx, page, passes);
      break;
    case 'latin-lines':
      if (signals.narrowColumn && signals.cleanPrint === undefined) passes.push('narrow-column');
      read = await readLatinPage(
        ctx.settings.latinReader,
        early ?? startLatinReading(ctx, page, sampled, signals.narrowColumn),
        passes,
        page,
      );
      break;
    case 'tesseract':
      read = await readTesseractPage(ctx, page, request, choice.langs, signals.scriptSample, sampled, passes);
      break;
  }
  let { lines } = read;
  const typeGiven = request.documentType === 'passport' || request.documentType === 'id';
  if (typeGiven || lines.some((l) => mrzLike(l.text))) {
    passes.push('mrz-reread');
    lines = await rereadMrz(
      ctx.pool,
      read.mrzImage,
      read.mrzScale,
      lines,
      request.documentType !== undefined,
    );
  }
  const { source } = page;
  const turned = read.rotation === 90 || read.rotation === 270;
  const width = turned ? source.image.height : source.image.width;
  const height = turned ? source.image.width : source.image.height;
  return {
    number: source.number,
    width,
    height,
    rotation: read.rotation,
    ...(page.skew === 0
      ? { lines }
      : {
          lines: centredOn(lines, (read.frame.width - width) / 2, (read.frame.height - height) / 2),
          skew: page.skew,
        }),
    reading: { reader: read.reader, passes },
  };
}

/**
 * Lines read on a straightened page, moved from its grown canvas onto one of the upright page's own size
 * and centre: turning that frame by the skew about the centre lays the boxes on the image a person sees.
 */
export function centredOn(lines: readonly Line[], dx: number, dy: number): Line[] {
  const move = (b: BBox): BBox => ({ ...b, x: Math.round(b.x - dx), y: Math.round(b.y - dy) });
  return lines.map((l) => ({
    ...l,
    bbox: move(l.bbox),
    words: l.words.map((w) => ({ ...w, bbox: move(w.bbox) })),
  }));
}

/**
 * What every reader gives: the lines, who read them, the image (and its scale) a zone is re-read on, and
 * the size of the page the lines' boxes are on (straightened, at scale 1).
 */
type PageRead = {
  reader: PageReading['reader'];
  lines: Line[];
  rotation: 0 | 90 | 180 | 270;
  mrzImage: GreyImage;
  mrzScale: number;
  frame: { width: number; height: number };
};

async function readHebrewLines(ctx: StageContext, page: DetectedPage, passes: string[]): Promise<PageRead> {
  const pieces = await ctx.models.hebrew.recognise(page.image, page.boxes);
  passes.push('doubtful-pieces');
  const lines = hebrewLinesToRows(await rereadDoubtfulPieces(ctx.pool, page.image, pieces));
  return {
    reader: 'hebrew-line-model',
    lines,
    rotation: 0,
    mrzImage: page.image,
    mrzScale: 1,
    frame: page.image,
  };
}

/**
 * The Latin lines being read: their lines, how many PP-OCR read again and of those how many read
 * differently (weighed by both models), and a way to stop.
 */
type LatinReading = {
  done: Promise<{ lines: RecognisedLine[]; reread?: number; weighed?: number }>;
  cancel: () => void;
};

/**
 * Starts reading a Latin page's lines with the `latinReader` setting's reader. The script sample's
 * lines that were not cut short are PP-OCR readings already.
 */
function startLatinReading(
  ctx: StageContext,
  page: DetectedPage,
  sampled: readonly RecognisedLine[],
  /** The page is a till roll (`narrowColumn`): only its header's names and address are worth a second reader's CPU (decision 0360). */
  tillRoll = false,
): LatinReading {
  const unwanted = new AbortController();
  const { whole, rest } = unreadLines(page.boxes, sampled);
  const { latin, recogniser } = ctx.models;
  const read = async () => {
    switch (ctx.settings.latinReader) {
      case 'paddle':
        return { lines: [...whole, ...(await recogniser.recognise(page.image, rest, unwanted.signal))] };
      // This repository's Latin model reads every line, the sampled ones again.
      case 'model':
        return { lines: await latin.recognise(page.image, page.boxes, unwanted.signal) };
      case 'cascade':
        return readLatinLines(latin, recogniser, page.image, page.boxes, whole, {
          headerOnly: tillRoll,
          signal: unwanted.signal,
        });
    }
  };
  const done = read();
  done.catch(() => undefined);
  return { done, cancel: () => unwanted.abort() };
}

async function readLatinPage(
  setting: LatinReader,
  reading: LatinReading,
  passes: string[],
  page: DetectedPage,
): Promise<PageRead> {
  const { lines, reread, weighed } = await reading.done;
  if (reread !== undefined) passes.push(`doubtful-lines:${reread}`);
  if (weighed) passes.push(`weighed-lines:${weighed}`);
  return {
    reader: setting === 'paddle' ? 'pp-ocr' : 'latin-line-model',
    lines: latinLinesToRows(lines),
    rotation: 0,
    mrzImage: page.image,
    mrzScale: 1,
    frame: page.image,
  };
}

/**
 * Tesseract with the chosen languages; when it loses a zone the script sample vouched for, PP-OCR's
 * recogniser reads the page's lines instead.
 */
async function readTesseractPage(
  ctx: StageContext,
  page: DetectedPage,
  request: PageRequest,
  langs: OcrLangs | undefined,
  verdict: ScriptVerdict | undefined,
  sampled: readonly RecognisedLine[],
  passes: string[],
): Promise<PageRead> {
  const { source } = page;
  const reading = await readWithTesseract(ctx.pool, ctx.settings, {
    image: source.image,
    skew: page.skew,
    langs,
    maybeRotated: page.sideways || page.boxes.length === 0,
    bands: tesseractBands(page, ctx.settings.upscale, ctx.pool.size),
    boxes: page.boxes,
    page: source.number,
    warnings: request.warnings,
    passes,
  });
  if (tesseractLostZone(verdict, reading.rotation, reading.lines)) {
    const { whole, rest } = unreadLines(page.boxes, sampled);
    passes.push('lost-zone:pp-ocr');
    const lines = latinLinesToRows([...whole, ...(await ctx.models.recogniser.recognise(page.image, rest))]);
    return { reader: 'pp-ocr', lines, rotation: 0, mrzImage: page.image, mrzScale: 1, frame: page.image };
  }
  // The detector's boxes are known on the upright page; a Hebrew page has its own pass for them.
  const latin = reading.rotation === 0 && !isMostlyHebrew(reading.lines.map((l) => l.text).join(' '));
  const uncovered = latin
    ? await readUncoveredLines(ctx.models.recogniser, page.image, page.boxes, reading.lines)
    : { lines: reading.lines, read: 0 };
  if (uncovered.read) passes.push('uncovered-lines');
  return {
    reader: 'tesseract',
    lines: uncovered.lines,
    rotation: reading.rotation,
    mrzImage: reading.prepared.image,
    mrzScale: reading.prepared.scale,
    frame: {
      width: reading.prepared.image.width / reading.prepared.scale,
      height: reading.prepared.image.height / reading.prepared.scale,
    },
  };
}

/**
 * Bands of the page for Tesseract's workers to read side by side. A photo (a page the preprocess
 * enlarges) is read whole: cut into bands, even at a real gap, its layout came out worse (Hebrew
 * photos CER 2.7% whole against 3.65% in two bands; docs/decisions/0265-photos-are-read-whole-scans-keep-their-bands.md); a scan is shared.
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
 * The Latin line model's reading of the script sample settles a Latin page at a sixth of PP-OCR's cost
 * a line. Only its `latin` verdict is taken: on a faint identity card or passport it reads the zone too
 * poorly to tell `latin-faint` from `not-latin`, which PP-OCR's sample then decides
 * (docs/decisions/0348-the-latin-line-model-s-sample-settles-latin-pages.md).
 */
async function readsAsLatin(ctx: StageContext, page: DetectedPage): Promise<boolean> {
  const sample = scriptSample(page.boxes);
  const lines = await ctx.models.latinGreedy.recognise(page.image, sample);
  return (
    !readsBlank(lines.slice(0, FIRST_SAMPLE), sample.slice(0, FIRST_SAMPLE)) &&
    latinVerdict(lines.flatMap((l) => l.words)) === 'latin'
  );
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
export function tesseractLostZone(
  verdict: ScriptVerdict | undefined,
  rotation: number,
  lines: readonly Line[],
): boolean {
  return verdict === 'latin-faint' && rotation === 0 && !lines.some((l) => mrzLike(l.text));
}

/** The sampled lines read whole, and the page's boxes still to read (the others, and the cut ones). */
function unreadLines(boxes: readonly TextBox[], sampled: readonly RecognisedLine[]) {
  const whole = sampled.filter((l) => boxes.some((b) => sameBox(b, l.box)));
  const rest = boxes.filter((b) => !whole.some((l) => sameBox(b, l.box)));
  return { whole, rest };
}

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
