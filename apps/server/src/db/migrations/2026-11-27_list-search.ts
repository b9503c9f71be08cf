import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * The documents list's search (`q`: document name, file name, extracted text, as a substring) reads an index
 * instead of every row: a trigram index on both databases, so a substring of three characters or more is
 * found whatever the language. The query still checks each found row with LIKE, so the answer is exactly
 * the substring match; the index only narrows the rows.
 * - SQLite: an FTS5 table with the trigram tokenizer over `documents` (external content, kept by triggers).
 * - PostgreSQL: a GIN `pg_trgm` index on the three columns joined by a character no one types, lower-cased
 *   (pg_trgm ships with PostgreSQL, is a trusted extension, and is created in its own schema so that no
 *   application schema owns it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

const COLUMNS = 'document_name, filename, text_content';

async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create virtual table documents_search using fts5(${COLUMNS}, content='documents', tokenize='trigram')`,
    )
    .execute(db);
  const values = (row: 'new' | 'old') =>
    `${row}.rowid, ${row}.document_name, ${row}.filename, ${row}.text_content`;
  await sql
    .raw(`create trigger documents_search_insert after insert on documents begin
  insert into documents_search(rowid, ${COLUMNS}) values (${values('new')});
end`)
    .execute(db);
  await sql
    .raw(`create trigger documents_search_delete after delete on documents begin
  insert into documents_search(documents_search, rowid, ${COLUMNS}) values ('delete', ${values('old')});
end`)
    .execute(db);
  await sql
    .raw(`create trigger documents_search_update after update of ${COLUMNS} on documents begin
  insert into documents_search(documents_search, rowid, ${COLUMNS}) values ('delete', ${values('old')});
  insert into documents_search(rowid, ${COLUMNS}) values (${values('new')});
end`)
    .execute(db);
  await sql`insert into documents_search(documents_search) values ('rebuild')`.execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  // Without the contrib package the search still works, by reading every row of the account.
  if (available.rows.length === 0) return;
  // Servers migrating side by side (one schema each) must not race to create the one extension.
  await sql`select pg_advisory_xact_lock(hashtext('docread:pg_trgm'))`.execute(db);
  await sql`create schema if not exists docread_extensions`.execute(db);
  await sql`create extension if not exists pg_trgm with schema docread_extensions`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql.raw(`${quoteIdent(rows[0]!.schema)}.gin_trgm_ops`);
  // Lower-cased once in the index and once per found row: ILIKE would lower-case the text twice as slowly.
  await sql`create index documents_search_trgm_idx on documents using gin
    (lower(document_name || chr(1) || filename || chr(1) || coalesce(text_content, '')) ${opclass})`.execute(
    db,
  );
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists documents_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['documents_search_insert', 'documents_search_delete', 'documents_search_update'])
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`drop table documents_search`.execute(db);
}
