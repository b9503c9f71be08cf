import type { BulkExportFormat, BulkSummaryFormat, DocumentRow, Locale, Problem } from '@docread/contracts';
import { ApiError } from '../../../lib/api.ts';
import { saveBlob } from './saveBlob.ts';

/** Fetches the stored file with the session cookie and hands it to the browser as a download under its original name. */
export async function downloadDocument(doc: Pick<DocumentRow, 'id' | 'filename'>): Promise<void> {
  const res = await fetch(`/api/documents/${encodeURIComponent(doc.id)}/file`, {
    credentials: 'same-origin',
  });
  if (!res.ok) throw new ApiError(res.status, null, res.statusText);
  saveBlob(await res.blob(), doc.filename);
}

/**
 * Downloads the ZIP of the selected documents' results, spreadsheets headed in `language`; answers how
 * many documents it holds.
 */
export function downloadExport(
  ids: readonly string[],
  format: BulkExportFormat,
  language: Locale,
): Promise<number> {
  return downloadBulk('/api/documents/bulk/export', { ids, format, language }, `documents-${format}.zip`);
}

/** Downloads one CSV or XLSX with a row per selected document, headed in `language`; answers its row count. */
export function downloadSummary(
  ids: readonly string[],
  format: BulkSummaryFormat,
  language: Locale,
): Promise<number> {
  return downloadBulk('/api/documents/bulk/summary', { ids, format, language }, `documents.${format}`);
}

async function downloadBulk(
  path: string,
  body: { ids: readonly string[]; format: string; language: Locale },
  filename: string,
): Promise<number> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const problem = (await res.json().catch(() => null)) as Problem | null;
    throw new ApiError(res.status, problem, res.statusText);
  }
  saveBlob(await res.blob(), filename);
  return Number(res.headers.get('x-document-count') ?? body.ids.length);
}
