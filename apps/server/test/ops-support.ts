import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { createDatabase, type Db } from '../src/db/database.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { databaseUrl } from './support.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

export interface LoggedProcess {
  child: ChildProcess;
  /** Every JSON log line the process printed so far. */
  logs: Record<string, unknown>[];
}

/** Starts a server entry point as its own process and keeps its structured (JSON) log lines. */
export function spawnLogged(entry: string, env: Record<string, string>, label = entry): LoggedProcess {
  const child = spawn(process.execPath, [path.join(serverDir, 'src', entry)], {
    env,
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      process.stdout.write(`[${label}] ${line}\n`);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label} ${child.pid}] ${chunk}`));
  return { child, logs };
}

/** Reads one sample of a Prometheus text exposition, e.g. `metric('docread_jobs', { state: 'pending' })`. */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[4]);
  }
  return undefined;
}

/** Creates the schema a process test runs in, so runs never see each other's rows. */
export async function createSchema(databaseUrl: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
}

/** Drops a process test's schema. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}

/**
 * A database of its own (a fresh PostgreSQL schema, or a SQLite file) migrated up to `version`, as an
 * installation upgraded from that release would hold it. `close` destroys it.
 */
export async function databaseAtVersion(
  prefix: string,
  version: string,
): Promise<{ db: Db; close: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'docread-migration-'));
  let db: Db;
  if (databaseUrl) {
    await createSchema(databaseUrl, schema);
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    db = createDatabase({ dialect: 'postgres', url: url.toString() });
  } else {
    db = createDatabase({ dialect: 'sqlite', file: path.join(dir, 'docread.sqlite') });
  }
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(databaseUrl ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateTo(version);
  if (error) throw error;
  return {
    db,
    close: async () => {
      await db.destroy();
      if (databaseUrl) await dropSchema(databaseUrl, schema);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A user of an older release, as the migration tests find one in an upgraded database; its id. */
export async function insertOldUser(db: Db): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto('user')
    .values({
      id,
      name: 'Old',
      email: `${id}@example.com`,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}
