import fs from 'node:fs/promises';
import {
  type DocumentResult,
  type DocumentType,
  type Line,
  type Page,
  RESULT_SCHEMA_VERSION,
  type Warning,
} from '@docread/contracts';
import { PSM } from 'tesseract.js';
import { looksLikeMrz, understand } from './extract/index.ts';
import {
  DEFAULT_INPUT_LIMITS,
  type GreyImage,
  type InputLimits,
  openDocument,
  type SourcePage,
} from './input/index.ts';
import { createOcrPool, type OcrLangs, type OcrPool } from './ocr/pool.ts';
import { isMostlyHebrew, linesToPage, ocrLines } from './ocr/to-page.ts';
import {
  cropAndScale,
  estimateSkew,
  MIN_ORIENTATION_CONFIDENCE,
  preprocess,
  TRUSTED_ORIENTATION_CONFIDENCE,
  thumbnail,
  toPgm,
} from './preprocess/index.ts';

export const ENGINE_NAME = 'docread-engine';
export const ENGINE_VERSION = '0.1.0';

/** `he`, `en`, or both (`he+en`); anything else means "detect". */
export type LanguageHint = 'he' | 'en' | 'he+en';

export type EngineOptions = {
  /** OCR workers; defaults to the number of cores. */
  workers?: number;
  limits?: Partial<InputLimits>;
  /** Directory for the language data copies (defaults to a folder under the OS temp dir). */
  langPath?: string;
  reviewThreshold?: number;
  /** Detect page rotation (90/180/270) with Tesseract's orientation model before OCR. */
  detectOrientation?: boolean;
  /** Scale images below ~240 DPI up to 300 DPI before OCR (measured in docs/decisions.md). */
  upscale?: boolean;
  /** Straighten pages skewed by up to 5° before OCR. */
  deskew?: boolean;
  /**
   * `auto-then-block` (default): Tesseract's layout analysis (PSM 3), and when that reads little
   * with low confidence (noisy photos), one uniform block (PSM 6), keeping the better reading.
   * Measured in docs/decisions.md.
   */
  pageSegmentation?: PageSegmentation;
};

export type ProgressEvent = {
  stage: 'open' | 'page' | 'understand' | 'done';
  page?: number;
  pageCount?: number;
};

export type ProcessOptions = {
  documentType?: DocumentType;
  languageHint?: LanguageHint;
  onProgress?: (event: ProgressEvent) => void;
};

export type Engine = {
  process: (input: Buffer | string, opts?: ProcessOptions) => Promise<DocumentResult>;
  /** Pages only (no classification or extraction): what evaluation of plain OCR needs. */
  readPages: (
    input: Buffer | string,
    opts?: ProcessOptions,
  ) => Promise<{ pages: Page[]; warnings: Warning[]; timings: Record<string, number> }>;
  close: () => Promise<void>;
};

/** Dense Hebrew pages score 20–35; Latin-only cards and receipts were seen named "Hebrew" below 5. */
const MIN_HEBREW_SCRIPT_CONFIDENCE = 8;
const MRZ_WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** Share of the page height, from the bottom, searched for a machine-readable zone when none was read. */
const MRZ_BAND = 0.4;
/** The zone is read at twice the page resolution: thin OCR-B strokes (Z against 7, O against 0) survive. */
const MRZ_BAND_SCALE = 2;
/** Line heights read above and below the lines that looked like a zone (TD1 has three lines). */
const MRZ_BAND_LINES = 2.5;

export function createEngine(options: EngineOptions = {}): Engine {
  const limits: InputLimits = { ...DEFAULT_INPUT_LIMITS, ...options.limits };
  const pool: OcrPool = createOcrPool({ size: options.workers, langPath: options.langPath });
  const detectOrientation = options.detectOrientation ?? true;
  const upscale = options.upscale ?? true;
  const deskew = options.deskew ?? true;
  const segmentation = options.pageSegmentation ?? 'auto-then-block';

  const ocrPage = async (
    source: Extract<SourcePage, { kind: 'image' }>,
    opts: ProcessOptions,
    warnings: Warning[],
  ): Promise<Page> => {
    let rotate: 0 | 90 | 180 | 270 = 0;
    // Skew is estimated on the main thread while the OSD worker looks at the page.
    const skewing = deskew ? estimateSkew(source.image) : Promise.resolve(0);
    skewing.catch(() => undefined);
    let langs: OcrLangs = hintToLangs(opts.languageHint);
    const needScript = !opts.languageHint;
    let maybeHebrew = false;
    if (detectOrientation || needScript) {
      try {
        const osd = await pool.detect(await thumbnail(source.image));
        // OSD names a script even for a few words of Latin text (an ID card); only a confident Hebrew counts.
        if (needScript) {
          langs =
            osd.script === 'Hebrew' && osd.scriptConfidence >= MIN_HEBREW_SCRIPT_CONFIDENCE
              ? 'heb+eng'
              : 'eng';
          maybeHebrew = osd.script === 'Hebrew';
        }
        const proposed = normaliseRotation(osd.orientation);
        if (detectOrientation && proposed !== 0 && osd.orientationConfidence >= MIN_ORIENTATION_CONFIDENCE) {
          rotate =
            osd.orientationConfidence >= TRUSTED_ORIENTATION_CONFIDENCE
              ? proposed
              : await confirmRotation(source.image, proposed, langs);
        }
      } catch {
        warnings.push({
          code: 'orientation_failed',
          message: 'Page orientation could not be detected.',
          page: source.number,
        });
      }
    }
    const prepared = await preprocess(source.image, { rotate, upscale, skew: await skewing });
    // OSD names dense Hebrew scans "Hebrew" with confidence below 3, as it does some Latin ID cards.
    // Such a page is read with Hebrew first; only when that reading is not mostly Hebrew does the
    // English reading follow (and the Hebrew one stands in for the retry below).
    const hebrewFirst =
      needScript && langs === 'eng' && maybeHebrew
        ? await recognizeAuto(prepared.image, 'heb+eng', prepared.scale)
        : undefined;
    let lines: Line[];
    if (hebrewFirst && readsAsHebrew(hebrewFirst.lines, HEBREW_FIRST_MIN_CONFIDENCE)) {
      lines = await hebrewFirst.finish();
    } else {
      const first = await recognizeAuto(prepared.image, langs, prepared.scale);
      // A page read as English that shows Hebrew-like garbage is retried with Hebrew. When the
      // retry finds Hebrew and reads better, the English second pass (PSM 6) is not worth its time.
      if (needScript && langs === 'eng' && looksMisreadAsLatin(first.lines)) {
        const retry = await (hebrewFirst?.finish() ??
          recognizeLines(prepared.image, 'heb+eng', prepared.scale));
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
    if (
      opts.documentType === 'passport' ||
      opts.documentType === 'id' ||
      lines.some((l) => mrzLike(l.text))
    ) {
      lines = await rereadMrz(prepared.image, prepared.scale, lines, opts.documentType !== undefined);
    }
    const oriented = rotate === 90 || rotate === 270;
    return linesToPage(lines, {
      number: source.number,
      width: oriented ? source.image.height : source.image.width,
      height: oriented ? source.image.width : source.image.height,
      rotation: rotate,
      unit: 'pixel',
    });
  };

  /** OSD is unsure on sparse pages; a quick read of a small copy both ways settles it. */
  const confirmRotation = async (
    image: GreyImage,
    proposed: 0 | 90 | 180 | 270,
    langs: OcrLangs,
  ): Promise<0 | 90 | 180 | 270> => {
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
  };

  /** The first reading of a page, and `finish` to add the second pass when it is needed. */
  const recognizeAuto = async (
    image: GreyImage,
    langs: OcrLangs,
    scale: number,
  ): Promise<{ lines: Line[]; finish: () => Promise<Line[]> }> => {
    const pgm = toPgm(image);
    const read = async (psm: PSM) =>
      ocrLines(await pool.recognize({ image: pgm, langs, dpi: image.dpi, psm }), {
        scale,
        offsetX: 0,
        offsetY: 0,
      });
    if (segmentation === 'block') {
      const block = await read(PSM.SINGLE_BLOCK);
      return { lines: block, finish: async () => block };
    }
    const auto = await read(PSM.AUTO);
    const finish = async () => {
      if (segmentation === 'auto' || readingQuality(auto).confident) return auto;
      const block = await read(PSM.SINGLE_BLOCK);
      return readingQuality(block).score > readingQuality(auto).score ? block : auto;
    };
    return { lines: auto, finish };
  };

  const recognizeLines = async (image: GreyImage, langs: OcrLangs, scale: number): Promise<Line[]> =>
    (await recognizeAuto(image, langs, scale)).finish();

  /**
   * The machine-readable zone is read again on its own with only its 37 characters allowed, which
   * is what makes the check digits pass. The band is where the first pass saw MRZ-like lines, else
   * the bottom of the page.
   */
  const rereadMrz = async (
    image: GreyImage,
    scale: number,
    lines: Line[],
    typeGiven: boolean,
  ): Promise<Line[]> => {
    const flagged = lines.filter((l) => mrzLike(l.text));
    let top: number;
    let bottom: number;
    if (flagged.length > 0) {
      top = Math.min(...flagged.map((l) => l.bbox.y)) * scale;
      bottom = Math.max(...flagged.map((l) => l.bbox.y + l.bbox.h)) * scale;
      // A zone line misread as right-to-left garbage is not flagged: reach two line heights past the flagged ones.
      const lineHeight = Math.max(...flagged.map((l) => l.bbox.h)) * scale;
      const pad = Math.max((bottom - top) * 0.35, lineHeight * MRZ_BAND_LINES) + 10;
      top = Math.max(0, top - pad);
      bottom = Math.min(image.height, bottom + pad);
    } else if (typeGiven) {
      top = Math.round(image.height * (1 - MRZ_BAND));
      bottom = image.height;
    } else {
      return lines;
    }
    const band = await cropAndScale(image, Math.round(top), Math.round(bottom - top), MRZ_BAND_SCALE);
    const result = await pool.recognize({
      image: toPgm(band),
      langs: 'eng',
      whitelist: MRZ_WHITELIST,
      dpi: band.dpi,
    });
    const mrzLines = ocrLines(result, {
      scale: scale * MRZ_BAND_SCALE,
      offsetX: 0,
      offsetY: top / scale,
    })
      .map((l) => ({ ...l, text: restoreFillers(l.text.replace(/\s+/g, '')) }))
      .filter((l) => looksLikeMrz(l.text));
    if (mrzLines.length === 0) return lines;
    // A first-pass zone line gives way only to a re-read line at its height: the re-read can miss a line.
    const replaced = (l: Line) =>
      mrzLines.some(
        (m) =>
          Math.min(l.bbox.y + l.bbox.h, m.bbox.y + m.bbox.h) - Math.max(l.bbox.y, m.bbox.y) >
          Math.min(l.bbox.h, m.bbox.h) / 2,
      );
    const kept = lines.filter((l) => !(mrzLike(l.text) && replaced(l)));
    return [...kept, ...mrzLines].sort((a, b) => a.bbox.y - b.bbox.y);
  };

  const readPages = async (input: Buffer | string, opts: ProcessOptions = {}) => {
    const timings: Record<string, number> = {};
    const started = performance.now();
    const bytes = typeof input === 'string' ? await fs.readFile(input) : input;
    opts.onProgress?.({ stage: 'open' });
    const doc = await openDocument(bytes, limits);
    timings.openMs = round(performance.now() - started);
    const warnings: Warning[] = [];
    const pages: Promise<Page>[] = [];
    const inFlight = new Set<Promise<Page>>();
    try {
      for await (const source of doc.pages()) {
        const pageStarted = performance.now();
        const task = source.kind === 'text' ? Promise.resolve(source.page) : ocrPage(source, opts, warnings);
        const tracked = task.then((page) => {
          timings[`page${source.number}Ms`] = round(performance.now() - pageStarted);
          opts.onProgress?.({ stage: 'page', page: source.number, pageCount: doc.pageCount });
          return page;
        });
        pages.push(tracked);
        inFlight.add(tracked);
        void tracked.finally(() => inFlight.delete(tracked)).catch(() => undefined);
        // Never hold more rasters than there are workers to read them.
        if (inFlight.size >= pool.size) await Promise.race(inFlight);
      }
      const done = await Promise.all(pages);
      timings.pagesMs = round(performance.now() - started);
      return { pages: done, warnings, timings };
    } finally {
      await doc.close();
    }
  };

  return {
    readPages,
    process: async (input, opts = {}) => {
      const started = performance.now();
      const { pages, warnings, timings } = await readPages(input, opts);
      opts.onProgress?.({ stage: 'understand' });
      const understandStarted = performance.now();
      const understood = understand(pages, {
        documentType: opts.documentType,
        reviewThreshold: options.reviewThreshold,
      });
      timings.understandMs = round(performance.now() - understandStarted);
      timings.totalMs = round(performance.now() - started);
      opts.onProgress?.({ stage: 'done' });
      return {
        schemaVersion: RESULT_SCHEMA_VERSION,
        engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
        documentType: understood.documentType,
        documentTypeConfidence: understood.documentTypeConfidence,
        language: documentLanguages(pages),
        pages,
        text: pages.map((p) => p.text).join('\f'),
        fields: understood.fields,
        lists: understood.lists,
        tables: understood.tables,
        confidence: understood.confidence,
        needsReview: understood.needsReview,
        reviewReasons: understood.reviewReasons,
        warnings: [...warnings, ...understood.warnings],
        timings,
      };
    },
    close: () => pool.close(),
  };
}

/**
 * A first-pass line that may belong to a machine-readable zone: the parser's test, or a run of fillers. A zone
 * line read with Hebrew in the language set comes out mirrored, its fillers turned to '>'.
 */
function mrzLike(text: string): boolean {
  return (
    looksLikeMrz(text) || /<{3,}|>{5,}/.test(text) || /^[A-Z0-9<]{2}<[A-Z]{3}/.test(text.replace(/\s+/g, ''))
  );
}

/**
 * The English LSTM model reads long runs of the MRZ filler "<" as K and L ("<<<<" -> "KLLK").
 * A run of K, L and "<" that ends the line, or any such run of six or more, is filler: no name or
 * number in a zone looks like that.
 */
export function restoreFillers(line: string): string {
  return line.replace(/[KL<]{3,}/g, (run, offset: number) =>
    offset + run.length === line.length || run.length >= 6 ? '<'.repeat(run.length) : run,
  );
}

export type PageSegmentation = 'auto' | 'block' | 'auto-then-block';

/** Mean character confidence above which the layout-analysis reading is kept without a second pass. */
const CONFIDENT_READING = 0.9;

/** Confidence-weighted characters read; a page is "confident" when most of its text is read well. */
function readingQuality(lines: readonly Line[]): { score: number; confident: boolean } {
  const words = lines.flatMap((l) => l.words);
  const chars = words.reduce((s, w) => s + w.text.length, 0);
  const score = words.reduce((s, w) => s + w.confidence * w.text.length, 0);
  return { score, confident: chars >= 40 && score / chars >= CONFIDENT_READING };
}

function hintToLangs(hint: LanguageHint | undefined): OcrLangs {
  return hint === 'en' ? 'eng' : 'heb+eng';
}

function normaliseRotation(degrees: number): 0 | 90 | 180 | 270 {
  const d = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return d as 0 | 90 | 180 | 270;
}

/**
 * Noisy English receipts read with Hebrew come out as Hebrew-letter garbage; a Hebrew reading is
 * taken without the English one only when most letters are Hebrew and it reads with this mean confidence.
 */
const HEBREW_FIRST_MIN_CONFIDENCE = 0.75;

function readsAsHebrew(lines: readonly Line[], minConfidence: number): boolean {
  return isMostlyHebrew(lines.map((l) => l.text).join(' ')) && meanConfidence(lines) >= minConfidence;
}

function meanConfidence(lines: readonly Line[]): number {
  const words = lines.flatMap((l) => l.words);
  return words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
}

/** English-only reading of a Hebrew page gives many short, low-confidence tokens. */
function looksMisreadAsLatin(lines: readonly Line[]): boolean {
  const words = lines.flatMap((l) => l.words);
  return words.length >= 5 && meanConfidence(lines) < 0.6;
}

function documentLanguages(pages: readonly Page[]): ('he' | 'en')[] {
  const text = pages.map((p) => p.text).join(' ');
  const he = (text.match(/[\u0590-\u05FF]/g) ?? []).length;
  const en = (text.match(/[A-Za-z]/g) ?? []).length;
  const langs: ('he' | 'en')[] = [];
  if (he > 0) langs.push('he');
  if (en > 0) langs.push('en');
  return he >= en ? langs : langs.reverse();
}

const round = (v: number) => Math.round(v * 10) / 10;
