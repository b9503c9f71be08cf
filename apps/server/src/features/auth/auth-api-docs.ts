import type { FastifySchema, HTTPMethods } from 'fastify';
import { z } from 'zod';
import {
  authProblemSchema,
  getSessionAnswerSchema,
  getSessionQuerySchema,
  requestPasswordResetAnswerSchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  sendVerificationEmailBodySchema,
  signInAnswerSchema,
  signInBodySchema,
  signOutAnswerSchema,
  signOutBodySchema,
  signUpAnswerSchema,
  signUpBodySchema,
  statusAnswerSchema,
  twoFactorEnableAnswerSchema,
  twoFactorPasswordBodySchema,
  twoFactorSessionAnswerSchema,
  verifyBackupCodeBodySchema,
  verifyEmailAnswerSchema,
  verifyEmailQuerySchema,
  verifyTotpBodySchema,
} from './auth-api-schemas.ts';

export interface AuthApiDoc {
  method: HTTPMethods;
  url: string;
  /** better-auth's endpoint name in `auth.api`, so a test can compare bodies with its own schemas. */
  endpoint: string;
  schema: FastifySchema & { body?: z.ZodType; querystring?: z.ZodType };
}

const tags = ['auth'];
const failures = {
  400: authProblemSchema.describe('Invalid body (field errors) or better-auth refusal'),
  429: authProblemSchema.describe('Too many failed sign-ins or e-mails from this address (Retry-After)'),
};
const signedIn = { 401: authProblemSchema.describe('Not signed in, or wrong password or code') };

/** The `/api/auth/*` calls the portal makes, as they appear in /api/openapi.json. */
export const AUTH_API_DOCS: AuthApiDoc[] = [
  {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    endpoint: 'signUpEmail',
    schema: {
      summary: 'Create an account (e-mails a confirmation link; no session until confirmed and signed in)',
      description:
        'Full name at least 2 characters, a valid e-mail, password at least 6. The account then waits for ' +
        'e-mail confirmation and an administrator’s approval (portal calls answer 403 `approval_pending`). ' +
        'An address that already has an account gets the same answer and no mail, so accounts cannot be guessed.',
      tags,
      body: signUpBodySchema,
      response: { 200: signUpAnswerSchema, ...failures },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    endpoint: 'signInEmail',
    schema: {
      summary: 'Sign in; sets the http-only session cookie',
      description:
        'With two-factor on, the answer is `{ twoFactorRedirect: true }` and no session: send the code to ' +
        '`/api/auth/two-factor/verify-totp` or `/verify-backup-code`. An unconfirmed e-mail answers 403 ' +
        '`EMAIL_NOT_VERIFIED` and sends the confirmation again.',
      tags,
      body: signInBodySchema,
      response: {
        200: signInAnswerSchema,
        ...failures,
        ...signedIn,
        403: authProblemSchema.describe('`EMAIL_NOT_VERIFIED`'),
      },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-out',
    endpoint: 'signOut',
    schema: {
      summary: 'Sign out; clears the session cookie',
      tags,
      body: signOutBodySchema,
      response: { 200: signOutAnswerSchema, ...failures },
    },
  },
  {
    method: 'GET',
    url: '/api/auth/get-session',
    endpoint: 'getSession',
    schema: {
      summary: 'The current session and user, or null',
      tags,
      querystring: getSessionQuerySchema,
      response: { 200: getSessionAnswerSchema },
    },
  },
  {
    method: 'GET',
    url: '/api/auth/verify-email',
    endpoint: 'verifyEmail',
    schema: {
      summary: 'Confirm the e-mail address (the e-mailed link)',
      description:
        'With `callbackURL` (as in the e-mailed link) the answer is a 302 to it, with `?error=INVALID_TOKEN` ' +
        'when the token is wrong or expired; without it, JSON.',
      tags,
      querystring: verifyEmailQuerySchema,
      response: {
        200: verifyEmailAnswerSchema,
        302: z.null().describe('Redirect to `callbackURL`'),
        ...failures,
        401: authProblemSchema.describe('`INVALID_TOKEN` or `TOKEN_EXPIRED`'),
      },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/send-verification-email',
    endpoint: 'sendVerificationEmail',
    schema: {
      summary: 'Send the confirmation link again',
      tags,
      body: sendVerificationEmailBodySchema,
      response: { 200: statusAnswerSchema, ...failures },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    endpoint: 'requestPasswordReset',
    schema: {
      summary: 'E-mail a password-reset link to /password-reset?token=…',
      description: 'Answers the same whether or not the address has an account.',
      tags,
      body: requestPasswordResetBodySchema,
      response: { 200: requestPasswordResetAnswerSchema, ...failures },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    endpoint: 'resetPassword',
    schema: {
      summary: 'Set a new password with the e-mailed token; ends every existing session',
      tags,
      body: resetPasswordBodySchema,
      response: { 200: statusAnswerSchema, ...failures },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    endpoint: 'enableTwoFactor',
    schema: {
      summary: 'Start two-factor: an authenticator secret and backup codes',
      description: 'Two-factor is on once the first code is sent to `/api/auth/two-factor/verify-totp`.',
      tags,
      body: twoFactorPasswordBodySchema,
      response: { 200: twoFactorEnableAnswerSchema, ...failures, ...signedIn },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/two-factor/disable',
    endpoint: 'disableTwoFactor',
    schema: {
      summary: 'Turn two-factor off',
      tags,
      body: twoFactorPasswordBodySchema,
      response: { 200: statusAnswerSchema, ...failures, ...signedIn },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    endpoint: 'verifyTOTP',
    schema: {
      summary: 'Check an authenticator code: finishes enrolment, or a two-factor sign-in (sets the session)',
      tags,
      body: verifyTotpBodySchema,
      response: { 200: twoFactorSessionAnswerSchema, ...failures, ...signedIn },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/two-factor/verify-backup-code',
    endpoint: 'verifyBackupCode',
    schema: {
      summary: 'Finish a two-factor sign-in with a backup code (sets the session)',
      tags,
      body: verifyBackupCodeBodySchema,
      response: { 200: twoFactorSessionAnswerSchema, ...failures, ...signedIn },
    },
  },
];
