import { FREE_TRIAL } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { pipelineDb } from '../db/pipeline-schema.ts';
import { toIso } from '../db/values.ts';
import { fieldError, ProblemError } from '../http/problem.ts';
import { checkQuota, type PlanChoice, type QuotaDecision } from '../v3/quota.ts';

/** Whose quota: the signed-in portal user or the API key's owner. */
export interface QuotaAccount {
  userId: string;
  role: string | null;
  userCreatedAt: string | Date;
}

/**
 * One rule for portal uploads and /v3: the free trial (until `profiles.plan` names a catalogue plan) or the
 * plan's monthly quota must allow one more document; admins are not counted. Refusal is 402 `quota_exceeded`
 * with an i18n key the portal translates.
 */
export async function enforceQuota(db: Db, account: QuotaAccount): Promise<void> {
  if (account.role === 'admin') return;
  const pdb = pipelineDb(db);
  const profile = await pdb
    .selectFrom('profiles')
    .select('plan')
    .where('user_id', '=', account.userId)
    .executeTakeFirst();
  const plan = (profile?.plan ?? 'trial') as PlanChoice;
  const accountCreatedAt = new Date(toIso(account.userCreatedAt));
  const now = new Date();
  const period = checkQuota({ plan, accountCreatedAt, used: 0, now });
  const used = await pdb
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', account.userId)
    .where('created_at', '>=', period.periodStart.toISOString())
    .executeTakeFirstOrThrow();
  const decision = checkQuota({ plan, accountCreatedAt, used: Number(used.n), now });
  if (decision.allowed) return;
  throw quotaExceeded(decision);
}

function quotaExceeded(decision: Extract<QuotaDecision, { allowed: false }>): ProblemError {
  const [detail, key] =
    decision.reason === 'trial_expired'
      ? [
          `The ${FREE_TRIAL.days}-day free trial has ended; choose a plan to keep processing documents.`,
          'validation.quotaTrialEnded',
        ]
      : decision.reason === 'trial_quota_reached'
        ? [
            `The free trial's ${decision.limit} documents are used up; choose a plan to keep processing documents.`,
            'validation.quotaTrialUsed',
          ]
        : [
            `This month's ${decision.limit} documents are used up; the quota renews on ${decision.periodEnd?.toISOString().slice(0, 10)}.`,
            'validation.quotaMonthlyUsed',
          ];
  return new ProblemError(402, 'quota_exceeded', detail, { errors: [fieldError('file', key)] });
}
