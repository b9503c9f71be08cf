import type { DocumentRecord } from './schema.ts';

/**
 * Every column of `documents` the code reads: all but `search_text`, which exists for the list's
 * search in SQL and repeats up to 2 KB of each row's text. Listing the columns (rather than
 * `selectAll`) keeps that copy out of every claim, update and fetch of a row.
 */
const READ: Record<keyof DocumentRecord, true> = {
  id: true,
  user_id: true,
  document_name: true,
  document_type: true,
  requested_type: true,
  corrected_type: true,
  filename: true,
  file_path: true,
  file_size: true,
  file_type: true,
  status: true,
  source: true,
  result: true,
  error: true,
  attempts: true,
  pages: true,
  created_at: true,
  updated_at: true,
  queued_at: true,
  started_at: true,
  completed_at: true,
  lease_until: true,
  next_attempt_at: true,
  worker_id: true,
  options: true,
  callback_url: true,
  api_key_id: true,
  corrections: true,
  callback_secret: true,
  vendor: true,
  document_date: true,
  total_amount: true,
  currency: true,
  needs_review: true,
  text_content: true,
  deleted_at: true,
};

export const DOCUMENT_COLUMNS = Object.keys(READ) as (keyof DocumentRecord)[];
