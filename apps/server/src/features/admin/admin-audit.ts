import { randomUUID } from 'node:crypto';
import {
  ADMIN_AUDIT_ACTIONS,
  type AdminAuditAction,
  type AdminAuditEntry,
  type ListPage,
  type PageQuery,
} from '@docread/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AdminAuditLogTable } from '../../db/schema.ts';
import { nowIso, toIso } from '../../db/values.ts';
import { pageOf, positionAfter } from '../shared/keyset-page.ts';
import { insertAuditEntry, selectAuditEntries } from './admin.repository.ts';

export interface AuditPerson {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: AuditPerson;
  action: AdminAuditAction;
  target: AuditPerson | null;
  /** The client address of the request that did it. */
  ip: string | null;
  details?: Record<string, unknown>;
}

/** Appends one entry; entries are never changed or deleted through the application. */
export async function recordAdminAction(db: Db, record: AuditRecord): Promise<void> {
  await insertAuditEntry(db, {
    id: randomUUID(),
    at: nowIso(),
    actor_id: record.actor.id,
    actor_email: record.actor.email,
    action: record.action,
    target_id: record.target?.id ?? null,
    target_email: record.target?.email ?? null,
    ip: record.ip,
    details: record.details ? JSON.stringify(record.details) : null,
  });
}

/** A page of everything administrators did, newest first. */
export async function listAdminActions(db: Db, page: PageQuery): Promise<ListPage<AdminAuditEntry>> {
  const rows = await selectAuditEntries(db, page.limit + 1, null, positionAfter(page.cursor));
  return pageOf(rows, page.limit, (r) => [r.at, r.id], auditEntryView);
}

/** What was done to one account, newest first. */
export async function listAdminActionsOn(
  db: Db,
  targetId: string,
  limit: number,
): Promise<AdminAuditEntry[]> {
  return (await selectAuditEntries(db, limit, targetId, null)).map(auditEntryView);
}

function auditEntryView(r: Selectable<AdminAuditLogTable>): AdminAuditEntry {
  return {
    id: r.id,
    at: toIso(r.at),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    action: (ADMIN_AUDIT_ACTIONS as readonly string[]).includes(r.action)
      ? (r.action as AdminAuditAction)
      : 'user.updated',
    targetId: r.target_id,
    targetEmail: r.target_email,
    ip: r.ip,
    details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
  };
}
