import { z } from 'zod';

/** Stable machine-readable error codes carried by every RFC 9457 problem answer. */
export const PROBLEM_CODES = [
  'validation_failed',
  'unauthenticated',
  'approval_pending',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'invalid_api_key',
  'quota_exceeded',
  'idempotency_key_reused',
  'idempotency_key_in_use',
  'internal_error',
  'unavailable',
  'unreadable_document',
  'api_key_limit_reached',
  'account_suspended',
  'method_not_allowed',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** The status of each problem code: one table, so a code answers the same on every route and is documented so. */
export const PROBLEM_STATUS: Record<ProblemCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  invalid_api_key: 401,
  quota_exceeded: 402,
  approval_pending: 403,
  forbidden: 403,
  account_suspended: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_key_in_use: 409,
  api_key_limit_reached: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  unreadable_document: 422,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
};

/** The site's page that explains every problem code (in each language, the visitor's chosen by redirect). */
export const PROBLEM_DOCS_PATH = '/docs/errors';

/**
 * A problem's `type`: the explanation of its code on the site, relative to the API's own origin (RFC 9457
 * allows a URI reference). better-auth's own codes share one section (`auth`).
 */
export const problemTypeUrl = (code: string) => `${PROBLEM_DOCS_PATH}#${code}`;

export const problemFieldErrorSchema = z
  .object({
    path: z.string(),
    /** An i18n key such as `validation.emailInvalid`, or a library's own code. */
    messageKey: z.string(),
    /** The English text of the key, for integrators reading raw answers. */
    message: z.string(),
  })
  .meta({ id: 'ProblemFieldError' });

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    code: z.enum(PROBLEM_CODES),
    errors: z.array(problemFieldErrorSchema).optional(),
  })
  .meta({
    id: 'Problem',
    description: 'An RFC 9457 problem document (application/problem+json) with a stable `code`.',
    example: {
      type: '/docs/errors#not_found',
      title: 'Not Found',
      status: 404,
      detail: 'Job not found',
      code: 'not_found',
    },
  });
export type Problem = z.infer<typeof problemSchema>;
