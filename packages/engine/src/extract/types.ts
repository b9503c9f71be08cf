import type { BBox, DocumentType, Field, Table, Warning } from '@docread/contracts';
import type { Ruling } from '../input/index.ts';

/** One line of text with its page, as the extractors read it (logical order, top to bottom). */
export interface TextLine {
  page: number;
  text: string;
  bbox: BBox;
  confidence: number;
  direction: 'ltr' | 'rtl';
  words: Array<{ text: string; bbox: BBox; confidence: number }>;
  /** Index in the document's reading order. */
  index: number;
  /** The row's lines read from images on a PDF page with a text layer (a logo, a stamp), as read. */
  fromImages?: string[];
}

export interface UnderstandOptions {
  /** The type, as a person decided it: no classification. */
  documentType?: DocumentType;
  /** The type asked for on upload: followed unless the document plainly is something else. */
  typeHint?: DocumentType;
  reviewThreshold?: number;
  /** The day `expired` and threshold checks are judged against; defaults to the current date. */
  today?: Date;
  /** The lines drawn on each page, by page number: table finding reads them beside the words. */
  rulings?: Record<number, Ruling[]>;
}

export type FieldRow = Record<string, Field>;

export interface Understanding {
  documentType: DocumentType;
  documentTypeConfidence: number;
  fields: Record<string, Field>;
  lists: Record<string, FieldRow[]>;
  tables: Table[];
  confidence: number;
  needsReview: boolean;
  reviewReasons: string[];
  warnings: Warning[];
}

/** What every extractor is given besides the rows. */
export interface ExtractContext {
  mrz: import('./checks/mrz.ts').MrzResult | null;
  today: Date;
  /** Read ambiguous numeric dates month first: the document is clearly American. */
  monthFirst: boolean;
}

/** What a document-type extractor returns before overall confidence and review are decided. */
export interface Extraction {
  fields: Record<string, Field>;
  lists: Record<string, FieldRow[]>;
  warnings: Warning[];
  /**
   * Set when the fields' confidences are calibrated probabilities: the fields that must reach `threshold`
   * for the document to pass without review (unless the caller chose a threshold of its own).
   */
  review?: { threshold: number; required: string[] };
  /** Fields their own document contradicts: each sends it to review, whether the type requires it or not. */
  doubted?: string[];
}
