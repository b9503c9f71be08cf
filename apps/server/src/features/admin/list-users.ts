import type { AdminUser, AdminUserRow, ListPage, PageQuery } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { selectUser, selectUsers } from '../account/account-records.ts';
import { isOwner } from '../auth/admin-rules.ts';
import { pageOf, positionAfter } from '../shared/keyset-page.ts';
import { adminUserView } from '../shared/views.ts';

/** A page of users, newest first; `pending` means not approved yet (confirmed or not). */
export async function listUsers(
  db: Db,
  ownerEmail: string,
  query: PageQuery & { status?: 'pending' | 'approved' | undefined },
): Promise<ListPage<AdminUserRow>> {
  const approved = query.status ? query.status === 'approved' : undefined;
  const rows = await selectUsers(db, approved, query.limit + 1, positionAfter(query.cursor));
  return pageOf(
    rows,
    query.limit,
    (r) => [r.createdAt, r.id],
    (r) => ({ ...adminUserView(r, r), owner: isOwner(r, ownerEmail) }),
  );
}

export async function getAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  const row = await selectUser(db, id);
  return row ? adminUserView(row, row) : null;
}
