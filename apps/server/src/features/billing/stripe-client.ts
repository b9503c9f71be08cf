import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config/payments-config.ts';

/** The official client, pointed at the configured API address (Stripe's own unless a stand-in is set). */
export function createStripeClient(payments: PaymentsConfig): Stripe {
  return new Stripe(payments.secretKey, {
    host: payments.api.host,
    port: payments.api.port,
    protocol: payments.api.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}
