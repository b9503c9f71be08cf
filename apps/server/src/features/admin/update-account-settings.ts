import type { AdminAccount, AdminUserUpdate, AdminUserWithAccount } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { updateAccountSettings } from '../account/account-records.ts';
import { assertMayManage } from '../auth/admin-rules.ts';
import { getPlanSettings } from '../billing/plan-settings.ts';
import type { AdminActor } from './admin-actor.ts';
import { recordAdminAction } from './admin-audit.ts';
import { getAdminUser } from './list-users.ts';
import { updateUserRole } from './update-user-role.ts';

export async function getAccountSettings(db: Db, userId: string): Promise<AdminAccount> {
  const settings = await getPlanSettings(db, userId);
  return { ...settings, plan: settings.plan as AdminAccount['plan'] };
}

/**
 * `PATCH /api/admin/users/:id`: the role (its own rules), then the plan, quota override and suspension of
 * the account, each change one audit entry. The owner rules of `assertMayManage` apply to all of them.
 */
export async function updateAccount(
  ctx: AdminActor,
  userId: string,
  update: AdminUserUpdate,
): Promise<AdminUserWithAccount> {
  if (update.role !== undefined) await updateUserRole(ctx, userId, update.role);
  const user = await getAdminUser(ctx.db, userId);
  if (!user) throw notFound('User not found');
  assertMayManage(ctx.actor, user, ctx.ownerEmail);
  const before = await getAccountSettings(ctx.db, userId);
  const after: AdminAccount = {
    plan: update.plan ?? before.plan,
    monthlyQuota: update.monthlyQuota === undefined ? before.monthlyQuota : update.monthlyQuota,
    suspended: update.suspended ?? before.suspended,
  };
  await updateAccountSettings(ctx.db, userId, {
    plan: after.plan,
    monthly_quota: after.monthlyQuota,
    suspended: after.suspended,
    updated_at: nowIso(),
  });
  const audit = (
    action: Parameters<typeof recordAdminAction>[1]['action'],
    details?: Record<string, unknown>,
  ) =>
    recordAdminAction(ctx.db, {
      actor: ctx.actor,
      action,
      target: user,
      ip: ctx.ip,
      ...(details ? { details } : {}),
    });
  if (after.plan !== before.plan) await audit('user.plan_changed', { from: before.plan, to: after.plan });
  if (after.monthlyQuota !== before.monthlyQuota)
    await audit('user.quota_changed', { from: before.monthlyQuota, to: after.monthlyQuota });
  if (after.suspended !== before.suspended) await audit(after.suspended ? 'user.suspended' : 'user.resumed');
  return { ...user, account: after };
}
