import type { AdminUser, Role } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/values.ts';
import { notFound, ProblemError } from '../http/problem.ts';
import { getAdminUser } from './list-users.ts';

/** An admin cannot change their own role: the last admin could otherwise lock everyone out. */
export async function updateUserRole(
  db: Db,
  actorId: string,
  userId: string,
  role: Role,
): Promise<AdminUser> {
  if (actorId === userId) throw new ProblemError(409, 'conflict', 'You cannot change your own role.');
  const before = await getAdminUser(db, userId);
  if (!before) throw notFound('User not found');
  await db.updateTable('user').set({ role, updatedAt: nowIso() }).where('id', '=', userId).execute();
  return { ...before, role };
}
