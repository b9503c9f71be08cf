import type { AdminUser, Role } from '@docread/contracts';
import { nowIso } from '../../db/values.ts';
import { notFound, ProblemError } from '../../http/problem.ts';
import { assertMayGrantRole, assertMayManage } from '../auth/admin-rules.ts';
import type { AdminActor } from './admin-actor.ts';
import { recordAdminAction } from './admin-audit.ts';
import { getAdminUser } from './list-users.ts';

/**
 * An admin cannot change their own role: the last admin could otherwise lock everyone out. Another admin's
 * role, and the admin role itself, are the owner's to change.
 */
export async function updateUserRole(ctx: AdminActor, userId: string, role: Role): Promise<AdminUser> {
  if (ctx.actor.id === userId) throw new ProblemError(409, 'conflict', 'You cannot change your own role.');
  const before = await getAdminUser(ctx.db, userId);
  if (!before) throw notFound('User not found');
  assertMayManage(ctx.actor, before, ctx.ownerEmail);
  assertMayGrantRole(ctx.actor, role, ctx.ownerEmail);
  await ctx.db.updateTable('user').set({ role, updatedAt: nowIso() }).where('id', '=', userId).execute();
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
