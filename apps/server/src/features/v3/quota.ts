import { FREE_TRIAL, PLANS, type PlanId } from '@docread/contracts';

/**
 * A customer's plan: a paid plan from the catalogue, the free trial, or `unlimited` (a self-hosted team's
 * default, or an admin's choice).
 */
export type PlanChoice = PlanId | 'trial' | 'unlimited';

export interface QuotaInput {
  plan: PlanChoice;
  /** When the account was created (the trial runs from then). */
  accountCreatedAt: Date;
  /** Documents the account created in the current period, counted by the caller for `periodStart`. */
  used: number;
  /** An admin's monthly documents for this account, in place of the plan's. */
  monthlyQuota?: number | null;
  now?: Date;
}

export type QuotaDecision =
  | {
      allowed: true;
      limit: number | null;
      remaining: number | null;
      periodStart: Date;
      periodEnd: Date | null;
    }
  | {
      allowed: false;
      reason: 'monthly_quota_reached' | 'trial_quota_reached' | 'trial_expired';
      limit: number;
      periodStart: Date;
      periodEnd: Date | null;
    };

/** Where the period being counted starts: the account's creation for the trial, the calendar month (UTC) otherwise. */
export function quotaPeriod(plan: PlanChoice, accountCreatedAt: Date, now: Date = new Date()) {
  if (plan === 'trial') {
    const end = new Date(accountCreatedAt.getTime() + FREE_TRIAL.days * 86_400_000);
    return { start: accountCreatedAt, end };
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** Can one more document be processed? The trial allows its documents during its days; plans per month. */
export function checkQuota(input: QuotaInput): QuotaDecision {
  const now = input.now ?? new Date();
  const { start, end } = quotaPeriod(input.plan, input.accountCreatedAt, now);
  if (input.plan === 'trial') {
    if (now >= end)
      return {
        allowed: false,
        reason: 'trial_expired',
        limit: FREE_TRIAL.documents,
        periodStart: start,
        periodEnd: end,
      };
    if (input.used >= FREE_TRIAL.documents)
      return {
        allowed: false,
        reason: 'trial_quota_reached',
        limit: FREE_TRIAL.documents,
        periodStart: start,
        periodEnd: end,
      };
    return {
      allowed: true,
      limit: FREE_TRIAL.documents,
      remaining: FREE_TRIAL.documents - input.used - 1,
      periodStart: start,
      periodEnd: end,
    };
  }
  const plan = PLANS.find((p) => p.id === input.plan);
  const limit = input.monthlyQuota ?? plan?.documentsPerMonth ?? null;
  if (limit === null)
    return { allowed: true, limit: null, remaining: null, periodStart: start, periodEnd: end };
  if (input.used >= limit)
    return { allowed: false, reason: 'monthly_quota_reached', limit, periodStart: start, periodEnd: end };
  return { allowed: true, limit, remaining: limit - input.used - 1, periodStart: start, periodEnd: end };
}
