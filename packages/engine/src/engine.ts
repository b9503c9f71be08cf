import os from 'node:os';
import {
  DEFAULT_PROCESSING_MODULES,
  type DocumentResult,
  type DocumentType,
  type Page,
  type ProcessingModule,
  type Warning,
} from '@docread/contracts';
import { DEFAULT_INPUT_LIMITS, type InputLimits, type Ruling, type SourcePage } from './input/index.ts';
import { releaseFreedMemory } from './memory/release.ts';
import { createFastModels } from './models/sessions.ts';
import { createOcrPool } from './ocr/pool.ts';
import type { PageSegmentation } from './recognise/tesseract-page.ts';
import { detectLines } from './stages/detect.ts';
import { layoutPage } from './stages/layout.ts';
import { loadDocument } from './stages/load.ts';
import { withImageText } from './stages/page-images.ts';
import { readEachPage } from './stages/pages.ts';
import { preparePage } from './stages/preprocess.ts';
import { recognisePage } from './stages/recognise.ts';
import { rulingsOnPage } from './stages/rulings.ts';
import { signaturesOn } from './stages/signatures.ts';
import type {
  HebrewReader,
  LanguageHint,
  LatinReader,
  LineReader,
  PageRequest,
  StageContext,
} from './stages/types.ts';
import { ENGINE_NAME, ENGINE_VERSION, understandDocument } from './stages/understand.ts';

export { restoreFillers } from './recognise/mrz-reread.ts';
export {
  ENGINE_NAME,
  ENGINE_VERSION,
  type HebrewReader,
  type LanguageHint,
  type LatinReader,
  type LineReader,
  type PageSegmentation,
};

export type EngineOptions = {
  /**
   * The most cores a document is granted (`ProcessOptions.cores`); defaults to the number of cores. The
   * engine's Tesseract workers never outnumber it, and its ONNX sessions run on that many threads, one
   * run at a time (docs/decisions/0345-one-owner-of-the-cores.md).
   */
  cores?: number;
  limits?: Partial<InputLimits>;
  /** Directory for the links to the language data (defaults to the installation's own `.tessdata`). */
  langPath?: string;
  reviewThreshold?: number;
  /** Detect page rotation (90/180/270) with Tesseract's orientation model when lines run sideways. */
  detectOrientation?: boolean;
  /** Scale images below ~240 DPI up to 300 DPI before Tesseract reads them (docs/decisions.md). */
  upscale?: boolean;
  /** Straighten pages skewed by up to 5° before detection. */
  deskew?: boolean;
  /**
   * `auto-then-block` (default): Tesseract's layout analysis (PSM 3), and when that reads little
   * with low confidence (noisy photos), one uniform block (PSM 6), keeping the better reading.
   */
  pageSegmentation?: PageSegmentation;
  /** `fast` (default): Latin pages read by the PP-OCR line recogniser; `tesseract`: every page by Tesseract. */
  lineReader?: LineReader;
  /**
   * `lines` (default): Hebrew pages read line by line by this repository's Hebrew CTC model on the
   * detector's lines; `tesseract`: by Tesseract's layout analysis and its fine-tuned Hebrew model.
   */
  hebrewReader?: HebrewReader;
  /**
   * `cascade` (default): the lines of Latin pages read by this repository's Latin line model, and its
   * doubtful lines and the top of the text by PP-OCR's recogniser too; `paddle`: every line by PP-OCR;
   * `model`: by the Latin line model alone (docs/decisions/0298-engine-latin-lines-our-model-first-pp-ocr-on-its-d.md).
   */
  latinReader?: LatinReader;
  /**
   * The character language model the Latin line model's readings are decoded with: a file built by
   * models/latin-ctc/build-char-lm.ts (default: the committed one), or `null` to decode greedily.
   */
  latinLanguageModel?: string | null;
};

export type ProgressEvent = {
  stage: 'open' | 'page' | 'understand' | 'done';
  page?: number;
  pageCount?: number;
};

export type ProcessOptions = {
  /** What the document is, as a person decided it: the engine does not classify it. */
  documentType?: DocumentType;
  /** What the uploader said it is: followed unless the document plainly is something else. */
  typeHint?: DocumentType;
  languageHint?: LanguageHint;
  /**
   * The optional passes to run (`table-extraction`, `signature-detection`); default
   * `DEFAULT_PROCESSING_MODULES`. A pass not listed does not run and its part of the result stays empty.
   */
  modules?: readonly ProcessingModule[];
  /**
   * Cores granted to this document (its Tesseract workers, and its pages, read at once); default the
   * engine's `cores`. The engine pool grants them (docs/decisions/0345-one-owner-of-the-cores.md).
   */
  cores?: number;
  onProgress?: (event: ProgressEvent) => void;
};

export type Engine = {
  process: (input: Buffer | string, opts?: ProcessOptions) => Promise<DocumentResult>;
  /** Pages only (no classification or extraction): what evaluation of plain OCR needs. */
  readPages: (
    input: Buffer | string,
    opts?: ProcessOptions,
  ) => Promise<{
    pages: Page[];
    /** The lines drawn on each page, by page number: what table finding reads besides the words. */
    rulings: Record<number, Ruling[]>;
    warnings: Warning[];
    timings: Record<string, number>;
  }>;
  close: () => Promise<void>;
};

/**
 * The engine as its stages: load → pages → preprocess → detect → recognise → layout, then
 * classify, extract, validate and score (`understandDocument`).
 */
export function createEngine(options: EngineOptions = {}): Engine {
  const limits: InputLimits = { ...DEFAULT_INPUT_LIMITS, ...options.limits };
  const cores = Math.max(1, options.cores ?? os.availableParallelism());
  const pool = createOcrPool({ size: cores, langPath: options.langPath });
  const ctx: StageContext = {
    pool,
    models: createFastModels(cores, options.latinLanguageModel),
    settings: {
      detectOrientation: options.detectOrientation ?? true,
      upscale: options.upscale ?? true,
      deskew: options.deskew ?? true,
      segmentation: options.pageSegmentation ?? 'auto-then-block',
      lineReader: options.lineReader ?? 'fast',
      hebrewReader: options.hebrewReader ?? 'lines',
      latinReader: options.latinReader ?? 'cascade',
    },
  };

  const readPage = async (
    stages: StageContext,
    source: SourcePage,
    request: PageRequest,
  ): Promise<{ page: Page; rulings: Ruling[] }> => {
    if (source.kind === 'text') {
      // Rulings first: drawing the page's images lets pdf.js drop the operator list both are read from.
      const rulings = request.tables ? await source.rulings() : [];
      return { page: await withImageText(stages, source, request), rulings };
    }
    // Between stages each one's freed buffers (libvips', then the detector's) go back to the system
    // before the next one's grow on top of them.
    const prepared = await preparePage(source, stages.settings);
    releaseFreedMemory();
    const detected = await detectLines(stages.models.detector, prepared, stages.settings);
    releaseFreedMemory();
    const recognised = await recognisePage(stages, detected, request);
    releaseFreedMemory();
    const page = layoutPage(recognised);
    const signatures = request.signatures ? signaturesOn(detected, recognised) : undefined;
    return {
      page: signatures ? { ...page, signatures } : page,
      rulings: request.tables ? rulingsOnPage(detected, recognised) : [],
    };
  };

  const readPages = async (input: Buffer | string, opts: ProcessOptions = {}) => {
    const timings: Record<string, number> = {};
    const started = performance.now();
    opts.onProgress?.({ stage: 'open' });
    const doc = await loadDocument(input, limits);
    timings.openMs = round(performance.now() - started);
    const request: PageRequest = {
      languageHint: opts.languageHint,
      documentType: opts.documentType ?? opts.typeHint,
      signatures: modulesOf(opts).includes('signature-detection'),
      tables: modulesOf(opts).includes('table-extraction'),
      warnings: [],
    };
    const granted = pool.granted(opts.cores ?? cores);
    const stages = { ...ctx, pool: granted };
    try {
      const read = await readEachPage(
        doc,
        stages.pool.size,
        (source) => readPage(stages, source, request),
        (number, ms) => {
          timings[`page${number}Ms`] = round(ms);
          opts.onProgress?.({ stage: 'page', page: number, pageCount: doc.pageCount });
        },
      );
      timings.pagesMs = round(performance.now() - started);
      const pages = read.map((r) => r.page);
      const rulings = Object.fromEntries(read.map((r) => [r.page.number, r.rulings]));
      return { pages, rulings, warnings: request.warnings, timings };
    } finally {
      granted.release();
      await doc.close();
    }
  };

  return {
    readPages,
    process: async (input, opts = {}) => {
      const started = performance.now();
      const { pages, rulings, warnings, timings } = await readPages(input, opts);
      opts.onProgress?.({ stage: 'understand' });
      const understandStarted = performance.now();
      const result = understandDocument(pages, warnings, timings, {
        documentType: opts.documentType,
        typeHint: opts.typeHint,
        reviewThreshold: options.reviewThreshold,
        tables: modulesOf(opts).includes('table-extraction'),
        rulings,
      });
      timings.understandMs = round(performance.now() - understandStarted);
      timings.totalMs = round(performance.now() - started);
      opts.onProgress?.({ stage: 'done' });
      return result;
    },
    close: async () => {
      await Promise.all([pool.close(), ctx.models.close()]);
    },
  };
}

const modulesOf = (opts: ProcessOptions) => opts.modules ?? DEFAULT_PROCESSING_MODULES;

const round = (v: number) => Math.round(v * 10) / 10;
