import {
  type AdminAuditAction,
  AUDITED_USER_FIELDS,
  type AuditedUserField,
  type AuditFieldChange,
  type AuthAdminCall,
  authAdminCallSchema,
} from '@docread/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { fieldError, invalid } from '../../shared/domain-errors.ts';
import { findAccountRef, findAuditedUserFields } from '../account/account-records.ts';
import { recordAdminAction } from '../admin/admin-audit.ts';
import { type AccountRef, assertMayGrantRole, assertMayImpersonate, assertMayManage } from './admin-rules.ts';
import { findUserIdOfSession } from './auth.repository.ts';
import type { Auth } from './auth.ts';
import { authRequestHeaders } from './client-address.ts';

type Kind = 'manage' | 'impersonate' | 'create';

/** better-auth's admin plugin endpoints that act on an account, and what each one is in the audit log. */
const ADMIN_ENDPOINTS: Record<string, { action: AdminAuditAction; kind: Kind }> = {
  '/api/auth/admin/set-role': { action: 'user.role_changed', kind: 'manage' },
  '/api/auth/admin/set-user-password': { action: 'user.password_set', kind: 'manage' },
  '/api/auth/admin/update-user': { action: 'user.updated', kind: 'manage' },
  '/api/auth/admin/ban-user': { action: 'user.banned', kind: 'manage' },
  '/api/auth/admin/unban-user': { action: 'user.unbanned', kind: 'manage' },
  '/api/auth/admin/revoke-user-session': { action: 'user.sessions_revoked', kind: 'manage' },
  '/api/auth/admin/revoke-user-sessions': { action: 'user.sessions_revoked', kind: 'manage' },
  '/api/auth/admin/remove-user': { action: 'user.removed', kind: 'manage' },
  '/api/auth/admin/impersonate-user': { action: 'user.impersonated', kind: 'impersonate' },
  '/api/auth/admin/create-user': { action: 'user.created', kind: 'create' },
};

export interface AdminEndpointDeps {
  auth: Auth;
  db: Db;
  ownerEmail: string;
}

/**
 * In front of better-auth's admin endpoints, the same owner rules as the portal's admin routes
 * (auth/admin-rules.ts), which better-auth's own role check does not know. Returns what to do once
 * better-auth has answered (record the action when it succeeded), or null for any other path.
 */
export async function guardAdminEndpoint(
  deps: AdminEndpointDeps,
  request: FastifyRequest,
  path: string,
  body: unknown,
): Promise<((status: number) => Promise<void>) | null> {
  const endpoint = request.method === 'POST' ? ADMIN_ENDPOINTS[path] : undefined;
  if (!endpoint) return null;
  const session = await deps.auth.api.getSession({ headers: authRequestHeaders(request) });
  // Not signed in or not an admin: better-auth refuses the call itself.
  if (session?.user.role !== 'admin') return async () => {};
  const actor = { id: session.user.id, email: session.user.email };
  // A body the rules cannot read is refused here: skipping them would let it through to better-auth.
  const parsed = authAdminCallSchema.safeParse(body ?? {});
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((i) => fieldError(i.path.join('.'), i.message)));
  }
  const input = parsed.data;
  const target = await targetOf(deps.db, input);
  const grantedRoles = [...rolesIn(input.role), ...rolesIn(input.data?.role)];

  if (endpoint.kind === 'create') {
    for (const role of grantedRoles) assertMayGrantRole(actor, role, deps.ownerEmail);
  } else if (target) {
    if (endpoint.kind === 'impersonate') assertMayImpersonate(target, deps.ownerEmail);
    else assertMayManage(actor, target, deps.ownerEmail);
    for (const role of grantedRoles) assertMayGrantRole(actor, role, deps.ownerEmail);
  }
  const details = await detailsOf(deps.db, path, input, target);

  return async (status) => {
    if (status < 200 || status >= 300) return;
    await recordAdminAction(deps.db, {
      actor,
      action: endpoint.action,
      target: target
        ? { id: target.id, email: target.email }
        : typeof input.email === 'string'
          ? { id: '', email: input.email }
          : null,
      ip: request.ip,
      ...(details ? { details } : {}),
    });
  };
}

/** What the entry says changed: the role of `set-role`, every field given to `update-user` or `create-user`. */
async function detailsOf(
  db: Db,
  path: string,
  input: AuthAdminCall,
  target: AccountRef | null,
): Promise<Record<string, unknown> | null> {
  if (path.endsWith('/set-role')) return { from: target?.role ?? null, to: input.role };
  if (path.endsWith('/create-user')) {
    const given = { ...input.data, ...(input.role !== undefined ? { role: input.role } : {}) };
    return { changes: changesOf(given, null) };
  }
  if (path.endsWith('/update-user') && input.data) {
    const before = target ? ((await findAuditedUserFields(db, target.id)) ?? null) : null;
    return { changes: changesOf(input.data, before) };
  }
  return null;
}

/** Values of the audited fields only: any other field (a password, an image) is named without its value. */
function changesOf(
  given: Record<string, unknown>,
  before: Record<string, unknown> | null,
): AuditFieldChange[] {
  return Object.entries(given).map(([field, to]) =>
    (AUDITED_USER_FIELDS as readonly string[]).includes(field)
      ? { field, from: before?.[field as AuditedUserField] ?? null, to }
      : { field },
  );
}

async function targetOf(db: Db, input: AuthAdminCall): Promise<AccountRef | null> {
  let userId = typeof input.userId === 'string' ? input.userId : null;
  if (!userId && typeof input.sessionToken === 'string') {
    userId = await findUserIdOfSession(db, input.sessionToken);
  }
  if (!userId) return null;
  return (await findAccountRef(db, userId)) ?? null;
}

function rolesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((r) => r.trim());
  if (Array.isArray(value)) return value.filter((r): r is string => typeof r === 'string');
  return [];
}
