import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { toBool } from '../../db/values.ts';
import { isSuspended } from '../billing/account-controls.ts';

/**
 * Whether the stream opened by `request` may still deliver: its session still exists (sign-out and a ban
 * delete it, better-auth ends an expired one), belongs to the same approved, unbanned user, and the account
 * is not suspended. The guards ran once when the stream opened; a stream lives for hours.
 */
export function streamAccess(request: FastifyRequest, userId: string): () => Promise<boolean> {
  const headers = fromNodeHeaders(request.headers);
  const { auth, db } = request.server.deps;
  return async () => {
    const session = await auth.api.getSession({ headers });
    if (!session || session.user.id !== userId) return false;
    if (!toBool(session.user.approved) || session.user.banned) return false;
    return !(await isSuspended(db, userId));
  };
}
