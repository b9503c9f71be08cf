import { localeSchema, problemSchema, signUpRequestSchema } from '@docread/contracts';
import { z } from 'zod';

/**
 * The better-auth endpoints the portal calls, described for the OpenAPI document. better-auth validates
 * these bodies itself (test/openapi-auth.test.ts keeps them equal to its own schemas and checks real
 * answers against the response schemas); objects are loose because better-auth adds fields of its own.
 */

const callbackURL = z
  .string()
  .describe('A path on this site to redirect to afterwards, e.g. `/login?verified=1`');

export const authUserSchema = z
  .looseObject({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable().optional(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    role: z.string().nullable().optional(),
    approved: z.boolean().nullable().optional().describe('Set by an administrator; false until then'),
    twoFactorEnabled: z.boolean().nullable().optional(),
  })
  .describe('The account as better-auth returns it');

export const authSessionSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});

/** better-auth's failures keep its own `code` (EMAIL_NOT_VERIFIED, INVALID_EMAIL_OR_PASSWORD…). */
export const authProblemSchema = problemSchema.extend({
  code: z.string().describe('better-auth code such as `INVALID_EMAIL_OR_PASSWORD`, or one of ours'),
  message: z.string().optional().describe("better-auth's own English message"),
});

export const statusAnswerSchema = z.looseObject({ status: z.boolean() });

export const signUpBodySchema = z.looseObject({
  ...signUpRequestSchema.shape,
  company: signUpRequestSchema.shape.company.describe('Shown to the administrator who approves the account'),
  language: localeSchema
    .optional()
    .describe("The profile's language and so the e-mails' language; without it, Accept-Language decides"),
  callbackURL: callbackURL.optional(),
});
export const signUpAnswerSchema = z.looseObject({ token: z.string().nullable(), user: authUserSchema });

export const signInBodySchema = z.looseObject({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional().describe('false: the session ends with the browser'),
  callbackURL: callbackURL.optional(),
});
export const signInAnswerSchema = z.union([
  z.looseObject({
    redirect: z.boolean(),
    token: z.string(),
    url: z.string().nullable().optional(),
    user: authUserSchema,
  }),
  z
    .looseObject({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() })
    .describe('Two-factor is on: no session yet; send the code to /api/auth/two-factor/verify-totp'),
]);

export const signOutBodySchema = z.looseObject({});
export const signOutAnswerSchema = z.looseObject({ success: z.boolean() });

export const getSessionQuerySchema = z.object({
  disableCookieCache: z.enum(['true', 'false']).optional(),
  disableRefresh: z.enum(['true', 'false']).optional(),
});
export const getSessionAnswerSchema = z
  .looseObject({ session: authSessionSchema, user: authUserSchema })
  .nullable()
  .describe('null when not signed in');

export const verifyEmailQuerySchema = z.object({
  token: z.string().describe('From the e-mailed link'),
  callbackURL: callbackURL.optional(),
});
export const verifyEmailAnswerSchema = z.looseObject({
  status: z.boolean(),
  user: authUserSchema.nullable().optional(),
});

export const sendVerificationEmailBodySchema = z.looseObject({
  email: z.string(),
  callbackURL: callbackURL.optional(),
});

export const requestPasswordResetBodySchema = z.looseObject({
  email: z.string(),
  redirectTo: z.string().optional().describe('Ignored: the e-mailed link always opens /password-reset'),
});
export const requestPasswordResetAnswerSchema = z.looseObject({
  status: z.boolean(),
  message: z.string().optional(),
});

export const resetPasswordBodySchema = z.looseObject({
  newPassword: z.string().min(6),
  token: z.string().describe('The `token` of the e-mailed /password-reset link'),
});

export const twoFactorPasswordBodySchema = z.looseObject({ password: z.string() });
export const twoFactorEnableAnswerSchema = z.looseObject({
  totpURI: z.string().describe('otpauth:// address for an authenticator app (QR code)'),
  backupCodes: z.array(z.string()),
});

export const verifyTotpBodySchema = z.looseObject({
  code: z.string().describe('The six digits from the authenticator app'),
  trustDevice: z.boolean().optional().describe('Skip two-factor on this browser for 30 days'),
});
export const verifyBackupCodeBodySchema = z.looseObject({
  code: z.string().describe('One of the backup codes shown when two-factor was enabled; each works once'),
  trustDevice: z.boolean().optional(),
  disableSession: z.boolean().optional(),
});
export const twoFactorSessionAnswerSchema = z.looseObject({
  token: z.string().optional(),
  user: authUserSchema.optional(),
});
