import { parseArgs } from 'node:util';
import { createDatabase } from '../db/database.ts';
import { checkStorage } from '../ops/check-storage.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';
import { loadCommandConfig } from './command-config.ts';

/**
 * `npm run storage:check [-- --delete-orphans]`: compares the documents table with the file store (disk or
 * bucket, as the settings say) and lists rows without a file and files without a row. With
 * --delete-orphans, files without a row that are more than an hour old are removed. Exits 1 when a row has
 * no file, so it can run from a scheduler.
 */
const { values } = parseArgs({ options: { 'delete-orphans': { type: 'boolean', default: false } } });

const config = loadCommandConfig();
const db = createDatabase(config.database);
const storage = createFileStorage(config);
try {
  const report = await checkStorage(db, storage, {
    deleteOrphans: values['delete-orphans'] ?? false,
    graceMs: 60 * 60 * 1000,
  });
  for (const key of report.rowsWithoutFile) console.log(`row without file\t${key}`);
  for (const key of report.filesWithoutRow)
    console.log(`${report.removed.includes(key) ? 'removed orphan' : 'file without row'}\t${key}`);
  console.log(
    `${report.rows} rows, ${report.files} files: ${report.rowsWithoutFile.length} rows without a file, ` +
      `${report.filesWithoutRow.length} files without a row, ${report.removed.length} removed`,
  );
  process.exitCode = report.rowsWithoutFile.length ? 1 : 0;
} finally {
  await storage.close();
  await db.destroy();
}
