import { type Kysely, sql } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * Bulk delete with undo: the worker's sweep looks for documents deleted longer ago than the restore window
 * every few seconds; a partial index keeps that a look at the few deleted rows, not a scan of the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('documents_deleted_idx')
    .on('documents')
    .column('deleted_at')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_deleted_idx').execute();
}
