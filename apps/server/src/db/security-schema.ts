import type { Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

type Timestamp = string | Date;

/** Tables added by the `2026-11-25_security-auth` migration. */
export interface AuthThrottleEventsTable {
  id: string;
  /** Which throttle counted it: `sign-in` (failed attempts) or `auth-mail` (mails asked for). */
  bucket: string;
  address: string;
  /** Milliseconds since the epoch: a plain number compares the same way on both databases. */
  at_ms: number;
}

export interface AdminAuditLogTable {
  id: string;
  at: Timestamp;
  actor_id: string;
  actor_email: string;
  action: string;
  target_id: string | null;
  target_email: string | null;
  /** The client address the action came from. */
  ip: string | null;
  /** JSON of what changed, e.g. `{ "role": "moderator" }`. */
  details: string | null;
}

export interface SecurityDatabase extends Database {
  auth_throttle_events: AuthThrottleEventsTable;
  admin_audit_log: AdminAuditLogTable;
}

export type SecurityDb = Kysely<SecurityDatabase>;

/** The same connection, typed with the security tables (kept apart from schema.ts, which another area owns). */
export function securityDb(db: Db): SecurityDb {
  return db as unknown as SecurityDb;
}
