import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { DomainError, fieldError } from '../../shared/domain-errors.ts';
import { selectPlanSettings } from '../account/account-records.ts';

/** Whether an admin has suspended the account. */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const profile = await selectPlanSettings(db, userId);
  return profile ? toBool(profile.suspended) : false;
}

/** A suspended account signs in and reads what it has, but processes nothing new (portal and /v3 alike). */
export async function assertCanProcess(db: Db, userId: string): Promise<void> {
  if (await isSuspended(db, userId)) {
    const error = fieldError('file', 'validation.accountSuspended');
    throw new DomainError('account_suspended', error.message, { errors: [error] });
  }
}
