import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir } from '../ops/backup.ts';
import { loadCommandConfig } from './command-config.ts';

/**
 * `npm run backup [-- --out DIR]`: an online backup of the embedded default (SQLite database, uploaded
 * files, session secret) into a new folder, while the server keeps running. PostgreSQL and object
 * stores have their own tools: docs/operations.md gives the steps.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });

const config = loadCommandConfig();
if (config.database.dialect === 'postgres') {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (pg_dump --format=custom --file=docread.dump "$DATABASE_URL") ' +
      'and the object store with its own tools; docs/operations.md has the steps.',
  );
  process.exit(2);
}
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const outDir = path.resolve(values.out ?? path.join('backups', `docread-${stamp}`));
try {
  const manifest = await backupDataDir({
    dataDir: config.dataDir,
    outDir,
    filesInObjectStore: config.objectStore !== null,
  });
  console.log(
    `Backed up ${manifest.documents} documents and ${manifest.files} files (${manifest.bytes} bytes) to ${outDir}`,
  );
  if (manifest.filesInObjectStore)
    console.log('Uploaded files are in the object store: back up the bucket with its own tools.');
  for (const key of manifest.rowsWithoutFile)
    console.warn(`warning: no file for ${key} (deleted during the backup?)`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
