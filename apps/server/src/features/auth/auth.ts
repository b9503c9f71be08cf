import {
  DEFAULT_PROFILE_LANGUAGE,
  DEFAULT_SITE_LOCALE,
  localeSchema,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
} from '@docread/contracts';
import { betterAuth } from 'better-auth';
import { admin, openAPI, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db, Dialect } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from '../../mail/messages.ts';
import { languageOfUser } from '../../mail/recipient-language.ts';
import { insertProfile } from '../account/account-records.ts';
import { notifyApprovalWaiting } from '../admin/notify-approval-waiting.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';
import { commonPasswordGuard } from './common-password-guard.ts';

/** Where the e-mailed confirmation link finally lands: the sign-in page with a "confirmed" notice. */
export const VERIFIED_CALLBACK_PATH = '/login?verified=1';
/** The web page that reads `?token=` and calls `POST /api/auth/reset-password`. */
export const PASSWORD_RESET_PATH = '/password-reset';

export interface AuthHooks {
  /** After a user row is deleted (admin removal included): their stored files go too. */
  userDeleted?: (userId: string) => Promise<void>;
}

export function createAuth(
  config: Config,
  db: Db,
  dialect: Dialect,
  mailer: Mailer,
  log: FastifyBaseLogger,
  hooks: AuthHooks = {},
) {
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [...config.trustedOrigins],
    database: { db, type: dialect, transaction: true },
    telemetry: { enabled: false },
    rateLimit: authRateLimit(config.authRequestsPerMinute),
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    logger: {
      log: (level, message) =>
        level === 'error'
          ? log.error(`[auth] ${message}`)
          : level === 'warn'
            ? log.warn(`[auth] ${message}`)
            : log.debug(`[auth] ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // A sign-up with a taken address answers exactly like a new one (same body, and a mail is sent in both
      // cases, so the time taken tells nothing either); the owner is told instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          accountExistsMail(
            user.email,
            await languageOfUser(db, user.id),
            `${config.publicUrl}/login`,
            `${config.publicUrl}${PASSWORD_RESET_PATH}`,
          ),
        );
      },
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        ...additionalFields,
        id,
      }),
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, await languageOfUser(db, user.id), url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      afterEmailVerification: async (user) => {
        await notifyApprovalWaiting({ db, mailer, config }, user);
      },
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(url);
        link.searchParams.set('callbackURL', VERIFIED_CALLBACK_PATH);
        await mailer.send(verificationMail(user.email, await languageOfUser(db, user.id), link.toString()));
      },
    },
    user: {
      additionalFields: {
        // input: false: a sign-up body cannot approve itself.
        approved: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            // routes/auth.routes.ts has checked both and filled `language` from Accept-Language when absent.
            const body = (context?.body ?? {}) as { company?: unknown; language?: unknown };
            const company =
              typeof body.company === 'string' && body.company.trim() ? body.company.trim() : null;
            // Without a request (the first administrator, made at start) nobody chose a language: the
            // site's own, which the portal then keeps on sign-in instead of switching a Hebrew site to English.
            const language = localeSchema
              .catch(context ? DEFAULT_PROFILE_LANGUAGE : DEFAULT_SITE_LOCALE)
              .parse(body.language);
            await insertProfile(db, {
              user_id: user.id,
              full_name: user.name,
              company,
              language,
              // The first administrator runs the install: a trial's ten documents would lock out its own
              // operator, whatever plan customers start on.
              plan: context ? config.defaultPlan : 'unlimited',
              updated_at: nowIso(),
            });
          },
        },
        delete: {
          after: async (user) => {
            await hooks.userDeleted?.(user.id);
          },
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'], allowImpersonatingAdmins: false }),
      twoFactor({ issuer: PRODUCT_NAME }),
      commonPasswordGuard(),
      // Only for the server's own /api/openapi.json (auth-openapi.ts): its HTTP endpoints answer 404.
      openAPI({ disableDefaultReference: true }),
    ],
    disabledPaths: [OPEN_API_SCHEMA_PATH, OPEN_API_REFERENCE_PATH],
  });
}

/** The openAPI plugin's own endpoints (its schema and its Scalar page), kept unreachable. */
const OPEN_API_SCHEMA_PATH = '/open-api/generate-schema';
const OPEN_API_REFERENCE_PATH = '/reference';

/** The endpoints better-auth limits more strictly by default (3 calls per 10 s or per minute). */
const STRICT_BY_DEFAULT = [
  '/sign-in/email',
  '/sign-up/email',
  '/change-password',
  '/change-email',
  '/request-password-reset',
  '/send-verification-email',
];

/**
 * better-auth's limiter, per client address and endpoint, counted in the database (its `rateLimit` table) so
 * that every process shares it. One rule for every endpoint: its stricter defaults for sign-up would refuse a
 * team signing up together from one office address; failed sign-ins and mails have their own throttles
 * (routes/auth.routes.ts).
 */
function authRateLimit(perMinute: number) {
  const rule = { window: 60, max: perMinute };
  return {
    enabled: true,
    storage: 'database' as const,
    window: rule.window,
    max: rule.max,
    customRules: Object.fromEntries(STRICT_BY_DEFAULT.map((path) => [path, rule])),
  };
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionData['user'];
