import { BILLING_PERIODS, type BillingPeriod, PLANS, type PlanId } from '@docread/contracts';
import { z } from 'zod';

/** A plan of the catalogue that customers buy themselves, for one billing period. */
export interface PaidChoice {
  readonly plan: PlanId;
  readonly period: BillingPeriod;
}

export interface PaymentsConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** The provider's price id per `plan:period` that is sold; a choice without one stays a request to the team. */
  readonly prices: ReadonlyMap<string, string>;
  /** Where the provider's API answers: its own address, or a stand-in (a proxy, the tests' loopback server). */
  readonly api: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
}

export const priceKey = (choice: PaidChoice) => `${choice.plan}:${choice.period}`;

/** `STRIPE_PRICE_STARTER_MONTHLY` and so on: one setting per self-service plan of the catalogue and period. */
export const priceSettings: readonly (PaidChoice & { setting: string })[] = PLANS.filter(
  (p) => p.action === 'signup',
).flatMap((p) =>
  BILLING_PERIODS.map((period) => ({
    plan: p.id,
    period,
    setting: `STRIPE_PRICE_${p.id.toUpperCase()}_${period.toUpperCase()}`,
  })),
);

export const paymentsEnvSchema = z.object({
  STRIPE_SECRET_KEY: z.string().trim().min(8).optional().meta({
    description:
      "Stripe's secret key (`sk_live_…`/`sk_test_…`). When set, the billing page's plan buttons open Stripe Checkout and \"Manage billing\" opens Stripe's customer portal; unset, plan buttons send a request to the team (as without a provider). Needs `STRIPE_WEBHOOK_SECRET` and at least one price.",
    defaultText: '(unset: no payments)',
  }),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(8).optional().meta({
    description:
      'The signing secret (`whsec_…`) of the webhook endpoint you add in Stripe for `https://<your host>/api/billing/stripe/webhook`, with the events `checkout.session.completed`, `customer.subscription.updated` and `customer.subscription.deleted`.',
    defaultText: '(none)',
  }),
  STRIPE_API_URL: z
    .string()
    .trim()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), { message: 'must start with http:// or https://' })
    .default('https://api.stripe.com')
    .meta({
      description: 'Where the Stripe client sends its calls: only for an egress proxy or a test stand-in.',
    }),
  ...Object.fromEntries(
    priceSettings.map((p) => [
      p.setting,
      z
        .string()
        .trim()
        .min(3)
        .optional()
        .meta({
          description: `Stripe price id (\`price_…\`, recurring) of the ${p.plan} plan paid ${p.period === 'monthly' ? 'monthly' : 'annually'}, as the catalogue (\`packages/contracts/src/plans.ts\`) and the pricing page sell it; without it that choice stays a request to the team.`,
          defaultText: '(none)',
        }),
    ]),
  ),
});

/** Null (no payments: plan buttons ask the team) unless STRIPE_SECRET_KEY is set. */
export function loadPaymentsConfig(
  env: Record<string, string | undefined>,
  invalid: (setting: string, message: string) => Error,
): PaymentsConfig | null {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = paymentsEnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const s = parsed.data as Record<string, string | undefined>;
  if (!s.STRIPE_SECRET_KEY) return null;
  // Without the signing secret, paying would never change the plan: refuse to start half-configured.
  if (!s.STRIPE_WEBHOOK_SECRET)
    throw invalid('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
  const prices = new Map<string, string>();
  for (const p of priceSettings) {
    const price = s[p.setting];
    if (price) prices.set(priceKey(p), price);
  }
  if (prices.size === 0)
    throw invalid(
      priceSettings[0]!.setting,
      'at least one price id is required when STRIPE_SECRET_KEY is set',
    );
  const url = new URL(s.STRIPE_API_URL!);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return Object.freeze({
    secretKey: s.STRIPE_SECRET_KEY,
    webhookSecret: s.STRIPE_WEBHOOK_SECRET,
    prices,
    api: Object.freeze({
      host: url.hostname,
      port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
      protocol,
    }),
  });
}
