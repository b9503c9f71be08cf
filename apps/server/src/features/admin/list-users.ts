import type { AdminUser, AdminUserRow } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { isOwner } from '../auth/admin-rules.ts';
import { adminUserView } from '../shared/views.ts';
import { selectUser, selectUsers } from './admin.repository.ts';

/** `pending` means not approved yet (confirmed or not); newest first. */
export async function listUsers(
  db: Db,
  ownerEmail: string,
  status?: 'pending' | 'approved',
): Promise<AdminUserRow[]> {
  const rows = await selectUsers(db, status ? status === 'approved' : undefined);
  return rows.map((r) => ({ ...adminUserView(r, r), owner: isOwner(r, ownerEmail) }));
}

export async function getAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  const row = await selectUser(db, id);
  return row ? adminUserView(row, row) : null;
}
