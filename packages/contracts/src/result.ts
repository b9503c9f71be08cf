import { z } from 'zod';
import { DOCUMENT_TYPES } from './constants.ts';

/**
 * The engine's result: what the API returns, the portal shows and the exports are made from.
 * Bump RESULT_SCHEMA_VERSION on any change that is not a pure addition.
 */
export const RESULT_SCHEMA_VERSION = '1.0';

/** Pixel box on the page as the engine saw it: left, top, width, height. PDF pages use points at 72 DPI. */
export const bboxSchema = z
  .object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() })
  .meta({ id: 'BBox' });
export type BBox = z.infer<typeof bboxSchema>;

export const wordSchema = z.object({
  text: z.string(),
  bbox: bboxSchema,
  /** 0..1 */
  confidence: z.number(),
});
export type Word = z.infer<typeof wordSchema>;

export const lineSchema = z.object({
  /** In logical (reading) order, also for Hebrew. */
  text: z.string(),
  bbox: bboxSchema,
  confidence: z.number(),
  direction: z.enum(['ltr', 'rtl']),
  /** Words in logical order. */
  words: z.array(wordSchema),
  /**
   * `ocr` on a line read from an image drawn on a page whose other text is the PDF's own text layer (a
   * logo, a stamp, a pasted scan): its confidences are the recogniser's. Absent: the line comes from
   * where its page's text does (`Page.source`).
   */
  source: z.enum(['ocr']).optional(),
});
export type Line = z.infer<typeof lineSchema>;

export const blockSchema = z.object({
  text: z.string(),
  bbox: bboxSchema,
  confidence: z.number(),
  lines: z.array(lineSchema),
});
export type Block = z.infer<typeof blockSchema>;

/** The reader that gave an OCR'd page's lines and, in order, every sample and pass that ran on it. */
export const pageReadingSchema = z
  .object({
    reader: z.enum(['hebrew-line-model', 'latin-line-model', 'pp-ocr', 'tesseract']),
    passes: z.array(z.string()),
  })
  .meta({ id: 'PageReading' });

/** A signed area the `signature-detection` module found: hand-drawn ink where a signature belongs. */
export const signatureSchema = z
  .object({
    /** The ink's box, in the page's units. */
    bbox: bboxSchema,
    /** 0..1: higher beside a signature label than for ink alone at the foot of the page. */
    confidence: z.number(),
    /** The label the ink belongs to as read (`Signature:`, `חתימה`), absent for ink at the foot of the page. */
    label: z.string().optional(),
  })
  .meta({ id: 'Signature' });

export const pageSchema = z.object({
  /** 1-based */
  number: z.number().int(),
  width: z.number(),
  height: z.number(),
  /** Units of width, height and every bbox on this page. */
  unit: z.enum(['pixel', 'point']),
  /** Where the text came from: a PDF's own text layer, or OCR of an image. */
  source: z.enum(['text_layer', 'ocr']),
  /** Clockwise degrees applied to make the page upright. */
  rotation: z.number(),
  /**
   * Clockwise degrees the upright page's lines ran off level (a photo held crooked), read level: every
   * bbox on the page is on the upright image turned by −skew about its centre. To draw them on the image,
   * turn them by `skew` about the centre of the page's `width` × `height`. Absent when the page was read
   * as it is.
   */
  skew: z.number().optional(),
  language: z.array(z.enum(['he', 'en'])),
  text: z.string(),
  confidence: z.number(),
  blocks: z.array(blockSchema),
  /**
   * How an OCR'd page was read: the reader that gave its lines and, in order, every sample and pass
   * that ran on it, so a wrong result can be explained from the result alone (docs/engine.md, "Readers").
   * Absent on pages taken from a PDF's text layer and on results stored before it existed.
   */
  reading: pageReadingSchema.optional(),
  /**
   * Signed areas, present only when `signature-detection` was asked for (an empty list: none found).
   * Pages taken from a PDF's text layer and pages read turned (`rotation` not 0) are not searched.
   */
  signatures: z.array(signatureSchema).optional(),
});
export type Page = z.infer<typeof pageSchema>;
export type PageReading = z.infer<typeof pageReadingSchema>;
export type Signature = z.infer<typeof signatureSchema>;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const fieldSchema = z
  .object({
    /** Normalised: ISO dates (yyyy-mm-dd), numbers, ISO 4217 currency codes. */
    value: scalar,
    /** As printed. */
    text: z.string(),
    confidence: z.number(),
    page: z.number().int().nullable(),
    bbox: bboxSchema.nullable(),
    /**
     * Absent when the engine read the value. `learned`: the account's vendor memory gave it, remembered
     * from a person's correction of the document `learnedFrom`; `confidence` is then how well this
     * document's issuer matched the remembered one.
     */
    source: z.enum(['learned']).optional(),
    learnedFrom: z.string().optional(),
  })
  .meta({ id: 'Field' });
export type Field = z.infer<typeof fieldSchema>;

/** A row of a repeated group (invoice line items, receipt items, bank transactions). */
export const fieldRowSchema = z.record(z.string(), fieldSchema).meta({ id: 'FieldRow' });

export const tableCellSchema = z
  .object({
    row: z.number().int(),
    column: z.number().int(),
    rowSpan: z.number().int().default(1),
    columnSpan: z.number().int().default(1),
    text: z.string(),
    bbox: bboxSchema.nullable(),
    confidence: z.number(),
  })
  .meta({ id: 'TableCell' });

export const tableSchema = z
  .object({
    page: z.number().int(),
    bbox: bboxSchema,
    rows: z.number().int(),
    columns: z.number().int(),
    /** Index of header rows, usually [0]. */
    headerRows: z.array(z.number().int()),
    cells: z.array(tableCellSchema),
    confidence: z.number(),
  })
  .meta({ id: 'Table' });
export type Table = z.infer<typeof tableSchema>;

export const warningSchema = z.object({
  code: z.string(),
  message: z.string(),
  page: z.number().int().optional(),
});
export type Warning = z.infer<typeof warningSchema>;

export const documentResultSchema = z
  .object({
    schemaVersion: z.literal(RESULT_SCHEMA_VERSION),
    engine: z.object({ name: z.string(), version: z.string() }),
    documentType: z.enum(DOCUMENT_TYPES),
    documentTypeConfidence: z.number(),
    /** Languages found, most text first. */
    language: z.array(z.enum(['he', 'en'])),
    pages: z.array(pageSchema),
    /** Whole-document text in reading order, pages separated by form feeds. */
    text: z.string(),
    fields: z.record(z.string(), fieldSchema),
    /** Repeated groups by name: `lineItems`, `items`, `transactions`. */
    lists: z.record(z.string(), z.array(fieldRowSchema)),
    tables: z.array(tableSchema),
    confidence: z.number(),
    needsReview: z.boolean(),
    /** Names of fields that caused `needsReview`. */
    reviewReasons: z.array(z.string()),
    warnings: z.array(warningSchema),
    timings: z.record(z.string(), z.number()),
  })
  .meta({ id: 'DocumentResult' });
export type DocumentResult = z.infer<typeof documentResultSchema>;
