import type { Db } from '../../db/database.ts';

/** The administrator acting, and what the audit log needs to know about the request. */
export interface AdminActor {
  db: Db;
  /** ADMIN_EMAIL: the owner account (auth/admin-rules.ts). */
  ownerEmail: string;
  actor: { id: string; email: string };
  ip: string | null;
}
