import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Auth } from './auth.ts';

/**
 * First start: creates the configured admin, approved and verified, through better-auth's own adapter
 * so the password hash and account row are what sign-in expects. A random password is logged once.
 */
export async function ensureAdminAccount(
  auth: Auth,
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  const email = config.admin.email;
  const existing = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) return;
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: 'Administrator',
      emailVerified: true,
      role: 'admin',
      approved: true,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  if (config.admin.password) log.info({ email }, 'admin account created with ADMIN_PASSWORD');
  else log.warn({ email, password }, 'admin account created; this generated password is shown only once');
}
