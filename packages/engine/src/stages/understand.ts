import type { DocumentResult, DocumentType, Page, Warning } from '@docread/contracts';
import { RESULT_SCHEMA_VERSION } from '@docread/contracts';
import { understand } from '../extract/index.ts';
import type { Ruling } from '../input/index.ts';
import { languagesOf } from '../script/index.ts';

export const ENGINE_NAME = 'docread-engine';
export const ENGINE_VERSION = '0.2.0';

/**
 * Classify, extract, validate and score: the extraction package does all three from the pages;
 * this stage assembles the result the contract describes.
 */
export function understandDocument(
  pages: Page[],
  warnings: Warning[],
  timings: Record<string, number>,
  options: {
    documentType?: DocumentType;
    typeHint?: DocumentType;
    reviewThreshold?: number;
    /** `table-extraction` was asked for: without it `tables` stays empty (line items are fields, kept). */
    tables: boolean;
    /** The lines drawn on each page, by page number. */
    rulings?: Record<number, Ruling[]>;
  },
): DocumentResult {
  const understood = understand(pages, options);
  const text = pages.map((p) => p.text).join('\f');
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    documentType: understood.documentType,
    documentTypeConfidence: understood.documentTypeConfidence,
    language: languagesOf(pages.map((p) => p.text).join(' ')),
    pages,
    text,
    fields: understood.fields,
    lists: understood.lists,
    tables: options.tables ? understood.tables : [],
    confidence: understood.confidence,
    needsReview: understood.needsReview,
    reviewReasons: understood.reviewReasons,
    warnings: [...warnings, ...understood.warnings],
    timings,
  };
}
