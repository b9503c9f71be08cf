/**
 * Row types as the drivers return them. Timestamps are written as ISO strings; PostgreSQL reads them back
 * as Date and SQLite as strings, and booleans come back from SQLite as 0/1: `values.ts` evens that out.
 * better-auth owns its tables' column names (camelCase); ours are snake_case.
 */
type Timestamp = string | Date;
type Bool = boolean | number;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: string | null;
  banned: Bool | null;
  banReason: string | null;
  banExpires: Timestamp | null;
  twoFactorEnabled: Bool | null;
  /** The one source of truth for the approval gate (see docs/decisions.md). */
  approved: Bool | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfilesTable {
  user_id: string;
  full_name: string;
  company: string | null;
  language: string;
  updated_at: Timestamp;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  document_name: string;
  document_type: string;
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
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  key_prefix: string;
  key_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export interface WebhooksTable {
  id: string;
  user_id: string;
  name: string;
  url: string;
  /** JSON array of event names. */
  events: string;
  is_active: Bool;
  secret: string;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: Timestamp | null;
  response_status: number | null;
  last_error: string | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
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

export interface PlanRequestsTable {
  id: string;
  user_id: string;
  plan: string;
  period: string;
  created_at: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  profiles: ProfilesTable;
  documents: DocumentsTable;
  api_keys: ApiKeysTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  leads: LeadsTable;
  plan_requests: PlanRequestsTable;
}
