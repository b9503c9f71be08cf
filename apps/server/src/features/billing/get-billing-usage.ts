import { type BillingUsage, FREE_TRIAL } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/values.ts';
import { countUsage } from './usage-ledger.ts';

const DAY_MS = 86_400_000;

/**
 * The free trial runs from sign-up for FREE_TRIAL.days; documents uploaded in it count against its limit.
 * The count is the usage ledger's: deleting documents does not give the allowance back.
 */
export async function getBillingUsage(
  db: Db,
  user: { id: string; createdAt: string | Date },
  now = new Date(),
): Promise<BillingUsage> {
  const start = new Date(toIso(user.createdAt));
  const end = new Date(start.getTime() + FREE_TRIAL.days * DAY_MS);
  const [used, request] = await Promise.all([
    countUsage(db, user.id, start, end),
    db
      .selectFrom('plan_requests')
      .select(['plan', 'period', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    plan: 'free_trial',
    documentsProcessed: used.documents,
    documentLimit: FREE_TRIAL.documents,
    trialStartedAt: start.toISOString(),
    trialEndsAt: end.toISOString(),
    trialDaysLeft: Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)),
    requestedPlan: request
      ? {
          plan: request.plan as 'starter' | 'professional' | 'enterprise',
          period: request.period as 'monthly' | 'annual',
          createdAt: toIso(request.created_at),
        }
      : null,
  };
}
