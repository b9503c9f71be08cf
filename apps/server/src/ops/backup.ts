import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Sqlite from 'better-sqlite3';

export const BACKUP_DATABASE = 'docread.sqlite';
const MANIFEST = 'manifest.json';
/** What else under DATA_DIR a restore needs: the files, and the secret that keeps sessions valid. */
const DATA_ENTRIES = ['uploads', 'session-secret'] as const;

export interface BackupManifest {
  format: 'docread-backup-1';
  createdAt: string;
  documents: number;
  files: number;
  bytes: number;
  /** Rows whose file was not there when copied (deleted while the backup ran); a restore shows them as missing. */
  rowsWithoutFile: string[];
  /** Uploads live in an object store: this backup holds the database only (see docs/operations.md). */
  filesInObjectStore: boolean;
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!(await exists(dir))) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Online backup of the embedded default: SQLite's backup API copies a consistent database while the
 * server keeps running, then the files are copied. The database goes first: an upload writes its file
 * before its row, so every row in the copy already has its file, unless it was deleted in between,
 * which the manifest lists.
 */
export async function backupDataDir(options: {
  dataDir: string;
  outDir: string;
  filesInObjectStore: boolean;
}): Promise<BackupManifest> {
  const source = path.join(options.dataDir, BACKUP_DATABASE);
  if (!(await exists(source))) throw new Error(`No database at ${source}: is DATA_DIR right?`);
  if (await exists(options.outDir)) throw new Error(`${options.outDir} already exists; choose a new folder.`);
  const partial = `${options.outDir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });

  const live = new Sqlite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(path.join(partial, BACKUP_DATABASE));
  } finally {
    live.close();
  }
  for (const entry of DATA_ENTRIES) {
    const from = path.join(options.dataDir, entry);
    if (await exists(from))
      await cp(from, path.join(partial, entry), { recursive: true, preserveTimestamps: true });
  }

  const copy = new Sqlite(path.join(partial, BACKUP_DATABASE), { readonly: true });
  let rows: { file_path: string }[];
  try {
    rows = copy.prepare('select file_path from documents').all() as { file_path: string }[];
  } finally {
    copy.close();
  }
  const rowsWithoutFile: string[] = [];
  if (!options.filesInObjectStore) {
    for (const row of rows) {
      if (!(await exists(path.join(partial, 'uploads', row.file_path)))) rowsWithoutFile.push(row.file_path);
    }
  }
  const size = await folderSize(path.join(partial, 'uploads'));
  const manifest: BackupManifest = {
    format: 'docread-backup-1',
    createdAt: new Date().toISOString(),
    documents: rows.length,
    files: size.files,
    bytes: size.bytes,
    rowsWithoutFile,
    filesInObjectStore: options.filesInObjectStore,
  };
  await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  // Only a finished backup carries the final name, so a folder of that name is always whole.
  await rename(partial, options.outDir);
  return manifest;
}

/**
 * Puts a backup in place of DATA_DIR's database and files; the server must be stopped. What was there
 * is moved aside to `DATA_DIR/before-restore-<time>/`, never deleted.
 */
export async function restoreDataDir(options: {
  backupDir: string;
  dataDir: string;
  replace: boolean;
}): Promise<{ manifest: BackupManifest; movedAsideTo: string | null }> {
  const manifest = JSON.parse(
    await readFile(path.join(options.backupDir, MANIFEST), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== 'docread-backup-1')
    throw new Error(`${options.backupDir} is not a DocRead backup.`);
  const check = new Sqlite(path.join(options.backupDir, BACKUP_DATABASE), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`The backed-up database is damaged: ${String(result)}`);
  } finally {
    check.close();
  }

  await mkdir(options.dataDir, { recursive: true });
  const present = [BACKUP_DATABASE, `${BACKUP_DATABASE}-wal`, `${BACKUP_DATABASE}-shm`, ...DATA_ENTRIES];
  const occupied: string[] = [];
  for (const name of present) if (await exists(path.join(options.dataDir, name))) occupied.push(name);
  let movedAsideTo: string | null = null;
  if (occupied.some((n) => n.startsWith(BACKUP_DATABASE) || n === 'uploads')) {
    if (!options.replace) {
      throw new Error(`${options.dataDir} already holds data; pass --replace to move it aside and restore.`);
    }
    movedAsideTo = path.join(
      options.dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    await mkdir(movedAsideTo);
    for (const name of occupied)
      await rename(path.join(options.dataDir, name), path.join(movedAsideTo, name));
  }
  await cp(path.join(options.backupDir, BACKUP_DATABASE), path.join(options.dataDir, BACKUP_DATABASE));
  for (const entry of DATA_ENTRIES) {
    const from = path.join(options.backupDir, entry);
    if (await exists(from))
      await cp(from, path.join(options.dataDir, entry), { recursive: true, preserveTimestamps: true });
  }
  return { manifest, movedAsideTo };
}
