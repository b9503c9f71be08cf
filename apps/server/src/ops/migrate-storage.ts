import type { FileStorage } from '../storage/file-storage.ts';

export interface StorageMigrationReport {
  copied: number;
  /** Already in the target with the same size (an earlier, interrupted run). */
  alreadyThere: number;
  removedFromSource: number;
  failed: { key: string; reason: string }[];
}

/**
 * Copies every file of `source` to `target` under the same key (so `documents.file_path` stays valid),
 * checks the copy's size, then removes the source file unless `keepSource`. Safe to run again after an
 * interruption: files already copied are only checked. A key present in the target with another size
 * is reported, never overwritten.
 */
export async function migrateStorage(
  source: FileStorage,
  target: FileStorage,
  options: {
    keepSource: boolean;
    onProgress?: (key: string, outcome: 'copied' | 'already-there' | 'failed') => void;
  },
): Promise<StorageMigrationReport> {
  const report: StorageMigrationReport = { copied: 0, alreadyThere: 0, removedFromSource: 0, failed: [] };
  for await (const key of source.list()) {
    try {
      const sourceSize = await source.size(key);
      if (sourceSize === null) continue;
      const targetSize = await target.size(key);
      if (targetSize === null) {
        await target.put(key, await source.read(key));
        const copiedSize = await target.size(key);
        if (copiedSize !== sourceSize) throw new Error(`copy has ${copiedSize} bytes, source ${sourceSize}`);
        report.copied += 1;
        options.onProgress?.(key, 'copied');
      } else if (targetSize === sourceSize) {
        report.alreadyThere += 1;
        options.onProgress?.(key, 'already-there');
      } else {
        throw new Error(
          `the object store already holds ${targetSize} bytes under this key, the disk ${sourceSize}`,
        );
      }
      if (!options.keepSource) {
        await source.remove(key);
        report.removedFromSource += 1;
      }
    } catch (error) {
      report.failed.push({ key, reason: (error as Error).message });
      options.onProgress?.(key, 'failed');
    }
  }
  return report;
}
