import type { BillingRedirect, PlanRequest } from '@docread/contracts';
import type Stripe from 'stripe';
import { type PaymentsConfig, priceKey } from '../../config/payments-config.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../shared/domain-errors.ts';
import { findPaymentAccount } from '../account/account-records.ts';
import { paymentProviderFailed } from './payment-problems.ts';

export interface PaymentDeps {
  db: Db;
  stripe: Stripe;
  payments: PaymentsConfig;
  publicUrl: string;
}

/**
 * A Checkout Session for a plan of the catalogue: the browser is sent to the provider's page, and the plan
 * changes only when the signed `checkout.session.completed` event arrives (apply-payment-event.ts), never on
 * the browser's word that it came back.
 */
export async function startCheckout(
  deps: PaymentDeps,
  user: { id: string; email: string },
  choice: PlanRequest,
): Promise<BillingRedirect> {
  const price = deps.payments.prices.get(priceKey(choice));
  if (!price) throw conflict(`The ${choice.plan} plan (${choice.period}) is not sold online.`);
  const account = await findPaymentAccount(deps.db, user.id);
  const metadata = { userId: user.id, plan: choice.plan, period: choice.period };
  const back = `${deps.publicUrl}/dashboard/billing`;
  try {
    const session = await deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      client_reference_id: user.id,
      ...(account?.stripe_customer_id
        ? { customer: account.stripe_customer_id }
        : { customer_email: user.email }),
      metadata,
      subscription_data: { metadata },
      success_url: `${back}?checkout=success`,
      cancel_url: `${back}?checkout=cancelled`,
    });
    if (!session.url) throw new Error('Checkout Session without a url');
    return { url: session.url };
  } catch (error) {
    throw paymentProviderFailed(error);
  }
}
