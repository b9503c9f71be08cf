import { type Kysely, sql } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * Security review, data side: the usage ledger that quota counts (document deletion leaves it alone),
 * shared rate-limit windows, a random callback secret per API key (stored sealed) and on each API job
 * (so deleting the key does not drop the callback), and idempotency keys scoped per account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usage_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // No foreign key: deleting the document must not touch its ledger entry.
    .addColumn('document_id', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('api_key_id', 'text')
    .addColumn('pages', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('usage_ledger_user_created_idx')
    .on('usage_ledger')
    .columns(['user_id', 'created_at'])
    .execute();
  // What counted before (documents that still exist) carries over; already deleted ones are gone for good.
  await sql`
    insert into usage_ledger (id, user_id, document_id, source, api_key_id, pages, status, reason, created_at, updated_at)
    select id, user_id, id, source, api_key_id, pages,
           case when status = 'completed' then 'charged' else 'reserved' end,
           null, created_at, updated_at
    from documents`.execute(db);

  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_windows_pk', ['bucket', 'window_start'])
    .execute();

  await db.schema.alterTable('api_keys').addColumn('callback_secret', 'text').execute();
  await db.schema.alterTable('documents').addColumn('callback_secret', 'text').execute();

  await db.schema.alterTable('idempotency_keys').addColumn('user_id', 'text').execute();
  await sql`
    update idempotency_keys
    set user_id = (select user_id from api_keys where api_keys.id = idempotency_keys.api_key_id)`.execute(db);
  // Two keys of one account may have used the same Idempotency-Key; the first record stays.
  await sql`
    delete from idempotency_keys
    where exists (
      select 1 from idempotency_keys earlier
      where earlier.user_id = idempotency_keys.user_id
        and earlier.key = idempotency_keys.key
        and (earlier.created_at < idempotency_keys.created_at
          or (earlier.created_at = idempotency_keys.created_at and earlier.api_key_id < idempotency_keys.api_key_id)))`.execute(
    db,
  );
  await db.schema
    .createIndex('idempotency_keys_account_idx')
    .on('idempotency_keys')
    .columns(['user_id', 'key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_account_idx').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('user_id').execute();
  await db.schema.alterTable('documents').dropColumn('callback_secret').execute();
  await db.schema.alterTable('api_keys').dropColumn('callback_secret').execute();
  await db.schema.dropTable('rate_limit_windows').execute();
  await db.schema.dropTable('usage_ledger').execute();
}
