import { type AccountPlan, BILLING_PERIODS, type BillingUsage, FREE_TRIAL, PLANS } from '@docread/contracts';
import { type PaymentsConfig, priceKey } from '../../config/payments-config.ts';
import type { Db } from '../../db/database.ts';
import { toBool, toIso } from '../../db/values.ts';
import { findPaymentAccount, selectPlanSettings } from '../account/account-records.ts';
import { apiKeyNames } from '../api-keys/api-key-records.ts';
import { checkQuota, type PlanChoice } from '../v3/quota.ts';
import { countLedger, latestPlanRequest } from './billing.repository.ts';
import { usagePerDay } from './usage-daily.ts';

const DAY_MS = 86_400_000;

/**
 * The account's plan in its current period (the trial's days from sign-up, else the calendar month), the
 * documents counted against it (the usage ledger's: deleting documents does not give the allowance back),
 * and pages per day for this period and the one before.
 */
export async function getBillingUsage(
  db: Db,
  user: { id: string; createdAt: string | Date },
  payments: PaymentsConfig | null,
  now = new Date(),
): Promise<BillingUsage> {
  const createdAt = new Date(toIso(user.createdAt));
  const trialEnd = new Date(createdAt.getTime() + FREE_TRIAL.days * DAY_MS);
  const profile = await selectPlanSettings(db, user.id);
  const plan = (profile?.plan ?? 'trial') as PlanChoice;
  const monthlyQuota = profile?.monthly_quota ?? null;
  const decision = checkQuota({ plan, accountCreatedAt: createdAt, used: 0, monthlyQuota, now });
  const start = decision.periodStart;
  const end = decision.periodEnd;
  const previousStart =
    plan === 'trial'
      ? new Date(start.getTime() - FREE_TRIAL.days * DAY_MS)
      : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1));
  const [used, request, daily, paymentAccount] = await Promise.all([
    countLedger(db, user.id, start, end ?? undefined),
    latestPlanRequest(db, user.id),
    usagePerDay(db, user.id, previousStart, end ?? new Date(now.getTime() + DAY_MS)),
    payments ? findPaymentAccount(db, user.id) : undefined,
  ]);
  const keyIds = [...new Set(daily.flatMap((d) => (d.apiKeyId ? [d.apiKeyId] : [])))];
  const apiKeys = await apiKeyNames(db, keyIds);
  return {
    plan: (plan === 'trial' ? 'free_trial' : plan) as AccountPlan,
    documentsProcessed: used.documents,
    documentLimit: decision.limit,
    suspended: toBool(profile?.suspended),
    periodStart: start.toISOString(),
    periodEnd: end ? end.toISOString() : null,
    previousPeriodStart: previousStart.toISOString(),
    trialStartedAt: createdAt.toISOString(),
    trialEndsAt: trialEnd.toISOString(),
    trialDaysLeft: Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS)),
    daily,
    apiKeys,
    requestedPlan: request
      ? {
          plan: request.plan as 'starter' | 'professional' | 'enterprise',
          period: request.period as 'monthly' | 'annual',
          createdAt: toIso(request.created_at),
        }
      : null,
    payments: {
      checkout: payments
        ? PLANS.flatMap((p) =>
            BILLING_PERIODS.flatMap((period) =>
              payments.prices.has(priceKey({ plan: p.id, period })) ? [{ plan: p.id, period }] : [],
            ),
          )
        : [],
      manage: Boolean(paymentAccount?.stripe_customer_id),
    },
  };
}
