import type { Kysely } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * Security of sign-in and administration (issue 12): the auth throttles' events and better-auth's own rate
 * limiter counts, both in the database so every process shares them and a restart keeps them; and the log of
 * what administrators did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_throttle_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_throttle_events_lookup_idx')
    .on('auth_throttle_events')
    .columns(['bucket', 'address', 'at_ms'])
    .execute();

  // better-auth's table for `rateLimit: { storage: 'database' }`, with the names its adapter uses.
  await db.schema
    .createTable('rateLimit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();

  // No foreign keys: the record of an action outlives the accounts it names.
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('target_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('admin_audit_log_at_idx').on('admin_audit_log').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
  await db.schema.dropTable('rateLimit').execute();
  await db.schema.dropTable('auth_throttle_events').execute();
}
