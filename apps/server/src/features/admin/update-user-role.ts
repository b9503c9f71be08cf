import type { AdminUser, Role } from '@docread/contracts';
import { nowIso } from '../../db/values.ts';
import { DomainError, notFound } from '../../shared/domain-errors.ts';
import { updateUser } from '../account/account-records.ts';
import { assertMayGrantRole, assertMayManage } from '../auth/admin-rules.ts';
import type { AdminActor } from './admin-actor.ts';
import { recordAdminAction } from './admin-audit.ts';
import { getAdminUser } from './list-users.ts';

/**
 * An admin cannot change their own role: the last admin could otherwise lock everyone out. Another admin's
 * role, and the admin role itself, are the owner's to change.
 */
export async function updateUserRole(ctx: AdminActor, userId: string, role: Role): Promise<AdminUser> {
  if (ctx.actor.id === userId) throw new DomainError('conflict', 'You cannot change your own role.');
  const before = await getAdminUser(ctx.db, userId);
  if (!before) throw notFound('User not found');
  assertMayManage(ctx.actor, before, ctx.ownerEmail);
  assertMayGrantRole(ctx.actor, role, ctx.ownerEmail);
  await updateUser(ctx.db, userId, { role, updatedAt: nowIso() });
  if (before.role !== role) {
    await recordAdminAction(ctx.db, {
      actor: ctx.actor,
      action: 'user.role_changed',
      target: before,
      ip: ctx.ip,
      details: { from: before.role, to: role },
    });
  }
  return { ...before, role };
}
