import type { AdminUser } from '@docread/contracts';
import { nowIso } from '../../db/values.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accountApprovedMail } from '../../mail/messages.ts';
import { languageOfUser } from '../../mail/recipient-language.ts';
import { DomainError, notFound } from '../../shared/domain-errors.ts';
import { updateUser } from '../account/account-records.ts';
import { assertMayManage } from '../auth/admin-rules.ts';
import type { AdminActor } from './admin-actor.ts';
import { recordAdminAction } from './admin-audit.ts';
import { getAdminUser } from './list-users.ts';

/**
 * Approve or revoke. Approving an unapproved user e-mails them; revoking keeps their sessions, which then
 * meet the approval gate (403 approval_pending) on every data call. Revoking another admin is the owner's.
 */
export async function setUserApproval(
  ctx: AdminActor & { mailer: Mailer; publicUrl: string },
  userId: string,
  approved: boolean,
): Promise<AdminUser> {
  if (ctx.actor.id === userId && !approved) {
    throw new DomainError('conflict', 'You cannot revoke your own approval.');
  }
  const before = await getAdminUser(ctx.db, userId);
  if (!before) throw notFound('User not found');
  if (!approved) assertMayManage(ctx.actor, before, ctx.ownerEmail);
  await updateUser(ctx.db, userId, { approved, updatedAt: nowIso() });
  if (approved !== before.approved) {
    await recordAdminAction(ctx.db, {
      actor: ctx.actor,
      action: approved ? 'user.approved' : 'user.approval_revoked',
      target: before,
      ip: ctx.ip,
    });
  }
  if (approved && !before.approved) {
    const language = await languageOfUser(ctx.db, userId);
    await ctx.mailer.send(
      accountApprovedMail(before.email, language, before.fullName, `${ctx.publicUrl}/login`),
    );
  }
  return { ...before, approved };
}
