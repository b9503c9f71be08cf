import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AdminAuditLogTable } from '../../db/schema.ts';
import type { KeysetPosition } from '../shared/keyset-page.ts';

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
