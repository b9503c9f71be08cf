import { FREE_TRIAL } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { DomainError, fieldError } from '../../shared/domain-errors.ts';
import type { QuotaDecision } from '../v3/quota.ts';
import { type QuotaAccount, quotaRefusal, reserveQuota, type UsageEntry } from './usage-ledger.ts';

export type { QuotaAccount } from './usage-ledger.ts';

/**
 * One rule for portal uploads and /v3: the free trial (until `profiles.plan` names a catalogue plan) or the
 * plan's monthly quota must allow one more document. The count is the usage ledger's, which deleting
 * documents does not change, and the room is reserved atomically with the check. Refusal is 402
 * `quota_exceeded` with an i18n key the portal translates.
 */
export async function enforceQuota(db: Db, account: QuotaAccount, entry: UsageEntry): Promise<void> {
  const refusal = await reserveQuota(db, account, entry);
  if (refusal) throw quotaExceeded(refusal);
}

/** The same refusal, before any work is done for the document; enforceQuota still reserves the room. */
export async function assertQuotaRoom(db: Db, account: QuotaAccount): Promise<void> {
  const refusal = await quotaRefusal(db, account);
  if (refusal) throw quotaExceeded(refusal);
}

function quotaExceeded(decision: Extract<QuotaDecision, { allowed: false }>): DomainError {
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
  return new DomainError('quota_exceeded', detail, { errors: [fieldError('file', key)] });
}
