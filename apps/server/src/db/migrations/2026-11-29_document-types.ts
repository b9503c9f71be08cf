import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * One document type everywhere. `document_type` was the type chosen on upload (`other` when the engine
 * was left to decide; /v3 calls folded `passport` into `id` and `bank_statement` into `other`) while the
 * result said what the engine found. Now:
 * - `requested_type`: the type asked for, a hint; null when the engine was left to find out. /v3 calls
 *   take it from their recorded options (which kept it whole), portal uploads from the old column.
 * - `corrected_type`: the type a person set in the viewer; the engine reads the document as that type.
 * - `document_type`: what the document is (a person's correction, else the engine's reading); null until
 *   it is read. It becomes nullable by being dropped and added again, as SQLite changes no column's
 *   constraints in place; rows with a result take the type from it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const fromJson = (column: 'options' | 'result') =>
    pg
      ? sql`(${sql.ref(column)}::json ->> 'documentType')`
      : sql`json_extract(${sql.ref(column)}, '$.documentType')`;
  await db.schema.alterTable('documents').addColumn('requested_type', 'text').execute();
  await db.schema.alterTable('documents').addColumn('corrected_type', 'text').execute();
  await sql`update documents set requested_type = case
    when source = 'api' then ${fromJson('options')}
    when document_type <> 'other' then document_type
  end`.execute(db);
  await db.schema.alterTable('documents').dropColumn('document_type').execute();
  await db.schema.alterTable('documents').addColumn('document_type', 'text').execute();
  await sql`update documents set document_type = ${fromJson('result')} where result is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update documents set document_type = coalesce(requested_type, 'other')`.execute(db);
  await db.schema.alterTable('documents').dropColumn('corrected_type').execute();
  await db.schema.alterTable('documents').dropColumn('requested_type').execute();
}
