import type { Kysely } from 'kysely';

/**
 * Frozen: never edit after release; add a new migration instead.
 * Payments (Stripe): the account's customer and subscription at the provider, and every provider event
 * handled, kept by its id so a redelivered event changes nothing twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('stripe_customer_id', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('stripe_subscription_id', 'text').execute();
  await db.schema
    .createIndex('profiles_stripe_customer_idx')
    .on('profiles')
    .column('stripe_customer_id')
    .unique()
    .execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    // Kept when the account is removed (the id still stops a redelivery), without the link.
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('plan', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('profiles_stripe_customer_idx').execute();
  await db.schema.alterTable('profiles').dropColumn('stripe_subscription_id').execute();
  await db.schema.alterTable('profiles').dropColumn('stripe_customer_id').execute();
}
