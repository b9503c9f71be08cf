import type { DocumentResult, JobResult, JobSummary } from '@docread/contracts';
import type { DocumentRecord } from '../../db/schema.ts';
import { toIso, toIsoOrNull } from '../../db/values.ts';
import { decodeResult } from '../documents/document-records.ts';
import { documentTypeOf, requestedTypeOf } from '../shared/views.ts';
import { applyCorrections, parseCorrections } from './corrections.ts';

export function storedResult(row: DocumentRecord): DocumentResult | null {
  if (!row.result) return null;
  return applyCorrections(decodeResult(row.result), parseCorrections(row.corrections));
}

/** The download the caller asked for with `outputFormat` (csv, xlsx or pdf), once the job is completed. */
function exportUrlFor(row: DocumentRecord): string | null {
  const format = row.options
    ? (JSON.parse(row.options) as { outputFormat?: string }).outputFormat
    : undefined;
  if (row.status !== 'completed' || !format || format === 'json') return null;
  return `/v3/results/${encodeURIComponent(row.id)}/export?format=${format}`;
}

/** The part of a /v3 answer that comes from the engine's result (also the public playground's answer). */
export function resultFieldsView(
  result: DocumentResult | null,
): Pick<
  JobResult,
  'documentType' | 'structuredData' | 'confidence' | 'needsReview' | 'reviewReasons' | 'pages' | 'text'
> {
  return {
    documentType: result?.documentType ?? null,
    structuredData: result ? { fields: result.fields, lists: result.lists, tables: result.tables } : null,
    confidence: result?.confidence ?? null,
    needsReview: result?.needsReview ?? null,
    reviewReasons: result?.reviewReasons ?? null,
    pages: (result?.pages ?? []).map((p) => ({
      number: p.number,
      width: p.width,
      height: p.height,
      unit: p.unit,
      text: p.text,
      confidence: p.confidence,
      ...(p.skew === undefined ? {} : { skew: p.skew }),
      ...(p.reading ? { reading: p.reading } : {}),
      ...(p.signatures ? { signatures: p.signatures } : {}),
    })),
    text: result?.text ?? null,
  };
}

/** The /v3 answer for a job: status, then (once completed) the structured data, pages and text. */
export function jobResultView(row: DocumentRecord): JobResult {
  return {
    jobId: row.id,
    status: row.status as JobResult['status'],
    ...resultFieldsView(storedResult(row)),
    documentType: documentTypeOf(row),
    requestedType: requestedTypeOf(row),
    error: row.status === 'failed' ? row.error : null,
    exportUrl: exportUrlFor(row),
    createdAt: toIso(row.created_at),
    completedAt: toIsoOrNull(row.completed_at),
  };
}

export function jobSummaryView(row: DocumentRecord): JobSummary {
  return {
    jobId: row.id,
    status: row.status as JobSummary['status'],
    documentName: row.document_name,
    documentType: documentTypeOf(row),
    requestedType: requestedTypeOf(row),
    createdAt: toIso(row.created_at),
    completedAt: toIsoOrNull(row.completed_at),
  };
}
