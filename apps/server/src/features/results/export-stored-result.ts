import type { ExportFormat, Locale } from '@docread/contracts';
import type { EnginePool } from '@docread/engine/pool';
import type { DocumentRecord } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { readStoredFile } from '../../storage/read-stored-file.ts';
import { resultView } from './correct-document-field.ts';
import { exportDisposition, type RenderedExport, renderExport } from './exports.ts';

export interface StoredExport extends RenderedExport {
  /** The `content-disposition` that names the download after the uploaded file. */
  disposition: string;
}

/**
 * A processed document's result as a download (corrections applied; the JSON keeps the engine's reading of
 * each corrected field beside them), or one of its tables as CSV; null while it has no result yet.
 */
export async function exportStoredResult(
  deps: { storage: FileStorage; engine: Pick<EnginePool, 'toSearchablePdf' | 'toXlsx'> },
  row: DocumentRecord,
  format: ExportFormat,
  language?: Locale,
  table?: number,
): Promise<StoredExport | null> {
  const { result, corrections, originalFields } = resultView(row);
  if (row.status !== 'completed' || !result) return null;
  const rendered = await renderExport(
    format,
    result,
    () => readStoredFile(deps.storage, row.file_path),
    deps.engine,
    { corrections, originalFields },
    language,
    table,
  );
  const name = table === undefined ? row.filename : row.filename.replace(/(\.[^.]+)?$/, `-table-${table}$1`);
  return { ...rendered, disposition: exportDisposition(name, rendered.extension) };
}
