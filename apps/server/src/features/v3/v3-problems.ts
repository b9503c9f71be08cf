import { problemSchema, SUPPORTED_UPLOAD_TYPES_LABEL } from '@docread/contracts';

/**
 * Problem answers of /v3, documented in the OpenAPI document. Each route lists only the ones it can give,
 * so a generated client has no error type for a status that never comes (a read is never 413).
 */
const answers = {
  400: problemSchema.describe('Bad parameters (validation_failed), or a fileUrl that cannot be fetched'),
  401: problemSchema.describe('Missing, unknown or deleted API key (invalid_api_key)'),
  402: problemSchema.describe("The plan's quota is used up (quota_exceeded)"),
  403: problemSchema.describe('The account is not approved (approval_pending) or suspended (forbidden)'),
  404: problemSchema.describe('No such job for this key owner (not_found)'),
  409: problemSchema.describe(
    'The first request with this Idempotency-Key is still running (idempotency_key_in_use)',
  ),
  413: problemSchema.describe('The file is larger than 10 MB (payload_too_large)'),
  415: problemSchema.describe(
    `The body is not one of the declared media types, or the file is not one of ${SUPPORTED_UPLOAD_TYPES_LABEL} ` +
      'or its content does not match its type (unsupported_media_type)',
  ),
  422: problemSchema.describe(
    'This Idempotency-Key was used with a different request (idempotency_key_reused), or /v3/process was sent a file that cannot be read at all: damaged or not what it claims (unreadable_document; not counted against the quota)',
  ),
  429: problemSchema.describe('Rate limit reached; see Retry-After and RateLimit (rate_limited)'),
} as const;

/** Every /v3 call: the key guard and the rate limit. */
const guarded = { 401: answers[401], 403: answers[403], 429: answers[429] } as const;

/** The submissions: a body to validate, a file, the quota and the Idempotency-Key. */
export const v3SubmitProblems = {
  ...guarded,
  400: answers[400],
  402: answers[402],
  409: answers[409],
  413: answers[413],
  415: answers[415],
  422: answers[422],
} as const;

export const v3ResultProblems = { ...guarded, 404: answers[404] } as const;

export const v3ExportProblems = {
  ...v3ResultProblems,
  400: problemSchema.describe('`format` is missing or not csv, xlsx or pdf (validation_failed)'),
  409: problemSchema.describe('The job is not completed yet, or failed: no export exists (conflict)'),
} as const;

export const v3ListProblems = {
  ...guarded,
  400: problemSchema.describe('`limit` out of range or a `cursor` this API did not give (validation_failed)'),
} as const;

/** The public playground: no key, no quota, its own limits. */
export const tryProblems = {
  400: problemSchema.describe(
    'Neither a known `sample` nor a `file`, or a file that cannot be read (validation_failed)',
  ),
  413: problemSchema.describe(
    'The file is larger or has more pages than the playground reads (payload_too_large)',
  ),
  415: answers[415],
  429: problemSchema.describe(
    'This address used its playground uploads for the hour; see Retry-After (rate_limited)',
  ),
  503: problemSchema.describe('Every playground slot is busy; see Retry-After (unavailable)'),
} as const;
