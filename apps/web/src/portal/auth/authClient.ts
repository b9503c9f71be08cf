import { readSavedLocale } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * better-auth answers errors as `{ code, message }` rather than problem+json; this keeps both the code
 * (to translate known ones) and the server's own message (shown when the code is unknown).
 */
export class AuthError extends Error {
  readonly code: string | undefined;
  readonly status: number;
  constructor(status: number, code: string | undefined, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function authPost<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let data: Record<string, unknown> | null = null;
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    // A non-JSON answer (proxy page): only the status is meaningful.
  }
  if (!res.ok) {
    const code = typeof data?.code === 'string' ? data.code : undefined;
    const message =
      (typeof data?.message === 'string' && data.message) ||
      (typeof data?.detail === 'string' && data.detail) ||
      res.statusText ||
      `HTTP ${res.status}`;
    throw new AuthError(res.status, code, message);
  }
  return data as T;
}

export interface SignInResult {
  twoFactorRedirect?: boolean;
}

export const authClient = {
  signIn: (input: { email: string; password: string }) => authPost<SignInResult>('/sign-in/email', input),
  signUp: (input: { email: string; password: string; name: string; company?: string }) =>
    authPost<{ user?: { approved?: boolean } }>('/sign-up/email', {
      ...input,
      // The new profile (and so every e-mail we send) starts in the language the visitor is reading.
      language: readSavedLocale(),
      // The e-mailed confirmation link lands on the sign-in page with a "confirmed" notice.
      callbackURL: '/login?verified=1',
    }),
  signOut: () => authPost<unknown>('/sign-out', {}),
  verifyTotp: (code: string) => authPost<unknown>('/two-factor/verify-totp', { code }),
  verifyBackupCode: (code: string) => authPost<unknown>('/two-factor/verify-backup-code', { code }),
  requestPasswordReset: (email: string) =>
    authPost<unknown>('/request-password-reset', { email, redirectTo: '/password-reset' }),
  resetPassword: (newPassword: string, token: string) =>
    authPost<unknown>('/reset-password', { newPassword, token }),
  enableTwoFactor: (password: string) =>
    authPost<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password }),
  disableTwoFactor: (password: string) => authPost<unknown>('/two-factor/disable', { password }),
};

/** The code of an auth or API failure, whichever client raised it. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof AuthError) return error.code;
  if (error instanceof ApiError) return error.code;
  return undefined;
}
