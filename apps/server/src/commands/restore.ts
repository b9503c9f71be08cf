import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDataDir } from '../ops/backup.ts';
import { loadCommandConfig } from './command-config.ts';

/**
 * `npm run restore -- BACKUP_DIR [--replace]`: puts a backup made by `npm run backup` back under DATA_DIR.
 * Stop every server and worker first. Existing data is moved aside (with --replace), never deleted.
 */
const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- BACKUP_DIR [--replace]');
  process.exit(2);
}

const config = loadCommandConfig();
if (config.database.dialect === 'postgres') {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore; docs/operations.md has the steps.');
  process.exit(2);
}
try {
  const { manifest, movedAsideTo } = await restoreDataDir({
    backupDir: path.resolve(positionals[0]!),
    dataDir: config.dataDir,
    replace: values.replace ?? false,
  });
  if (movedAsideTo) console.log(`The data that was there is now in ${movedAsideTo}`);
  console.log(
    `Restored ${manifest.documents} documents and ${manifest.files} files from the backup of ${manifest.createdAt} into ${config.dataDir}`,
  );
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
