import type { Bool, Timestamp } from './auth-schema.ts';

/** The tables of outgoing webhooks: the registered endpoints and the delivery queue (see schema.ts). */

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
