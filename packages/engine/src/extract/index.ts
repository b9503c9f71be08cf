import { DEFAULT_REVIEW_THRESHOLD, type DocumentType, type Line, type Page } from '@docread/contracts';
import { findMrz } from './checks/mrz.ts';
import { type Classification, classify, type Layout } from './classify.ts';
import { review } from './confidence.ts';
import { extractBankStatement } from './doc/bank-statement.ts';
import { extractGeneric } from './doc/generic.ts';
import { extractIdentity } from './doc/identity.ts';
import { extractInvoice } from './doc/invoice.ts';
import { extractReceipt } from './doc/receipt.ts';
import { buildRows, unionBox } from './lines.ts';
import { looksAmerican } from './parse/dates.ts';
import { findTables } from './tables/index.ts';
import type { ExtractContext, Extraction, TextLine, Understanding, UnderstandOptions } from './types.ts';

export { findMrz, looksLikeMrz, type MrzResult } from './checks/mrz.ts';
export type { Understanding, UnderstandOptions } from './types.ts';

const EXTRACTORS: Partial<Record<DocumentType, (rows: TextLine[], ctx: ExtractContext) => Extraction>> = {
  invoice: extractInvoice,
  receipt: extractReceipt,
  passport: extractIdentity,
  id: extractIdentity,
  bank_statement: extractBankStatement,
};

function layoutOf(rows: TextLine[]): Layout | undefined {
  const first = rows.filter((r) => r.page === rows[0]?.page);
  if (first.length < 5) return undefined;
  const box = unionBox(first.map((r) => r.bbox));
  return { aspect: box.w / Math.max(1, box.h), rows: first.length };
}

/** Text this many points tall is what table finding's rules of thumb were set on. */
const TEXT_POINTS = 10;

/** A scanned page's points per pixel, judged from its words' height (a photo's DPI says little). */
function pointsPerUnit(pages: Page[]): Record<number, number> {
  const scales: Record<number, number> = {};
  for (const page of pages) {
    if (page.unit === 'point') continue;
    const heights = page.blocks
      .flatMap((b) => b.lines.flatMap((l) => l.words.map((w) => w.bbox.h)))
      .sort((a, b) => a - b);
    const median = heights[Math.floor(heights.length / 2)];
    if (median) scales[page.number] = TEXT_POINTS / median;
  }
  return scales;
}

/**
 * A classifier this sure of another type overrules the uploader's hint: a passport sent in a batch of
 * invoices is read as a passport. Below it the hint stands (a till slip titled "tax invoice" that was sent
 * as an invoice stays one).
 */
const OVERRULE_HINT = 0.8;

function followHint(found: Classification, hint: DocumentType | undefined): Classification {
  if (!hint || found.type === hint) return hint ? { ...found, confidence: 1 } : found;
  if (found.type !== 'other' && found.confidence >= OVERRULE_HINT) return found;
  return { ...found, type: hint, confidence: 1 };
}

/**
 * The rows without the lines read from images on text-layer pages, or null when there are none. Tables are
 * found without them: a chart's or a diagram's labels stand in rows and columns as cells do, and an image
 * draws none of the ink by which a drawn figure is told from a table (decisions 0354, 0357).
 */
function imageLinesApart(pages: Page[]): TextLine[] | null {
  const fromImage = (l: Line) => l.source === 'ocr';
  if (!pages.some((p) => p.blocks.some((b) => b.lines.some(fromImage)))) return null;
  return buildRows(
    pages.map((p) => ({
      ...p,
      blocks: p.blocks.map((b) => ({ ...b, lines: b.lines.filter((l) => !fromImage(l)) })),
    })),
  );
}

/** Classifies the pages (unless told the type), extracts the type's fields, lists and tables, and judges the result. */
export function understand(pages: Page[], opts: UnderstandOptions = {}): Understanding {
  const today = opts.today ?? new Date();
  const rows = buildRows(pages);
  const text = rows.map((r) => r.text).join('\n');
  const mrz = findMrz(
    rows.map((r) => r.text),
    today,
  );
  const classification = opts.documentType
    ? { type: opts.documentType, confidence: 1 }
    : followHint(classify(text, mrz, layoutOf(rows)), opts.typeHint);
  const hintOverruled = opts.typeHint !== undefined && opts.typeHint !== classification.type;
  const extract = EXTRACTORS[classification.type];
  const ctx: ExtractContext = { mrz, today, monthFirst: looksAmerican(text) };
  const extraction = extract ? extract(rows, ctx) : extractGeneric(rows, ctx);
  const threshold = opts.reviewThreshold ?? extraction.review?.threshold ?? DEFAULT_REVIEW_THRESHOLD;
  const pageConfidence = pages.length ? pages.reduce((s, p) => s + p.confidence, 0) / pages.length : 0;
  const judged = review(
    classification.type,
    extraction.fields,
    classification.confidence,
    threshold,
    pageConfidence,
    extraction.review?.required,
    extraction.doubted,
  );
  return {
    documentType: classification.type,
    documentTypeConfidence: classification.confidence,
    fields: extraction.fields,
    lists: extraction.lists,
    tables: findTables(imageLinesApart(pages) ?? rows, opts.rulings, pointsPerUnit(pages)),
    ...judged,
    warnings: hintOverruled
      ? [
          {
            code: 'type_hint_overruled',
            message: `Sent as ${opts.typeHint}, read as ${classification.type}`,
          },
          ...extraction.warnings,
        ]
      : extraction.warnings,
  };
}
