import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isCommonPassword, PASSWORD_MIN_LENGTH } from '@docread/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { findUserIdByEmail } from '../account/account-records.ts';
import type { Auth } from './auth.ts';

/** Where a generated first password is kept (0600), so it never has to pass through the log. */
export const INITIAL_ADMIN_PASSWORD_FILE = 'initial-admin-password';

/**
 * First start: creates the configured admin, approved and verified, through better-auth's own adapter
 * so the password hash and account row are what sign-in expects. Without ADMIN_PASSWORD a random one is
 * written to DATA_DIR/initial-admin-password, readable by the server's user only; the log gives the path.
 */
export async function ensureAdminAccount(
  auth: Auth,
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  const email = config.admin.email;
  if (await findUserIdByEmail(db, email)) return;
  const chosen = config.admin.password;
  if (chosen !== null && (chosen.length < PASSWORD_MIN_LENGTH || isCommonPassword(chosen))) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      `the first admin's password must have at least ${PASSWORD_MIN_LENGTH} characters and not be a common one`,
    );
  }
  const password = config.admin.password ?? randomBytes(18).toString('base64url');
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
  if (config.admin.password) {
    log.info({ email }, 'admin account created with ADMIN_PASSWORD');
    return;
  }
  const file = path.join(config.dataDir, INITIAL_ADMIN_PASSWORD_FILE);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  log.warn(
    { email, passwordFile: file },
    'admin account created; its generated password is in passwordFile: sign in, change it, delete the file',
  );
}
