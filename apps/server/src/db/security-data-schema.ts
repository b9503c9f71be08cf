import type { Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { IdempotencyKeysTable, PipelineDatabase, PipelineDocumentsTable } from './pipeline-schema.ts';
import type { ApiKeysTable } from './schema.ts';

type Timestamp = string | Date;

/** Tables and columns added by the `2026-11-25_security-data` migration. */
export interface UsageLedgerTable {
  id: string;
  user_id: string;
  /** The document (= job) the entry is for; its deletion leaves the entry. */
  document_id: string;
  /** `portal` or `api` (then `api_key_id` names the key). */
  source: string;
  api_key_id: string | null;
  /** Pages the engine read; null until the document is processed. */
  pages: number | null;
  /** reserved (counted, not yet processed) | charged (processed) | refunded (not counted) */
  status: string;
  /** Why a refunded entry was given back. */
  reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RateLimitWindowsTable {
  bucket: string;
  /** Epoch seconds at which the fixed window starts. */
  window_start: number;
  hits: number;
}

export interface SecureApiKeysTable extends ApiKeysTable {
  /** The callback signing secret sealed with the server secret; null for keys made before it existed. */
  callback_secret: string | null;
}

export interface SecureDocumentsTable extends PipelineDocumentsTable {
  /** The sealed secret that signs this job's `webhookUrl` callback, fixed when the job was accepted. */
  callback_secret: string | null;
}

export interface AccountIdempotencyKeysTable extends IdempotencyKeysTable {
  user_id: string | null;
}

export interface SecurityDataDatabase
  extends Omit<PipelineDatabase, 'api_keys' | 'documents' | 'idempotency_keys'> {
  usage_ledger: UsageLedgerTable;
  rate_limit_windows: RateLimitWindowsTable;
  api_keys: SecureApiKeysTable;
  documents: SecureDocumentsTable;
  idempotency_keys: AccountIdempotencyKeysTable;
}

export type SecurityDataDb = Kysely<SecurityDataDatabase>;

/** The same connection, typed with this migration's tables (kept apart from the other areas' schema files). */
export function securityDataDb(db: Db | Kysely<PipelineDatabase> | SecurityDataDb): SecurityDataDb {
  return db as unknown as SecurityDataDb;
}
