import Sqlite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config/config.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.ts';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['dialect'];

/** One Kysely instance per process, shared by our services and better-auth. */
export function createDatabase(settings: Config['database']): Db {
  if (settings.dialect === 'postgres') {
    // PostgreSQL answers bigint (file sizes) as strings by default; sizes stay far below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new Sqlite(settings.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its migration tables in every schema it can see; name ours, or a server whose
  // search_path points at its own schema skips creating them when another schema of the database has them.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
