import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';
import { roleSchema } from './profile.ts';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  company: z.string().nullable(),
  emailVerified: z.boolean(),
  approved: z.boolean(),
  role: roleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A row of the users list: also whether it is the owner account (ADMIN_EMAIL), whose admins it alone manages. */
export const adminUserRowSchema = adminUserSchema.extend({ owner: z.boolean() });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'approved']).optional(),
});
/** Plans an admin can assign: the catalogue's, the free trial, or no limit at all. */
export const ASSIGNABLE_PLANS = ['trial', 'starter', 'professional', 'enterprise', 'unlimited'] as const;
export type AssignablePlan = (typeof ASSIGNABLE_PLANS)[number];

/** `PATCH /api/admin/users/:id`: any of the role, the plan, a monthly quota override (null: the plan's), suspension. */
export const adminUserUpdateSchema = z
  .object({
    role: roleSchema.optional(),
    plan: z.enum(ASSIGNABLE_PLANS).optional(),
    monthlyQuota: z.number().int().min(0).max(10_000_000).nullable().optional(),
    suspended: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'validation.required',
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** What an admin sets of an account's processing. */
export const adminAccountSchema = z.object({
  plan: z.enum(ASSIGNABLE_PLANS),
  monthlyQuota: z.number().int().nullable(),
  suspended: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/**
 * The parts of a call to better-auth's admin endpoints (`/api/auth/admin/*`) that the owner rules judge: the
 * role may come at the top level (`set-role`, `create-user`) or inside `data` (`create-user`,
 * `update-user`), which better-auth writes to the user row as given.
 */
export const authAdminCallSchema = z
  .object({
    userId: z.string().optional(),
    sessionToken: z.string().optional(),
    email: z.string().optional(),
    role: z.union([z.string(), z.array(z.string())]).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown());
export type AuthAdminCall = z.infer<typeof authAdminCallSchema>;

/** Fields of a user row whose change through `/api/auth/admin/*` the audit log names, with before and after. */
export const AUDITED_USER_FIELDS = ['role', 'approved', 'emailVerified', 'email', 'name', 'banned'] as const;
export type AuditedUserField = (typeof AUDITED_USER_FIELDS)[number];

/** An audit entry's `details.changes`: each field given, with before and after for the audited ones. */
export const auditFieldChangesSchema = z.array(
  z.object({ field: z.string(), from: z.unknown().optional(), to: z.unknown().optional() }),
);
export type AuditFieldChange = z.infer<typeof auditFieldChangesSchema>[number];

/** What an administrator can do to an account; each is one kind of entry of the audit log. */
export const ADMIN_AUDIT_ACTIONS = [
  'user.approved',
  'user.approval_revoked',
  'user.role_changed',
  'user.created',
  'user.updated',
  'user.password_set',
  'user.banned',
  'user.unbanned',
  'user.sessions_revoked',
  'user.impersonated',
  'user.removed',
  'user.plan_changed',
  'user.quota_changed',
  'user.suspended',
  'user.resumed',
  /** Not an administrator: a payment at the provider (Stripe) set the plan. */
  'billing.plan_changed',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** One administrator action: who, what, to whom, when and from which address. */
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditQuerySchema = pageQuerySchema;

/** The PATCH's answer: the user and their account settings after the change. */
export const adminUserWithAccountSchema = adminUserSchema.extend({ account: adminAccountSchema });
export type AdminUserWithAccount = z.infer<typeof adminUserWithAccountSchema>;
