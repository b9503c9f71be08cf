import type { Timestamp } from './auth-schema.ts';

/** The tables of plans and usage: plan requests, the usage ledger and the payment provider's events (see schema.ts). */

export interface PlanRequestsTable {
  id: string;
  user_id: string;
  plan: string;
  period: string;
  created_at: Timestamp;
}

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

/** A payment provider's event, handled once: its id is the provider's, so a redelivery is recognised. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  /** The account it concerned, when one was found. */
  user_id: string | null;
  /** The plan it set, when it set one. */
  plan: string | null;
  received_at: Timestamp;
}
