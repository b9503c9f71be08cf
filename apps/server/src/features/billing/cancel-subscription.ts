import Stripe from 'stripe';
import type { Db } from '../../db/database.ts';
import { findPaymentAccount } from '../account/account-records.ts';
import { paymentProviderFailed } from './payment-problems.ts';

/**
 * Ends the account's subscription at the provider at once, before the account is removed: otherwise the
 * provider would keep charging a customer who no longer exists here. A subscription the provider no longer
 * knows (already cancelled) is done; any other failure stops the removal so that the person can try again.
 */
export async function cancelSubscriptionOf(deps: { db: Db; stripe: Stripe }, userId: string): Promise<void> {
  const subscription = (await findPaymentAccount(deps.db, userId))?.stripe_subscription_id;
  if (!subscription) return;
  try {
    await deps.stripe.subscriptions.cancel(subscription);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
    throw paymentProviderFailed(error);
  }
}
