import type { Generated, GeneratedAlways, Selectable } from 'kysely';
import type {
  AccountTable,
  Bool,
  RateLimitTable,
  SessionTable,
  Timestamp,
  TwoFactorTable,
  UserTable,
  VerificationTable,
} from './auth-schema.ts';
import type { PaymentEventsTable, PlanRequestsTable, UsageLedgerTable } from './billing-schema.ts';
import type { WebhookAttemptsTable, WebhookMessagesTable, WebhooksTable } from './webhook-schema.ts';

/**
 * Our tables (snake_case), as the drivers return them; better-auth's (camelCase) are in `auth-schema.ts`,
 * the webhook and billing tables in `webhook-schema.ts` and `billing-schema.ts` (every `*schema.ts` of this folder).
 * Timestamps are written as ISO strings; PostgreSQL reads them back as Date and SQLite as strings, and
 * booleans come back from SQLite as 0/1: `values.ts` evens that out.
 */

export interface ProfilesTable {
  user_id: string;
  full_name: string;
  company: string | null;
  language: string;
  updated_at: Timestamp;
  /** `trial` (the column's default) or a plan id of the catalogue. */
  plan: Generated<string>;
  /** Overrides the plan's documents per month when set by an admin. */
  monthly_quota: number | null;
  /** A suspended account signs in but cannot process documents. */
  suspended: Generated<Bool>;
  /** The account's customer at the payment provider (Stripe), once it has paid through Checkout. */
  stripe_customer_id: string | null;
  /** The provider's subscription that sets the plan; null when none is running. */
  stripe_subscription_id: string | null;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  document_name: string;
  /** What the document is: `corrected_type` when a person set one, else the engine's reading; null until read. */
  document_type: string | null;
  /** The type asked for on upload or by the /v3 call, a hint to the engine; null: the engine finds out. */
  requested_type: string | null;
  /** The type a person set in the viewer; the document is then read as that type, unclassified. */
  corrected_type: string | null;
  filename: string;
  file_path: string;
  file_size: number | null;
  file_type: string;
  status: string;
  source: string;
  /** JSON text of the engine's result; null until processing completes. */
  result: string | null;
  error: string | null;
  attempts: number;
  pages: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /**
   * When the document last entered the queue: its upload, or a request to read it again. The queue's
   * order within an account (jobs/document-queue.ts); null only for rows no writer has touched since.
   */
  queued_at: Timestamp | null;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
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
  /** The sealed secret that signs this job's `webhookUrl` callback, fixed when the job was accepted. */
  callback_secret: string | null;
  /** Summary columns (filled when a job completes) so the documents list never reads result blobs. */
  vendor: string | null;
  /** ISO date (yyyy-mm-dd) the document itself carries. */
  document_date: string | null;
  total_amount: number | null;
  currency: string | null;
  needs_review: Bool | null;
  text_content: string | null;
  /** Written by the database (migration 2026-11-27_search-column): what the list's search reads, lower-cased. */
  search_text: GeneratedAlways<string | null>;
  /** Set by a delete; the row and file stay until the restore window has passed. */
  deleted_at: Timestamp | null;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  key_prefix: string;
  key_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  /** The callback signing secret sealed with the server secret; null for keys made before it existed. */
  callback_secret: string | null;
}

export interface LeadsTable {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  source: string;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  api_key_id: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  response_headers: string | null;
  response_body: string | null;
  created_at: Timestamp;
  /** The account the key is scoped to (one Idempotency-Key per account). */
  user_id: string | null;
}

export interface PageImagesTable {
  /** The file store key of the rendered page. */
  storage_key: string;
  document_id: string;
  page: number;
  rotation: number;
  created_at: Timestamp;
}

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

export interface RateLimitWindowsTable {
  bucket: string;
  /** Epoch seconds at which the fixed window starts. */
  window_start: number;
  hits: number;
}

/** One step of a document's life, streamed to its account by `GET /api/events`. */
export interface DocumentEventsTable {
  /** Increasing: the stream's `id:`, so a reconnect resumes after the last event seen. */
  id: Generated<number>;
  user_id: string;
  document_id: string;
  status: string;
  stage: string | null;
  page: number | null;
  page_count: number | null;
  created_at: Timestamp;
}

/** What a person's corrections of one document taught about its issuer (features/learning). */
export interface LearnedVendorsTable {
  id: string;
  user_id: string;
  /** The corrected document; one lesson per document, rewritten whenever its corrections change. */
  document_id: string;
  document_type: string;
  /** A person set the document's type, so the issuer's next documents are read as it. */
  type_from_person: Generated<Bool>;
  /** JSON `IssuerKeys` (contracts/learning.ts): how the issuer is known again. */
  issuer_keys: string;
  /** JSON `{ [fieldName]: LearnedField }`: the corrected values and where they sat. */
  fields: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The whole database, one type: `test/schema-drift.test.ts` checks it against the migrations. */
export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  profiles: ProfilesTable;
  documents: DocumentsTable;
  api_keys: ApiKeysTable;
  webhooks: WebhooksTable;
  leads: LeadsTable;
  plan_requests: PlanRequestsTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  rateLimit: RateLimitTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_messages: WebhookMessagesTable;
  webhook_attempts: WebhookAttemptsTable;
  page_images: PageImagesTable;
  auth_throttle_events: AuthThrottleEventsTable;
  admin_audit_log: AdminAuditLogTable;
  usage_ledger: UsageLedgerTable;
  rate_limit_windows: RateLimitWindowsTable;
  document_events: DocumentEventsTable;
  payment_events: PaymentEventsTable;
  learned_vendors: LearnedVendorsTable;
}

/**
 * A `documents` row as the code reads it (the job queue's unit): every column but the search
 * column, which only the list's SQL reads (`DOCUMENT_COLUMNS` in `document-columns.ts`).
 */
export type DocumentRecord = Omit<Selectable<DocumentsTable>, 'search_text'>;
