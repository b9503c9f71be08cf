import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { fieldError, ProblemError } from '../../http/problem.ts';

/** A suspended account signs in and reads what it has, but processes nothing new (portal and /v3 alike). */
export async function assertCanProcess(db: Db, userId: string): Promise<void> {
  const profile = await db
    .selectFrom('profiles')
    .select('suspended')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (profile && toBool(profile.suspended)) {
    const error = fieldError('file', 'validation.accountSuspended');
    throw new ProblemError(403, 'account_suspended', error.message, { errors: [error] });
  }
}
