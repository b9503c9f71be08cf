import type { Kysely } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * The processing pipeline: job leases and retry times on documents, what an API call asked for, field
 * corrections, idempotency keys of /v3, and the webhook message queue with its per-attempt log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const documentColumns = [
    ['lease_until', 'timestamptz'],
    ['next_attempt_at', 'timestamptz'],
    ['worker_id', 'text'],
    ['options', 'text'],
    ['callback_url', 'text'],
    ['api_key_id', 'text'],
    ['corrections', 'text'],
  ] as const;
  for (const [name, type] of documentColumns) {
    await db.schema.alterTable('documents').addColumn(name, type).execute();
  }
  await db.schema
    .createIndex('documents_queue_idx')
    .on('documents')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .alterTable('profiles')
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('trial'))
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('api_key_id', 'text', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_headers', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['api_key_id', 'key'])
    .execute();

  await db.schema
    .createTable('webhook_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('webhook_id', 'text', (c) => c.references('webhooks.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('callback_secret', 'text')
    .addColumn('document_id', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('last_status_code', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_messages_due_idx')
    .on('webhook_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_messages_webhook_idx')
    .on('webhook_messages')
    .columns(['webhook_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('webhook_messages.id').onDelete('cascade'))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('response_snippet', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_attempts_message_idx')
    .on('webhook_attempts')
    .column('message_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_messages').execute();
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.alterTable('profiles').dropColumn('plan').execute();
  await db.schema.dropIndex('documents_queue_idx').execute();
  for (const name of [
    'corrections',
    'api_key_id',
    'callback_url',
    'options',
    'worker_id',
    'next_attempt_at',
    'lease_until',
  ]) {
    await db.schema.alterTable('documents').dropColumn(name).execute();
  }
}
