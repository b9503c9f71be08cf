import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AdminAuditLogTable } from '../../db/schema.ts';
import type { KeysetPosition } from '../shared/keyset-page.ts';

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

function usersWithProfiles(db: Db) {
  return db.selectFrom('user').leftJoin('profiles', 'profiles.user_id', 'user.id').select(ADMIN_USER_COLUMNS);
}

/** Newest first, up to `limit` after `after`; `approved` filters when given. */
export async function selectUsers(
  db: Db,
  approved: boolean | undefined,
  limit: number,
  after: KeysetPosition | null,
) {
  let query = usersWithProfiles(db);
  if (approved !== undefined) query = query.where('user.approved', '=', approved);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('user.createdAt', 'user.id'), '<', eb.tuple(after.at as never, after.id)),
    );
  return query.orderBy('user.createdAt', 'desc').orderBy('user.id', 'desc').limit(limit).execute();
}

export async function selectUser(db: Db, id: string) {
  return usersWithProfiles(db).where('user.id', '=', id).executeTakeFirst();
}

/** Every administrator: the admin role, and the owner account whatever its role. */
export async function selectAdmins(db: Db, ownerEmail: string) {
  return db
    .selectFrom('user')
    .select(['id', 'email'])
    .where((eb) => eb.or([eb('role', '=', 'admin'), eb('email', '=', ownerEmail)]))
    .execute();
}

export async function updateUser(
  db: Db,
  id: string,
  changes: { approved?: boolean; role?: string; updatedAt: string },
): Promise<void> {
  await db.updateTable('user').set(changes).where('id', '=', id).execute();
}

export async function updateAccountSettings(
  db: Db,
  userId: string,
  settings: { plan: string; monthly_quota: number | null; suspended: boolean; updated_at: string },
): Promise<void> {
  await db.updateTable('profiles').set(settings).where('user_id', '=', userId).execute();
}

export async function insertAuditEntry(db: Db, row: Insertable<AdminAuditLogTable>): Promise<void> {
  await db.insertInto('admin_audit_log').values(row).execute();
}

/** Newest first, up to `limit` after `after`; only those done to `targetId` when given. */
export async function selectAuditEntries(
  db: Db,
  limit: number,
  targetId: string | null,
  after: KeysetPosition | null,
) {
  let query = db.selectFrom('admin_audit_log').selectAll();
  if (targetId) query = query.where('target_id', '=', targetId);
  if (after)
    query = query.where((eb) => eb(eb.refTuple('at', 'id'), '<', eb.tuple(after.at as never, after.id)));
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
