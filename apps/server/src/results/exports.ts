import type { DocumentResult, ExportFormat } from '@docread/contracts';

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

/** Renders a (corrected) result in one of the download formats; the searchable PDF also needs the original file. */
export async function renderExport(
  format: ExportFormat,
  result: DocumentResult,
  original: () => Promise<Buffer>,
): Promise<RenderedExport> {
  const engine = await import('@docread/engine');
  let body: Buffer;
  switch (format) {
    case 'json':
      body = Buffer.from(JSON.stringify(result, null, 2));
      break;
    case 'csv':
      body = engine.toCsv(result);
      break;
    case 'xlsx':
      body = await engine.toXlsx(result);
      break;
    case 'pdf':
      body = await engine.toSearchablePdf(await original(), result);
      break;
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
