import type { DocumentResult, DocumentResultView, ExportFormat, Locale } from '@docread/contracts';
import { type EnginePool, tableToCsv, toCsv } from '@docread/engine/pool';
import { DomainError } from '../../shared/domain-errors.ts';
import { engineProblem } from './engine-problem.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export interface RenderedExport {
  body: Buffer;
  contentType: string;
  extension: ExportFormat;
}

/**
 * Renders a (corrected) result in one of the download formats, the JSON with the corrections and the engine's
 * own reading of each corrected field beside it, CSV and XLSX headed in `language` when one is given; the
 * searchable PDF also needs the original file. JSON and CSV are text written from the result; the searchable PDF (which parses and rewrites the
 * original) and XLSX are made by the engine pool, off this process's event loop. `table` (1-based) asks for
 * that table alone, as CSV.
 */
export async function renderExport(
  format: ExportFormat,
  result: DocumentResult,
  original: () => Promise<Buffer>,
  engine: Pick<EnginePool, 'toSearchablePdf' | 'toXlsx'>,
  corrected: Pick<DocumentResultView, 'corrections' | 'originalFields'>,
  language?: Locale,
  table?: number,
): Promise<RenderedExport> {
  if (table !== undefined) {
    if (format !== 'csv')
      throw new DomainError('validation_failed', 'A single table is exported as CSV only.');
    const chosen = result.tables[table - 1];
    if (!chosen) throw new DomainError('not_found', `The result has no table ${table}.`);
    return { body: tableToCsv(chosen), contentType: CONTENT_TYPES.csv, extension: 'csv' };
  }
  let body: Buffer;
  try {
    switch (format) {
      case 'json':
        body = Buffer.from(JSON.stringify({ ...result, ...corrected }, null, 2));
        break;
      case 'csv':
        body = toCsv(result, language);
        break;
      case 'xlsx':
        body = await engine.toXlsx(result, language);
        break;
      case 'pdf':
        body = await engine.toSearchablePdf(await original(), result);
        break;
    }
  } catch (error) {
    throw engineProblem(error, 'The export could not be made');
  }
  return { body, contentType: CONTENT_TYPES[format], extension: format };
}

/** `invoice.pdf` + csv -> `invoice.csv` (ASCII fallback plus the UTF-8 name, RFC 6266). */
export function exportDisposition(filename: string, extension: string): string {
  const base = filename.replace(/\.[^.]+$/, '') || 'document';
  const name = `${base}.${extension}`;
  const ascii = name.replace(/[^A-Za-z0-9.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
