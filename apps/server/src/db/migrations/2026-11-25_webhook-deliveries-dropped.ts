import { type Kysely, sql } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * `webhook_deliveries` (initial migration) was never written: deliveries live in `webhook_messages` and
 * `webhook_attempts` since the pipeline migration. The empty table goes so the schema type and the
 * database say the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (status, next_attempt_at)`.execute(
    db,
  );
}
