import type { Generated } from 'kysely';

/**
 * better-auth's tables, declared so the one `Database` type (schema.ts) covers the whole database; better-auth
 * owns their column names (camelCase). Timestamps and booleans as the drivers return them (see schema.ts).
 */
export type Timestamp = string | Date;
export type Bool = boolean | number;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: string | null;
  banned: Bool | null;
  banReason: string | null;
  banExpires: Timestamp | null;
  twoFactorEnabled: Bool | null;
  /** The one source of truth for the approval gate (see docs/decisions.md). */
  approved: Generated<Bool>;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** better-auth's own tables: never queried by our code, declared so the type covers the whole database. */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Bool | null;
  failedVerificationCount: number | null;
  lockedUntil: Timestamp | null;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}
