import type { AdminUser } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/values.ts';
import { notFound, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountApprovedMail } from '../mail/messages.ts';
import { languageOfUser } from '../mail/recipient-language.ts';
import { getAdminUser } from './list-users.ts';

/**
 * Approve or revoke. Approving an unapproved user e-mails them; revoking keeps their sessions, which then
 * meet the approval gate (403 approval_pending) on every data call.
 */
export async function setUserApproval(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  actorId: string,
  userId: string,
  approved: boolean,
): Promise<AdminUser> {
  if (actorId === userId && !approved) {
    throw new ProblemError(409, 'conflict', 'You cannot revoke your own approval.');
  }
  const before = await getAdminUser(deps.db, userId);
  if (!before) throw notFound('User not found');
  await deps.db.updateTable('user').set({ approved, updatedAt: nowIso() }).where('id', '=', userId).execute();
  if (approved && !before.approved) {
    const language = await languageOfUser(deps.db, userId);
    await deps.mailer.send(
      accountApprovedMail(before.email, language, before.fullName, `${deps.publicUrl}/login`),
    );
  }
  return { ...before, approved };
}
