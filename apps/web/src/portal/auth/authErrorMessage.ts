import type { TFunction } from 'i18next';
import { AuthError } from './authClient.ts';

/** Codes better-auth sends that we can say in the reader's language; anything else keeps the server's text. */
const KNOWN_CODES = {
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
  USER_ALREADY_EXISTS: 'auth.errors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.userExists',
  INVALID_TOKEN: 'auth.errors.invalidToken',
  INVALID_CODE: 'auth.errors.invalidCode',
  INVALID_TWO_FACTOR_COOKIE: 'auth.errors.twoFactorExpired',
  INVALID_PASSWORD: 'auth.errors.invalidPassword',
  PASSWORD_TOO_SHORT: 'auth.errors.passwordTooShort',
  TOO_MANY_REQUESTS: 'auth.errors.tooManyRequests',
} as const;

export function authErrorMessage(error: unknown, t: TFunction<'portal'>): string {
  if (error instanceof AuthError) {
    const key = error.code ? KNOWN_CODES[error.code as keyof typeof KNOWN_CODES] : undefined;
    if (key) return t(key);
    if (error.status === 429) return t('auth.errors.tooManyRequests');
    return error.message;
  }
  if (error instanceof TypeError) return t('common.network');
  return error instanceof Error ? error.message : String(error);
}
