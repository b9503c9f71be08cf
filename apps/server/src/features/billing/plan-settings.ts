import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { selectPlanSettings } from '../account/account-records.ts';
import type { PlanChoice } from '../v3/quota.ts';

/** An account's plan as an admin set it: `trial` until a catalogue plan is named. */
export interface PlanSettings {
  plan: PlanChoice;
  /** Documents per month in place of the plan's; null: the plan's. */
  monthlyQuota: number | null;
  suspended: boolean;
}

export async function getPlanSettings(db: Db, userId: string): Promise<PlanSettings> {
  const row = await selectPlanSettings(db, userId);
  return {
    plan: (row?.plan ?? 'trial') as PlanChoice,
    monthlyQuota: row?.monthly_quota ?? null,
    suspended: toBool(row?.suspended),
  };
}
