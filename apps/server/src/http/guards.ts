import { hasRole, type Role } from '@docread/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { toBool } from '../db/values.ts';
import type { SessionUser } from '../features/auth/auth.ts';
import { roleOf } from '../shared/roles.ts';
import { ProblemError } from './problem.ts';

/**
 * 401 unless signed in. Unapproved users pass: /api/me must answer them so the UI can say "pending".
 * Routes attach the guards as `onRequest` hooks, before the body is read: an anonymous caller gets 401
 * rather than a 400 about its body, and never makes the server parse an upload.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const session = await request.server.deps.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
  });
  if (!session) throw new ProblemError(401, 'unauthenticated', 'Sign in to continue.');
  request.sessionData = session;
}

/** The approval gate of every portal data route: 403 `approval_pending` until an admin approves. */
export async function requireApproved(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!toBool(request.sessionData!.user.approved)) {
    throw new ProblemError(
      403,
      'approval_pending',
      'Your account is waiting for approval by an administrator.',
    );
  }
}

export function requireRole(role: Role) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireApproved(request);
    if (!hasRole(roleOf(request.sessionData!.user), role)) {
      throw new ProblemError(403, 'forbidden', `This needs the ${role} role.`);
    }
  };
}

/** The signed-in user; only valid behind one of the guards above. */
export function currentUser(request: FastifyRequest): SessionUser {
  return request.sessionData!.user;
}
