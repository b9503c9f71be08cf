import type { Db } from '../db/database.ts';
import { referencedKeys } from '../features/documents/documents.repository.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export interface StorageCheckReport {
  rows: number;
  files: number;
  /** Rows whose file is missing from the store: their downloads and processing fail. */
  rowsWithoutFile: string[];
  /** Stored files no row points to (a delete whose file removal failed, or an upload still in progress). */
  filesWithoutRow: string[];
  /** Of those, the ones removed (older than the grace period, with --delete-orphans). */
  removed: string[];
}

/** Upload keys are `{userId}/{milliseconds}_{name}`; the time tells how old an orphan is without asking the store. */
function keyTime(key: string): number | null {
  const match = /\/(\d{13})_[^/]*$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * Compares the documents table with the file store. An upload writes its file before its row, so a very new
 * file without a row may be an upload in progress: only orphans older than `graceMs` are ever removed.
 */
export async function checkStorage(
  db: Db,
  storage: FileStorage,
  options: { deleteOrphans: boolean; graceMs: number; now?: number },
): Promise<StorageCheckReport> {
  const keys = await referencedKeys(db);
  const referenced = new Set(keys.uploads);
  // Page images are the engine pool's renderings, not uploads: their own sweep removes those of deleted documents.
  const rendered = new Set(keys.pageImages);
  const stored = new Set<string>();
  for await (const key of storage.list()) stored.add(key);
  const filesWithoutRow = [...stored].filter((key) => !referenced.has(key) && !rendered.has(key)).sort();
  const removed: string[] = [];
  if (options.deleteOrphans) {
    const cutoff = (options.now ?? Date.now()) - options.graceMs;
    for (const key of filesWithoutRow) {
      const time = keyTime(key);
      if (time !== null && time < cutoff) {
        await storage.remove(key);
        removed.push(key);
      }
    }
  }
  return {
    rows: keys.uploads.length,
    files: stored.size,
    rowsWithoutFile: [...referenced].filter((key) => !stored.has(key)).sort(),
    filesWithoutRow,
    removed,
  };
}
