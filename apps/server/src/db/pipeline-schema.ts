import type { Kysely, Selectable } from 'kysely';
import type { Db } from './database.ts';
import type { Database, DocumentsTable, ProfilesTable } from './schema.ts';

type Timestamp = string | Date;

/** Columns and tables added by the `2026-11-23_pipeline` migration. */
export interface PipelineDocumentsTable extends DocumentsTable {
  /** While `processing`: the claiming worker owns the job until then; past it, the job is picked up again. */
  lease_until: Timestamp | null;
  /** While `pending` after a failed attempt: not before then. */
  next_attempt_at: Timestamp | null;
  worker_id: string | null;
  /** JSON of the caller's processing options (languageHint, model, modules, outputFormat). */
  options: string | null;
  /** The async call's `webhookUrl`. */
  callback_url: string | null;
  api_key_id: string | null;
  /** JSON `{ [fieldName]: { value, correctedAt } }`: a person's corrections; the engine's result is kept as it was. */
  corrections: string | null;
}

export interface PipelineProfilesTable extends ProfilesTable {
  /** `trial` or a plan id of the catalogue. */
  plan: string;
}

export interface IdempotencyKeysTable {
  api_key_id: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  response_headers: string | null;
  response_body: string | null;
  created_at: Timestamp;
}

export interface WebhookMessagesTable {
  /** Also the `webhook-id` header: the same for every attempt. */
  id: string;
  user_id: string;
  /** Null for the async call's `webhookUrl`. */
  webhook_id: string | null;
  url: string;
  /** Only for `webhookUrl` callbacks; registered webhooks are signed with their current secret. */
  callback_secret: string | null;
  document_id: string | null;
  event: string;
  payload: string;
  /** pending | delivering | delivered | failed | cancelled */
  status: string;
  attempts: number;
  next_attempt_at: Timestamp | null;
  lease_until: Timestamp | null;
  last_status_code: number | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

export interface WebhookAttemptsTable {
  id: string;
  message_id: string;
  attempted_at: Timestamp;
  status_code: number | null;
  duration_ms: number;
  response_snippet: string;
  outcome: string;
}

export interface PipelineDatabase extends Omit<Database, 'documents' | 'profiles'> {
  documents: PipelineDocumentsTable;
  profiles: PipelineProfilesTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_messages: WebhookMessagesTable;
  webhook_attempts: WebhookAttemptsTable;
}

export type PipelineDb = Kysely<PipelineDatabase>;
export type QueuedDocumentRow = Selectable<PipelineDocumentsTable>;

/** The same connection, typed with the pipeline's columns (kept apart from schema.ts, which another area owns). */
export function pipelineDb(db: Db): PipelineDb {
  return db as unknown as PipelineDb;
}
