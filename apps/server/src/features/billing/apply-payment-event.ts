import type { AssignablePlan } from '@docread/contracts';
import type Stripe from 'stripe';
import { type PaymentsConfig, priceSettings } from '../../config/payments-config.ts';
import type { Db } from '../../db/database.ts';
import { findAccount, findAccountOfCustomer, setPaidPlan } from '../account/account-records.ts';
import { recordAdminAction } from '../admin/admin-audit.ts';
import { claimPaymentEvent, notePaymentEventOutcome } from './billing.repository.ts';

export interface PaymentEventDeps {
  db: Db;
  payments: PaymentsConfig;
  /** Where an account goes back to when its subscription ends (DEFAULT_PLAN). */
  defaultPlan: AssignablePlan;
}

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored';

/** The provider acts, not a person: audit entries name it. */
const PROVIDER = { id: 'stripe', email: 'Stripe' };
/** A subscription in these states is still paid for (past_due: the provider is retrying the card). */
const LIVE = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);
/** And in these it has ended; `incomplete` (first payment pending) changes nothing yet. */
const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'unpaid', 'incomplete_expired', 'paused']);
const SOLD_PLANS = new Set<string>(priceSettings.map((p) => p.plan));

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

interface PlanChange {
  userId: string;
  plan: string;
  customerId?: string;
  subscriptionId: string | null;
}

/**
 * A verified provider event: Checkout completed, or a subscription changed or ended, sets the account's plan.
 * Each event id is applied once (the provider delivers at least once and in no fixed order), in one
 * transaction with its audit entry.
 */
export async function applyPaymentEvent(
  deps: PaymentEventDeps,
  event: Stripe.Event,
): Promise<PaymentEventOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimPaymentEvent(trx, event))) return 'duplicate';
    const change = await planChangeOf(trx, deps, event);
    if (!change) return 'ignored';
    const account = await findAccount(trx, change.userId);
    if (!account) return 'ignored';
    await setPaidPlan(trx, change.userId, change);
    await notePaymentEventOutcome(trx, event.id, { userId: change.userId, plan: change.plan });
    if (account.plan !== change.plan)
      await recordAdminAction(trx, {
        actor: PROVIDER,
        action: 'billing.plan_changed',
        target: { id: account.user_id, email: account.email },
        ip: null,
        details: { from: account.plan, to: change.plan, event: event.type, eventId: event.id },
      });
    return 'applied';
  });
}

async function planChangeOf(db: Db, deps: PaymentEventDeps, event: Stripe.Event): Promise<PlanChange | null> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const plan = session.metadata?.plan;
      const userId = session.client_reference_id ?? session.metadata?.userId;
      const customerId = idOf(session.customer);
      if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return null;
      if (!userId || !plan || !SOLD_PLANS.has(plan) || !customerId) return null;
      return { userId, plan, customerId, subscriptionId: idOf(session.subscription) };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      const account = customerId ? await findAccountOfCustomer(db, customerId) : undefined;
      if (!account) return null;
      // An older subscription ending (after a switch to a new one) leaves the current plan alone.
      const current = account.stripe_subscription_id;
      if (current && current !== subscription.id && !LIVE.has(subscription.status)) return null;
      if (event.type === 'customer.subscription.deleted' || ENDED.has(subscription.status))
        return { userId: account.user_id, plan: deps.defaultPlan, subscriptionId: null };
      if (!LIVE.has(subscription.status)) return null;
      const plan = planOfSubscription(deps.payments, subscription);
      return plan ? { userId: account.user_id, plan, subscriptionId: subscription.id } : null;
    }
    default:
      return null;
  }
}

/** The plan a subscription pays for: its price, looked up among the configured ones (a plan switched in the portal). */
function planOfSubscription(payments: PaymentsConfig, subscription: Stripe.Subscription): string | null {
  const priceId = subscription.items?.data?.[0]?.price?.id;
  for (const [key, price] of payments.prices) if (price === priceId) return key.split(':')[0] ?? null;
  const plan = subscription.metadata?.plan;
  return plan && SOLD_PLANS.has(plan) ? plan : null;
}
