import type { Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { PipelineDatabase, PipelineProfilesTable } from './pipeline-schema.ts';
import type { SecureDocumentsTable, SecurityDataDatabase } from './security-data-schema.ts';

type Timestamp = string | Date;

/** Columns added by the `2026-11-25_portal-lists` migration: what the documents list reads instead of results. */
export interface PortalDocumentsTable extends SecureDocumentsTable {
  vendor: string | null;
  /** ISO date (yyyy-mm-dd) the document itself carries. */
  document_date: string | null;
  total_amount: number | null;
  currency: string | null;
  needs_review: boolean | number | null;
  text_content: string | null;
  /** Set by a delete; the row and file stay until the restore window has passed. */
  deleted_at: Timestamp | null;
}

export interface PortalProfilesTable extends PipelineProfilesTable {
  /** Overrides the plan's documents per month when set by an admin. */
  monthly_quota: number | null;
  /** A suspended account signs in but cannot process documents. */
  suspended: boolean | number;
}

/** One step of a document's life, streamed to its account by `GET /api/events`. */
export interface DocumentEventsTable {
  /** Increasing: the stream's `id:`, so a reconnect resumes after the last event seen. */
  id: number;
  user_id: string;
  document_id: string;
  status: string;
  stage: string | null;
  page: number | null;
  page_count: number | null;
  created_at: Timestamp;
}

export interface PortalDatabase extends Omit<SecurityDataDatabase, 'documents' | 'profiles'> {
  documents: PortalDocumentsTable;
  profiles: PortalProfilesTable;
  document_events: DocumentEventsTable;
}

export type PortalDb = Kysely<PortalDatabase>;

/** Any typing of the one connection (or a transaction on it) that the areas' schema files give it. */
export type AnyDb = Db | Kysely<PipelineDatabase> | Kysely<SecurityDataDatabase> | PortalDb;

/** The same connection, typed with this migration's tables (kept apart from the other areas' schema files). */
export function portalDb(db: AnyDb): PortalDb {
  return db as unknown as PortalDb;
}
