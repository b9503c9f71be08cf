import type { Kysely } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * Page images for the results viewer, made once by the engine pool and kept in the file store. No foreign
 * key to documents on purpose: when a document is deleted its rows stay until the sweeper has removed
 * the stored images they name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_images')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('rotation', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_images_document_idx').on('page_images').column('document_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_images').execute();
}
