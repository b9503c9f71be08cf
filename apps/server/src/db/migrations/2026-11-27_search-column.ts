import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * The documents list's search reads one column, `search_text`: the document name, file name and extracted
 * text joined by chr(1) (a character a search never contains, so a match never spans two of them),
 * lower-cased. The database computes it, so nothing in the application keeps it in step and the expression
 * lives here only.
 * - PostgreSQL: stored, with the GIN `pg_trgm` index moved onto it. Lower-casing 2 KB of text per found row
 *   was most of a search's time; the stored copy is lower-cased once, when a row is written. The index is
 *   built with `fastupdate = off`: rows inserted since the last vacuum would otherwise wait in GIN's pending
 *   list, which every search reads in full and which the planner prices so high that it preferred reading
 *   the whole table (measured: 0.2–0.4 s per search at 10,000 documents, against 1–2 ms through the index).
 * - SQLite: virtual (SQLite cannot add a stored column to a table), read only for the rows the FTS5 trigram
 *   table of migration 2026-11-27_list-search has already narrowed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else
    await sql`alter table documents add column search_text text generated always as
      (lower(document_name || char(1) || filename || char(1) || coalesce(text_content, ''))) virtual`.execute(
      db,
    );
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`alter table documents add column search_text text generated always as
    (lower(document_name || chr(1) || filename || chr(1) || coalesce(text_content, ''))) stored`.execute(db);
  await sql`drop index if exists documents_search_trgm_idx`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  // Without the contrib package (see 2026-11-27_list-search) the search reads the account's rows.
  if (rows.length === 0) return;
  const opclass = sql.raw(`${quoteIdent(rows[0]!.schema)}.gin_trgm_ops`);
  await sql`create index documents_search_text_idx on documents using gin (search_text ${opclass})
    with (fastupdate = off)`.execute(db);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists documents_search_text_idx`.execute(db);
  await db.schema.alterTable('documents').dropColumn('search_text').execute();
}
