import type { Kysely } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * The vendor memory: what a person's corrections of one document taught about its issuer, one row per
 * document, per account. Rows go with their document (a purge, an account deletion) by cascade.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('learned_vendors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) =>
      c.notNull().unique().references('documents.id').onDelete('cascade'),
    )
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('type_from_person', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('issuer_keys', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('learned_vendors_user_idx').on('learned_vendors').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('learned_vendors').execute();
}
