import type { AdminUser, AdminUserRow } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { isOwner } from '../auth/admin-rules.ts';
import { adminUserView } from '../shared/views.ts';

const ADMIN_USER_COLUMNS = [
  'user.id',
  'user.email',
  'user.name',
  'user.emailVerified',
  'user.approved',
  'user.role',
  'user.createdAt',
  'profiles.full_name',
  'profiles.company',
] as const;

/** `pending` means not approved yet (confirmed or not); newest first. */
export async function listUsers(
  db: Db,
  ownerEmail: string,
  status?: 'pending' | 'approved',
): Promise<AdminUserRow[]> {
  let query = db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select(ADMIN_USER_COLUMNS)
    .orderBy('user.createdAt', 'desc');
  if (status) query = query.where('user.approved', '=', status === 'approved');
  const rows = await query.execute();
  return rows.map((r) => ({ ...adminUserView(r, r), owner: isOwner(r, ownerEmail) }));
}

export async function getAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  const row = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select(ADMIN_USER_COLUMNS)
    .where('user.id', '=', id)
    .executeTakeFirst();
  return row ? adminUserView(row, row) : null;
}
