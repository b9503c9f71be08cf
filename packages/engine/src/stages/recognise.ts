import type { Line } from '@docread/contracts';
import type { TextBox } from '../detect/db-postprocess.ts';
import type { OcrLangs } from '../ocr/pool.ts';
import { splitIntoBands } from '../recognise/bands.ts';
import type { RecognisedLine } from '../recognise/ctc-recogniser.ts';
import { mrzLike, rereadMrz } from '../recognise/mrz-reread.ts';
import { latinLinesToRows } from '../recognise/rows.ts';
import { readWithTesseract } from '../recognise/tesseract-page.ts';
import { latinVerdict, type ScriptVerdict } from '../script/index.ts';
import type { DetectedPage, PageRequest, RecognisedPage, StageContext } from './types.ts';

/** Lines read first to judge the page's script; the widest carry the most letters. */
const SCRIPT_SAMPLE = 12;
/** Each sampled line is cut to this many line heights (about 25 characters). */
const SAMPLE_ASPECT = 16;

/**
 * Recognise: a page whose script the fast Latin reading vouches for is read line by line with
 * the CTC recogniser; a Hebrew page, or one it cannot vouch for, is read by Tesseract with the
 * languages it needs. A page without Hebrew letters in its reading never goes through `heb`.
 * A machine-readable zone is re-read with its own character set.
 */
export async function recognisePage(
  ctx: StageContext,
  page: DetectedPage,
  request: PageRequest,
): Promise<RecognisedPage> {
  const hint = request.languageHint;
  const hebrewHinted = hint === 'he' || hint === 'he+en';
  let verdict: ScriptVerdict = 'unsure';
  let fastLines: RecognisedLine[] = [];
  if (ctx.settings.lineReader === 'fast' && !hebrewHinted && !page.sideways && page.boxes.length > 0) {
    const sample = scriptSample(page.boxes);
    const sampled = await ctx.models.recogniser.recognise(page.image, sample);
    verdict = latinVerdict(sampled.flatMap((l) => l.words));
    if (verdict === 'latin') {
      // Sampled lines that were not cut short are already read; the rest are read now.
      const whole = sampled.filter((l) => page.boxes.some((b) => sameBox(b, l.box)));
      const rest = page.boxes.filter((b) => !whole.some((l) => sameBox(b, l.box)));
      fastLines = [...whole, ...(await ctx.models.recogniser.recognise(page.image, rest))];
    }
  }
  const { source } = page;
  let lines: Line[];
  let mrzImage = page.image;
  let mrzScale = 1;
  let rotation: 0 | 90 | 180 | 270 = 0;
  let reader: RecognisedPage['reader'] = 'fast';
  if (verdict === 'latin') {
    lines = latinLinesToRows(fastLines);
  } else {
    reader = 'tesseract';
    const reading = await readWithTesseract(ctx.pool, ctx.settings, {
      image: source.image,
      skew: page.skew,
      langs: tesseractLangs(hint, verdict),
      maybeRotated: page.sideways || page.boxes.length === 0,
      bands: splitIntoBands(page.boxes, page.image.height, ctx.pool.size),
      page: source.number,
      warnings: request.warnings,
    });
    lines = reading.lines;
    mrzImage = reading.prepared.image;
    mrzScale = reading.prepared.scale;
    rotation = reading.rotation;
  }
  const typeGiven = request.documentType === 'passport' || request.documentType === 'id';
  if (typeGiven || lines.some((l) => mrzLike(l.text))) {
    lines = await rereadMrz(ctx.pool, mrzImage, mrzScale, lines, request.documentType !== undefined);
  }
  const turned = rotation === 90 || rotation === 270;
  return {
    number: source.number,
    width: turned ? source.image.height : source.image.width,
    height: turned ? source.image.width : source.image.height,
    rotation,
    lines,
    reader,
  };
}

/** The languages Tesseract is given; `undefined` leaves the script to its orientation-and-script pass. */
export function tesseractLangs(
  hint: PageRequest['languageHint'],
  verdict: ScriptVerdict,
): OcrLangs | undefined {
  if (hint === 'en') return 'eng';
  if (hint === 'he' || hint === 'he+en') return 'heb+eng';
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

const sameBox = (a: TextBox, b: TextBox) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
