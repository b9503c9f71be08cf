import { type Kysely, sql } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * The queue's order: `queued_at` is when a document last entered the queue (its upload, or a request to
 * read it again), where `created_at` stays its upload time. Rows queued before this migration keep their
 * upload time. The index serves the claim's look at each account's pending rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('queued_at', 'timestamptz').execute();
  await sql`update documents set queued_at = created_at`.execute(db);
  await db.schema
    .createIndex('documents_account_queue_idx')
    .on('documents')
    .columns(['status', 'user_id', 'queued_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_account_queue_idx').execute();
  await db.schema.alterTable('documents').dropColumn('queued_at').execute();
}
