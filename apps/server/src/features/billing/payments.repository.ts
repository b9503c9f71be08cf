import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/values.ts';

/** The account's standing at the payment provider (nulls before its first Checkout). */
export async function findPaymentAccount(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['plan', 'stripe_customer_id', 'stripe_subscription_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The account a provider's customer belongs to, with its plan. */
export async function findAccountOfCustomer(db: Db | Transaction<Database>, customerId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.user_id')
    .select(['profiles.user_id', 'profiles.plan', 'profiles.stripe_subscription_id', 'user.email'])
    .where('profiles.stripe_customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The account by its id, with its plan and e-mail (for the audit line). */
export async function findAccount(db: Db | Transaction<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.user_id')
    .select(['profiles.user_id', 'profiles.plan', 'profiles.stripe_subscription_id', 'user.email'])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Claims a provider event by its id; false when it was handled before (the provider delivers at least once).
 * Inside the transaction that applies it, so a failed application leaves the event unclaimed for the retry.
 */
export async function claimPaymentEvent(
  trx: Transaction<Database>,
  event: { id: string; type: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('payment_events')
    .values({ id: event.id, type: event.type, user_id: null, plan: null, received_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** What a claimed event did: the account it concerned and the plan it set. */
export async function notePaymentEventOutcome(
  trx: Transaction<Database>,
  eventId: string,
  outcome: { userId: string | null; plan: string | null },
): Promise<void> {
  await trx
    .updateTable('payment_events')
    .set({ user_id: outcome.userId, plan: outcome.plan })
    .where('id', '=', eventId)
    .execute();
}

/** Sets the plan a payment decided, and remembers the provider's customer and subscription. */
export async function setPaidPlan(
  trx: Transaction<Database>,
  userId: string,
  change: { plan: string; customerId?: string; subscriptionId: string | null },
): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({
      plan: change.plan,
      stripe_subscription_id: change.subscriptionId,
      ...(change.customerId ? { stripe_customer_id: change.customerId } : {}),
      updated_at: nowIso(),
    })
    .where('user_id', '=', userId)
    .execute();
}
