import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/start-test-server.ts';
import { databaseUrl } from './support.ts';

/** Kysely's own bookkeeping, not part of the application's schema. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/** SQLite's full-text index of the documents list (an FTS5 table and its shadow tables): an index, not data. */
const SEARCH_INDEX = /^documents_search(_\w+)?$/;

type Columns = Record<string, { nullable: boolean }>;

/**
 * Every table and column of the `Database` type in db/schema.ts (its table interfaces are spread over the
 * folder's `*schema.ts` files, better-auth's in db/auth-schema.ts). The files are plain interfaces of
 * `column: type;` lines (TypeScript 7 ships no compiler API to ask), so their text is read directly.
 */
async function declaredSchema(): Promise<Record<string, Columns>> {
  const folder = path.resolve(import.meta.dirname, '../src/db');
  const files = (await readdir(folder))
    .filter((name) => name.endsWith('schema.ts'))
    .map((name) => readFile(path.join(folder, name), 'utf8'));
  const text = (await Promise.all(files))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const interfaces = new Map<string, Map<string, string>>();
  for (const [, name, body] of text.matchAll(/export interface (\w+) \{([^}]*)\}/g)) {
    const members = [...(body ?? '').matchAll(/^\s*(\w+): ([^;]+);/gm)].map(([, key, type]) => [key, type]);
    interfaces.set(name ?? '', new Map(members as [string, string][]));
  }
  const tables: Record<string, Columns> = {};
  for (const [table, tableType] of interfaces.get('Database') ?? []) {
    const columns = interfaces.get(tableType);
    if (!columns)
      throw new Error(`schema.ts: ${table} is typed ${tableType}, which no *schema.ts file declares`);
    tables[table] = Object.fromEntries(
      [...columns].map(([column, type]) => [column, { nullable: /\bnull\b/.test(type) }] as const),
    );
  }
  return tables;
}

/** Every table and column the migrations made, as the database itself reports them. */
async function migratedSchema(server: TestServer): Promise<Record<string, Columns>> {
  const current = databaseUrl
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db)).rows[0]?.schema
    : undefined;
  const tables: Record<string, Columns> = {};
  for (const table of await server.db.introspection.getTables()) {
    if (
      MIGRATOR_TABLES.has(table.name) ||
      SEARCH_INDEX.test(table.name) ||
      (current && table.schema !== current)
    )
      continue;
    tables[table.name] = Object.fromEntries(
      table.columns.map((c) => [c.name, { nullable: c.isNullable }] as const),
    );
    if (!databaseUrl) Object.assign(tables[table.name]!, await sqliteGeneratedColumns(server, table.name));
  }
  return tables;
}

/** Kysely's SQLite introspector reads `pragma table_info`, which leaves generated columns out. */
async function sqliteGeneratedColumns(server: TestServer, table: string): Promise<Columns> {
  const { rows } = await sql<{
    name: string;
    notnull: number;
  }>`select name, "notnull" from pragma_table_xinfo(${table})
    where hidden in (2, 3)`.execute(server.db);
  return Object.fromEntries(rows.map((c) => [c.name, { nullable: c.notnull === 0 }] as const));
}

const names = (tables: Record<string, Columns>) =>
  Object.fromEntries(Object.entries(tables).map(([t, cols]) => [t, Object.keys(cols).sort()]));

describe(`the schema type matches the migrated database (${databaseUrl ? 'postgres' : 'sqlite'})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(async () => {
    await server.close();
  });

  it('declares exactly the tables and columns the migrations create', async () => {
    expect(names(await declaredSchema())).toEqual(names(await migratedSchema(server)));
  });

  // SQLite reports a text primary key as nullable, so only PostgreSQL's answer is compared.
  it.skipIf(!databaseUrl)('types a column as nullable exactly where the database allows null', async () => {
    expect(await declaredSchema()).toEqual(await migratedSchema(server));
  });
});
