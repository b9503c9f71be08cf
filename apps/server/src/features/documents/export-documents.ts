import type { BulkExportFormat, Locale } from '@docread/contracts';
import type { EnginePool } from '@docread/engine/pool';
import { type AsyncZippable, zip } from 'fflate';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../shared/domain-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { exportStoredResult } from '../results/export-stored-result.ts';
import { ownLiveDocuments } from './documents.repository.ts';

export interface DocumentsArchive {
  body: Buffer;
  /** How many documents the archive holds (unprocessed ones are left out). */
  count: number;
}

/**
 * The selected processed documents as one ZIP, one file per document named after its upload, CSV and XLSX
 * headed in `language` when one is given (`exportStoredResult`). XLSX is
 * made by the engine pool; the archive is compressed by fflate's asynchronous `zip`, which deflates large
 * entries in worker threads, so neither blocks the event loop for long.
 */
export async function exportDocuments(
  deps: { db: Db; storage: FileStorage; engine: Pick<EnginePool, 'toSearchablePdf' | 'toXlsx'> },
  userId: string,
  ids: readonly string[],
  format: BulkExportFormat,
  language?: Locale,
): Promise<DocumentsArchive> {
  const rows = await ownLiveDocuments(deps.db, userId, ids);
  rows.sort((a, b) => a.filename.localeCompare(b.filename) || a.id.localeCompare(b.id));
  const files: AsyncZippable = {};
  const names = new Set<string>();
  for (const row of rows) {
    const rendered = await exportStoredResult(deps, row, format, language);
    if (!rendered) continue;
    files[uniqueName(names, row.filename, rendered.extension)] = rendered.body;
  }
  if (names.size === 0) throw conflict('None of the selected documents is processed yet.');
  return { body: await zipAsync(files), count: names.size };
}

/** `invoice.pdf` -> `invoice.csv`; a second `invoice.pdf` -> `invoice (2).csv`. */
export function uniqueName(taken: Set<string>, filename: string, extension: string): string {
  const base = filename.replace(/\.[^.]+$/, '').replace(/[/\\]/g, '_') || 'document';
  let name = `${base}.${extension}`;
  for (let n = 2; taken.has(name); n++) name = `${base} (${n}).${extension}`;
  taken.add(name);
  return name;
}

function zipAsync(files: AsyncZippable): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip(files, (error, data) =>
      error ? reject(error) : resolve(Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
    ),
  );
}
