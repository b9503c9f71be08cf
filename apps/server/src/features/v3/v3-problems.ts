import { problemSchema } from '@docread/contracts';

/** Problem answers of /v3, documented in the OpenAPI document. */
export const v3Problems = {
  400: problemSchema.describe('Bad parameters (validation_failed), or a fileUrl that cannot be fetched'),
  401: problemSchema.describe('Missing, unknown or deleted API key (invalid_api_key)'),
  402: problemSchema.describe("The plan's quota is used up (quota_exceeded)"),
  403: problemSchema.describe('The account is not approved (approval_pending) or suspended (forbidden)'),
  404: problemSchema.describe('No such job for this key owner (not_found)'),
  409: problemSchema.describe(
    'The first request with this Idempotency-Key is still running (idempotency_key_in_use), or an export of a job that is not completed (conflict)',
  ),
  413: problemSchema.describe('The file is larger than 10 MB (payload_too_large)'),
  415: problemSchema.describe(
    'Not a PDF, PNG, JPEG or TIFF, or content that does not match its type (unsupported_media_type)',
  ),
  422: problemSchema.describe(
    'This Idempotency-Key was used with a different request (idempotency_key_reused), or /v3/process was sent a file that cannot be read at all: damaged or not what it claims (unreadable_document; not counted against the quota)',
  ),
  429: problemSchema.describe('Rate limit reached; see Retry-After and RateLimit (rate_limited)'),
} as const;
