import type { DocumentType, Line, PageReading, Warning } from '@docread/contracts';
import type { TextBox } from '../detect/db-postprocess.ts';
import type { GreyImage, SourcePage } from '../input/source-page.ts';
import type { FastModels } from '../models/sessions.ts';
import type { OcrPool } from '../ocr/pool.ts';
import type { PageSegmentation } from '../recognise/tesseract-page.ts';

/** `he`, `en`, or both (`he+en`); anything else means "detect". */
export type LanguageHint = 'he' | 'en' | 'he+en';

/** Which recogniser reads Latin pages: the PP-OCR CTC line recogniser, or Tesseract for every page. */
export type LineReader = 'fast' | 'tesseract';

/** Which recogniser reads Hebrew pages: this repository's CTC line model, or Tesseract. */
export type HebrewReader = 'lines' | 'tesseract';

/**
 * Which model reads the lines of a Latin page once the fast sample vouched for its script: PP-OCR's
 * recogniser, this repository's Latin line model, or that model with PP-OCR reading its doubtful lines
 * and the top of the text (the default).
 */
export type LatinReader = 'model' | 'paddle' | 'cascade';

/** Engine-wide settings every stage reads. */
export type StageSettings = {
  detectOrientation: boolean;
  upscale: boolean;
  deskew: boolean;
  segmentation: PageSegmentation;
  lineReader: LineReader;
  hebrewReader: HebrewReader;
  latinReader: LatinReader;
};

/** What the stages share for the engine's lifetime: models and workers, opened once. */
export type StageContext = { pool: OcrPool; models: FastModels; settings: StageSettings };

/** What the caller asked of one document. */
export type PageRequest = {
  languageHint?: LanguageHint;
  /** Decided or hinted: a passport or identity card has its machine-readable zone read even unseen. */
  documentType?: DocumentType;
  /** Look for signed areas on each OCR'd page (`signature-detection`). */
  signatures: boolean;
  /** Read the lines each page draws, for tables (`table-extraction`). */
  tables: boolean;
  warnings: Warning[];
};

export type ImagePage = Extract<SourcePage, { kind: 'image' }>;

/** After preprocess: the page straightened (not yet scaled: each reader scales for itself). */
export type PreparedPage = { source: ImagePage; image: GreyImage; skew: number };

/** After detect: where the text lines are. */
export type DetectedPage = PreparedPage & {
  boxes: TextBox[];
  /** Most lines stand taller than wide: the page lies on its side. */
  sideways: boolean;
};

/** After recognise: lines in page pixels, and how the page was turned to read them. */
export type RecognisedPage = {
  number: number;
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
  /** Clockwise degrees the lines ran off level; their boxes are on the page turned level about its centre. */
  skew?: number;
  lines: Line[];
  /** Which reader produced the lines, and the samples and passes that ran, in order. */
  reading: PageReading;
};
