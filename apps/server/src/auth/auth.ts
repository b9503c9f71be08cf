import {
  DEFAULT_PROFILE_LANGUAGE,
  localeSchema,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
} from '@docread/contracts';
import { betterAuth } from 'better-auth';
import { admin, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db, Dialect } from '../db/database.ts';
import { nowIso } from '../db/values.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/messages.ts';
import { languageOfUser } from '../mail/recipient-language.ts';

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
    // Our own throttle counts failed sign-ins only (routes/auth.routes.ts); better-auth's limiter also
    // counts successful sign-ups (3 per 10 s per address), which would refuse a team signing up together.
    rateLimit: { enabled: false },
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
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, await languageOfUser(db, user.id), url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(url);
        link.searchParams.set('callbackURL', VERIFIED_CALLBACK_PATH);
        await mailer.send(
          verificationMail(user.email, await languageOfUser(db, user.id), user.name, link.toString()),
        );
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
            const language = localeSchema.catch(DEFAULT_PROFILE_LANGUAGE).parse(body.language);
            await db
              .insertInto('profiles')
              .values({
                user_id: user.id,
                full_name: user.name,
                company,
                language,
                updated_at: nowIso(),
              })
              .execute();
          },
        },
        delete: {
          after: async (user) => {
            await hooks.userDeleted?.(user.id);
          },
        },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), twoFactor({ issuer: PRODUCT_NAME })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionData['user'];
