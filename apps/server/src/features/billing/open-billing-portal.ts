import type { BillingRedirect } from '@docread/contracts';
import { conflict } from '../../shared/domain-errors.ts';
import { findPaymentAccount } from '../account/account-records.ts';
import { paymentProviderFailed } from './payment-problems.ts';
import type { PaymentDeps } from './start-checkout.ts';

/** The provider's customer portal (card, invoices, plan change, cancellation) for an account that has paid. */
export async function openBillingPortal(deps: PaymentDeps, userId: string): Promise<BillingRedirect> {
  const account = await findPaymentAccount(deps.db, userId);
  if (!account?.stripe_customer_id)
    throw conflict('This account has no billing account yet: choose a plan first.');
  try {
    const session = await deps.stripe.billingPortal.sessions.create({
      customer: account.stripe_customer_id,
      return_url: `${deps.publicUrl}/dashboard/billing`,
    });
    return { url: session.url };
  } catch (error) {
    throw paymentProviderFailed(error);
  }
}
