import type { Line, Warning } from '@docread/contracts';
import { PSM } from 'tesseract.js';
import type { TextBox } from '../detect/db-postprocess.ts';
import type { GreyImage } from '../input/source-page.ts';
import { releaseFreedMemory } from '../memory/release.ts';
import type { OcrLangs, OcrPool } from '../ocr/pool.ts';
import { ocrLines } from '../ocr/to-page.ts';
import {
  MIN_ORIENTATION_CONFIDENCE,
  type PreparedImage,
  preprocess,
  TRUSTED_ORIENTATION_CONFIDENCE,
  thumbnail,
  toPgm,
} from '../preprocess/index.ts';
import { isMostlyHebrew } from '../script/index.ts';
import { type Band, splitAtRows } from './bands.ts';
import { rowsOf } from './crop.ts';
import { rejoinBrokenNumbers } from './hebrew-numbers.ts';
import { restoreHebrewPunctuation } from './hebrew-punctuation.ts';
import { rereadLatinInHebrewLines } from './hebrew-reread.ts';
import { readMissedLines } from './missed-lines.ts';
import { dropUndetectedNoise } from './undetected-noise.ts';

export type PageSegmentation = 'auto' | 'block' | 'auto-then-block';

export type TesseractPageSettings = {
  detectOrientation: boolean;
  upscale: boolean;
  segmentation: PageSegmentation;
};

/** What the cheaper stages already know about the page when Tesseract is asked to read it. */
export type TesseractPageInput = {
  image: GreyImage;
  skew: number;
  /** Languages to read with; `undefined` means the script is unknown and OSD is asked. */
  langs?: OcrLangs;
  /** The detector saw the lines lying on their side: orientation detection is needed. */
  maybeRotated: boolean;
  /** Horizontal bands of the upright page (in `image` pixels) read side by side by different workers. */
  bands: Band[];
  /** The detector's text lines on the upright page (in `image` pixels). */
  boxes: readonly TextBox[];
  page: number;
  warnings: Warning[];
  /** The page's trace: each step taken here is appended by name. */
  passes: string[];
};

export type TesseractReading = { lines: Line[]; prepared: PreparedImage; rotation: 0 | 90 | 180 | 270 };

/** Dense Hebrew pages score 20–35; Latin-only cards and receipts were seen named "Hebrew" below 5. */
const MIN_HEBREW_SCRIPT_CONFIDENCE = 8;
/** Mean character confidence above which the layout-analysis reading is kept without a second pass. */
const CONFIDENT_READING = 0.9;
/**
 * Share of the detected lines' text the layout-analysis reading must cover for the second pass
 * (PSM 6) to be skipped: that pass exists for pages where PSM 3 drops whole blocks.
 */
const COVERED_READING = 0.9;
/**
 * Noisy English receipts read with Hebrew come out as Hebrew-letter garbage; a Hebrew reading is
 * taken without the English one only when most letters are Hebrew and it reads with this mean confidence.
 */
const HEBREW_FIRST_MIN_CONFIDENCE = 0.75;

/**
 * A whole page read by Tesseract: the path for Hebrew pages and for pages the fast Latin reading
 * could not vouch for. Orientation and script detection (OSD) run only when the earlier stages
 * left the script unknown or saw sideways lines.
 */
export async function readWithTesseract(
  pool: OcrPool,
  settings: TesseractPageSettings,
  input: TesseractPageInput,
): Promise<TesseractReading> {
  const source = input.image;
  let rotate: 0 | 90 | 180 | 270 = 0;
  let langs: OcrLangs = input.langs ?? 'eng';
  const needScript = input.langs === undefined;
  let maybeHebrew = false;
  const { passes } = input;
  if (needScript || (settings.detectOrientation && input.maybeRotated)) {
    try {
      passes.push('osd');
      const osd = await pool.detect(await thumbnail(source));
      // OSD names a script even for a few words of Latin text (an ID card); only a confident Hebrew counts.
      if (needScript) {
        langs =
          osd.script === 'Hebrew' && osd.scriptConfidence >= MIN_HEBREW_SCRIPT_CONFIDENCE ? 'heb+eng' : 'eng';
        maybeHebrew = osd.script === 'Hebrew';
      }
      const proposed = normaliseRotation(osd.orientation);
      if (
        settings.detectOrientation &&
        proposed !== 0 &&
        osd.orientationConfidence >= MIN_ORIENTATION_CONFIDENCE
      ) {
        if (osd.orientationConfidence < TRUSTED_ORIENTATION_CONFIDENCE) passes.push('rotation-check');
        rotate =
          osd.orientationConfidence >= TRUSTED_ORIENTATION_CONFIDENCE
            ? proposed
            : await confirmRotation(pool, source, proposed, langs);
        if (rotate) passes.push(`rotated:${rotate}`);
      }
    } catch {
      input.warnings.push({
        code: 'orientation_failed',
        message: 'Page orientation could not be detected.',
        page: input.page,
      });
    }
  }
  // Sharpening was measured on Hebrew photos only (docs/decisions/0241-hebrew-photos-sharpen-the-enlarged-page-drop-doubt.md); Latin pages keep their pixels.
  const sharpen = langs !== 'eng' || maybeHebrew;
  const prepared = await preprocess(source, { rotate, upscale: settings.upscale, skew: input.skew, sharpen });
  // The enlargement and sharpening freed libvips' buffers (~50 MB for a photo); they go back to the
  // system before Tesseract's seconds-long reading, not after it (docs/decisions/0282-buffers-held-only-while-used.md).
  releaseFreedMemory();
  const bands = rotate === 0 ? input.bands : [];
  // The detector's lines are known only on the upright page.
  const detected = rotate === 0 ? input.boxes : [];
  const read = (l: OcrLangs, ahead = false) => {
    passes.push(`tesseract:${l}`);
    return readBands(pool, settings.segmentation, prepared, bands, detected, l, ahead, passes);
  };
  // OSD names dense Hebrew scans "Hebrew" with confidence below 3, as it does some Latin ID cards.
  // Such a page is read with Hebrew first; only when that reading is not mostly Hebrew does the
  // English reading follow (and the Hebrew one stands in for the retry below).
  const hebrewFirst = needScript && langs === 'eng' && maybeHebrew ? await read('heb+eng') : undefined;
  let lines: Line[];
  if (hebrewFirst && readsAsHebrew(hebrewFirst.lines, HEBREW_FIRST_MIN_CONFIDENCE)) {
    lines = await hebrewFirst.finish();
  } else {
    const first = await read(langs, !needScript);
    // A page read as English that shows Hebrew-like garbage is retried with Hebrew. When the
    // retry finds Hebrew and reads better, the English second pass (PSM 6) is not worth its time.
    if (needScript && langs === 'eng' && looksMisreadAsLatin(first.lines)) {
      const retry = await (hebrewFirst ?? (await read('heb+eng'))).finish();
      const hebrewWins = meanConfidence(retry) > meanConfidence(first.lines);
      if (hebrewWins && readsAsHebrew(retry, 0)) lines = retry;
      else {
        lines = await first.finish();
        if (meanConfidence(retry) > meanConfidence(lines)) lines = retry;
      }
    } else {
      lines = await first.finish();
    }
  }
  if (isMostlyHebrew(lines.map((l) => l.text).join(' '))) {
    for (const pass of HEBREW_PASSES) {
      if (pass.uprightOnly && rotate !== 0) continue;
      passes.push(pass.name);
      lines = await pass.run({ pool, prepared, boxes: input.boxes, lines });
    }
  }
  return { lines, prepared, rotation: rotate };
}

type PassInput = { pool: OcrPool; prepared: PreparedImage; boxes: readonly TextBox[]; lines: Line[] };

/**
 * What follows Tesseract's reading of a mostly Hebrew page, in this order. The detector's boxes are
 * known only on the upright page, so the passes that compare with them skip a turned one.
 */
const HEBREW_PASSES: ReadonlyArray<{
  name: string;
  uprightOnly?: boolean;
  run: (input: PassInput) => Line[] | Promise<Line[]>;
}> = [
  {
    name: 'undetected-noise',
    uprightOnly: true,
    run: ({ lines, boxes }) => dropUndetectedNoise(lines, boxes),
  },
  {
    name: 'missed-lines',
    uprightOnly: true,
    run: ({ pool, prepared, boxes, lines }) =>
      readMissedLines(pool, prepared.image, prepared.scale, boxes, lines, 'heb+eng'),
  },
  {
    name: 'latin-in-hebrew',
    run: ({ pool, prepared, lines }) => rereadLatinInHebrewLines(pool, prepared.image, prepared.scale, lines),
  },
  {
    name: 'broken-numbers',
    run: ({ pool, prepared, lines }) => rejoinBrokenNumbers(pool, prepared.image, prepared.scale, lines),
  },
  { name: 'hebrew-punctuation', run: ({ lines }) => restoreHebrewPunctuation(lines) },
];

/** OSD is unsure on sparse pages; a quick read of a small copy both ways settles it. */
async function confirmRotation(
  pool: OcrPool,
  image: GreyImage,
  proposed: 0 | 90 | 180 | 270,
  langs: OcrLangs,
): Promise<0 | 90 | 180 | 270> {
  const small = await preprocess(image, { upscale: false });
  const read = async (rotate: 0 | 90 | 180 | 270) => {
    const turned =
      rotate === 0 ? small.image : (await preprocess(small.image, { rotate, upscale: false })).image;
    const result = await pool.recognize({
      image: await thumbnail(turned, 1200),
      langs,
      psm: PSM.SINGLE_BLOCK,
      dpi: 150,
    });
    return readingQuality(ocrLines(result)).score;
  };
  const [upright, rotated] = await Promise.all([read(0), read(proposed)]);
  return rotated > upright ? proposed : 0;
}

type Reading = { lines: Line[]; finish: () => Promise<Line[]> };

/**
 * The page read band by band, the bands in parallel on the pool's workers; each band decides on
 * its own whether it needs the second pass. `ahead`: the caller takes the second passes
 * (`finish`) whatever the first readings say, so each band starts its own the moment its first
 * reading is back, on the worker that read it, not once the slowest band is read (docs/decisions/0275-a-photo-s-psm-6-retry-is-read-in-bands-of-even-hei.md).
 */
async function readBands(
  pool: OcrPool,
  segmentation: PageSegmentation,
  prepared: PreparedImage,
  bands: readonly Band[],
  detected: readonly TextBox[],
  langs: OcrLangs,
  ahead: boolean,
  passes: string[],
): Promise<Reading> {
  // Measured on Hebrew photos; a Latin passport photo read its retry in bands differently and lost
  // its document kind (docs/decisions/0275-a-photo-s-psm-6-retry-is-read-in-bands-of-even-hei.md), so
  // `eng` keeps the retry whole.
  const blockWorkers = bands.length < 2 && langs !== 'eng' ? pool.size : 1;
  const images =
    bands.length < 2
      ? [{ image: prepared.image, offsetY: 0, detected }]
      : bands.map((band) => ({
          image: rowsOf(
            prepared.image,
            Math.round(band.top * prepared.scale),
            Math.round((band.bottom - band.top) * prepared.scale),
          ),
          offsetY: band.top,
          detected: detected.filter((b) => b.y + b.h / 2 >= band.top && b.y + b.h / 2 < band.bottom),
        }));
  const onBlock = () => {
    if (!passes.includes(`block-retry:${langs}`)) passes.push(`block-retry:${langs}`);
  };
  const readings = images.map((i) =>
    twoPasses(
      pool,
      segmentation,
      i.image,
      langs,
      prepared.scale,
      i.offsetY,
      i.detected,
      blockWorkers,
      onBlock,
    ),
  );
  const finished = ahead ? Promise.all(readings.map(async (p) => p.settle(await p.first))) : undefined;
  finished?.catch(() => undefined);
  const firsts = await Promise.all(readings.map((p) => p.first));
  return {
    lines: firsts.flat(),
    finish: async () =>
      (await (finished ?? Promise.all(readings.map((p, i) => p.settle(firsts[i] ?? []))))).flat(),
  };
}

type TwoPasses = {
  /** Layout analysis (PSM 3), or one uniform block when that is the only segmentation asked. */
  first: Promise<Line[]>;
  /** The first reading, or the better of it and one uniform block (PSM 6) when it needs that. */
  settle: (first: Line[]) => Promise<Line[]>;
};

/**
 * The readings of one image (a band or the whole page): the first at once, the second on demand. A page
 * read whole leaves `blockWorkers` - 1 workers idle; its second pass, which reads the page as one block
 * of lines, is read in that many bands cut between detected lines, side by side.
 */
function twoPasses(
  pool: OcrPool,
  segmentation: PageSegmentation,
  image: GreyImage,
  langs: OcrLangs,
  scale: number,
  offsetY: number,
  detected: readonly TextBox[],
  blockWorkers: number,
  onBlock: () => void,
): TwoPasses {
  // Each PGM is made when a worker takes its request (see `OcrRequest.image`).
  const read = async (part: GreyImage, psm: PSM, top: number) =>
    ocrLines(await pool.recognize({ image: () => toPgm(part), langs, dpi: image.dpi, psm }), {
      scale,
      offsetX: 0,
      offsetY: offsetY + top,
    });
  const readBlock = async () => {
    if (blockWorkers < 2) return read(image, PSM.SINGLE_BLOCK, 0);
    const parts = splitAtRows(detected, image.height / scale, blockWorkers);
    const readings = await Promise.all(
      parts.map((part) => {
        const top = Math.round(part.top * scale);
        return read(rowsOf(image, top, Math.round(part.bottom * scale) - top), PSM.SINGLE_BLOCK, top / scale);
      }),
    );
    return readings.flat();
  };
  return {
    first: read(image, segmentation === 'block' ? PSM.SINGLE_BLOCK : PSM.AUTO, 0),
    settle: async (first) => {
      if (segmentation !== 'auto-then-block' || readingQuality(first).confident) return first;
      if (coveredShare(detected, first) >= COVERED_READING) return first;
      onBlock();
      const block = await readBlock();
      return readingQuality(block).score > readingQuality(first).score ? block : first;
    },
  };
}

/** Confidence-weighted characters read; a page is "confident" when most of its text is read well. */
function readingQuality(lines: readonly Line[]): { score: number; confident: boolean } {
  const words = lines.flatMap((l) => l.words);
  const chars = words.reduce((s, w) => s + w.text.length, 0);
  const score = words.reduce((s, w) => s + w.confidence * w.text.length, 0);
  return { score, confident: chars >= 40 && score / chars >= CONFIDENT_READING };
}

/**
 * How much of the detected lines' text (box area) a reading covers: of each detected line, the
 * width that read lines crossing its middle span (a row of columns is read as several lines).
 * 0 when nothing was detected, so no pass is skipped blind.
 */
export function coveredShare(detected: readonly TextBox[], lines: readonly Line[]): number {
  const total = detected.reduce((s, b) => s + b.w * b.h, 0);
  if (total === 0) return 0;
  let covered = 0;
  for (const b of detected) {
    const middle = b.y + b.h / 2;
    const spans = lines
      .filter((l) => middle >= l.bbox.y && middle <= l.bbox.y + l.bbox.h)
      .map((l) => [Math.max(b.x, l.bbox.x), Math.min(b.x + b.w, l.bbox.x + l.bbox.w)] as const)
      .filter(([from, to]) => to > from)
      .sort((p, q) => p[0] - q[0]);
    let width = 0;
    let reach = b.x;
    for (const [from, to] of spans) {
      width += Math.max(0, to - Math.max(from, reach));
      reach = Math.max(reach, to);
    }
    covered += width * b.h;
  }
  return covered / total;
}

function normaliseRotation(degrees: number): 0 | 90 | 180 | 270 {
  const d = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return d as 0 | 90 | 180 | 270;
}

function readsAsHebrew(lines: readonly Line[], minConfidence: number): boolean {
  return isMostlyHebrew(lines.map((l) => l.text).join(' ')) && meanConfidence(lines) >= minConfidence;
}

export function meanConfidence(lines: readonly Line[]): number {
  const words = lines.flatMap((l) => l.words);
  return words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
}

/** English-only reading of a Hebrew page gives many short, low-confidence tokens. */
function looksMisreadAsLatin(lines: readonly Line[]): boolean {
  const words = lines.flatMap((l) => l.words);
  return words.length >= 5 && meanConfidence(lines) < 0.6;
}
