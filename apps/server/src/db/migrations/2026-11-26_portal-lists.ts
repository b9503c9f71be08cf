import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { summarizeResult } from '../../features/documents/document-summary.ts';

/**
 * Frozen: never edit after release; add a new migration instead.
 * Lists that scale: summary columns on documents (so a list never reads result blobs), a soft-delete mark,
 * indexes for the list's sorts, the account events table that live status streams from, and the
 * account controls admins set (monthly quota override, suspension).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name, type] of [
    ['vendor', 'text'],
    ['document_date', 'text'],
    ['total_amount', 'double precision'],
    ['currency', 'text'],
    ['needs_review', 'boolean'],
    ['text_content', 'text'],
    ['deleted_at', 'timestamptz'],
  ] as const)
    await db.schema.alterTable('documents').addColumn(name, type).execute();
  for (const [name, column] of [
    ['documents_list_created_idx', 'created_at'],
    ['documents_list_name_idx', 'document_name'],
    ['documents_list_date_idx', 'document_date'],
    ['documents_list_total_idx', 'total_amount'],
  ] as const)
    await db.schema.createIndex(name).on('documents').columns(['user_id', column, 'id']).execute();

  // Backfill in pages of rows so a large table never sits in memory at once.
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('documents')
      .select(['id', 'result'])
      .where('result', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows as { id: string; result: string }[]) {
      const summary = summarizeResult(JSON.parse(row.result));
      await db.updateTable('documents').set(summary).where('id', '=', row.id).execute();
    }
    after = (rows.at(-1) as { id: string }).id;
  }

  await db.schema
    .createTable('document_events')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('page', 'integer')
    .addColumn('page_count', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_events_user_idx')
    .on('document_events')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('document_events_created_idx')
    .on('document_events')
    .column('created_at')
    .execute();

  await db.schema.alterTable('profiles').addColumn('monthly_quota', 'integer').execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('suspended').execute();
  await db.schema.alterTable('profiles').dropColumn('monthly_quota').execute();
  await db.schema.dropTable('document_events').execute();
  for (const name of [
    'documents_list_created_idx',
    'documents_list_name_idx',
    'documents_list_date_idx',
    'documents_list_total_idx',
  ])
    await db.schema.dropIndex(name).execute();
  for (const name of [
    'vendor',
    'document_date',
    'total_amount',
    'currency',
    'needs_review',
    'text_content',
    'deleted_at',
  ])
    await db.schema.alterTable('documents').dropColumn(name).execute();
}
