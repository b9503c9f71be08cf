import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ASSIGNABLE_PLANS, type AssignablePlan } from '@docread/contracts';
import { z } from 'zod';
import { restrictNewFileModes } from './file-modes.ts';
import { loadMetricsConfig, type MetricsConfig } from './metrics-config.ts';
import { loadPaymentsConfig, type PaymentsConfig } from './payments-config.ts';
import { loadPipelineConfig, type PipelineConfig } from './pipeline-config.ts';
import { loadObjectStoreConfig, type ObjectStoreConfig } from './storage-config.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const urlSetting = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting the server reads, with its default; `npm run docs:settings` writes the README's table from it. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).meta({ description: 'HTTP port.' }),
  HOST: z.string().trim().min(1).default('0.0.0.0').meta({ description: 'Address to listen on.' }),
  DATA_DIR: z.string().trim().min(1).default('./data').meta({
    description:
      'Folder for the SQLite database, uploaded files, the mail outbox and the generated session secret.',
  }),
  DATABASE_URL: urlSetting(['postgres:', 'postgresql:']).optional().meta({
    description:
      '`postgres://user:password@host:5432/db` to use PostgreSQL instead of SQLite (the job queue stays its `documents` table).',
    defaultText: '(unset: SQLite)',
  }),
  PUBLIC_URL: urlSetting(['http:', 'https:']).optional().meta({
    description:
      'The address people use to reach the site; e-mailed links and cookie security (`Secure` when https) follow it.',
    defaultText: '`http://localhost:$PORT`',
  }),
  TRUSTED_ORIGINS: z.string().optional().meta({
    description:
      'Extra comma-separated origins whose pages may call the cookie API (`/api`, auth included) from a browser, e.g. the Vite dev server `http://localhost:5173`; any other origin gets 403 on state-changing calls.',
    defaultText: '(none; without `PUBLIC_URL`, `http://127.0.0.1:$PORT` and `http://[::1]:$PORT`)',
  }),
  SMTP_URL: urlSetting(['smtp:', 'smtps:']).optional().meta({
    description: '`smtp://user:pass@host:587` or `smtps://…`; without it mail goes to `DATA_DIR/outbox/`.',
    defaultText: '(unset: outbox)',
  }),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('DocRead <no-reply@localhost>')
    .meta({ description: 'Sender of every e-mail.' }),
  // Must pass better-auth's own e-mail check, which refuses a bare `admin@localhost`.
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .email({ message: 'must be an e-mail address with a domain, e.g. admin@docread.localhost' })
    .default('admin@docread.localhost')
    .meta({ description: 'Administrator created on first start (approved, role admin).' }),
  // Used only when the admin is first created, where the full password rule applies (auth/admin-account.ts);
  // an install whose older, shorter value is still set keeps starting.
  ADMIN_PASSWORD: z.string().min(6).optional().meta({
    description:
      "That administrator's password when it is first created: at least 10 characters, not a common password.",
    defaultText: '(random, in `DATA_DIR/initial-admin-password`)',
  }),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional().meta({
    description:
      'Secret that signs sessions, at least 32 characters; when unset one is generated and kept in `DATA_DIR/session-secret`. Set it when there is more than one process: workers open the sealed callback secrets of API keys with a key derived from it.',
    defaultText: '(generated)',
  }),
  WEB_DIST_DIR: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ description: 'The web build served at `/`.', defaultText: '`apps/web/dist`' }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta({ description: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.' }),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional().meta({
    description:
      '`pretty`: readable lines (pino-pretty); `json`: one object a line. `NODE_ENV=production` means `json`.',
    defaultText: '`pretty` on a terminal, else `json`',
  }),
  NODE_ENV: z
    .string()
    .optional()
    .meta({ description: '`production` makes `LOG_FORMAT` default to `json`.', defaultText: '(none)' }),
  TRUST_PROXY: z.string().trim().optional().meta({
    description:
      'Behind a reverse proxy, name it: its addresses or CIDR ranges (`10.0.0.2,10.1.0.0/16`) or the number of proxy hops (`1`). Client addresses then come from `X-Forwarded-For`; `true` is refused, as it would let any client choose its address.',
    defaultText: '`false`',
  }),
  SIGN_IN_MAX_FAILURES: positiveInt(10).meta({
    description: 'Failed sign-ins from one address before it gets 429 answers…',
  }),
  SIGN_IN_FAILURE_WINDOW_MINUTES: positiveInt(15).meta({ description: '…within this many minutes.' }),
  LEADS_PER_HOUR: positiveInt(10).meta({
    description: 'Lead-form submissions accepted per address per hour.',
  }),
  AUTH_MAILS_PER_HOUR: positiveInt(30).meta({
    description:
      'Sign-ups, password-reset and confirmation-resend requests (each sends an e-mail) accepted per address per hour.',
  }),
  AUTH_REQUESTS_PER_MINUTE: positiveInt(100).meta({
    description:
      "better-auth's own limiter: calls per minute per address to each `/api/auth` endpoint (counted in the database).",
  }),
  TRY_UPLOADS_PER_HOUR: positiveInt(5).meta({
    description:
      'Files the public playground (`POST /api/try`) reads per address per hour; samples are not counted.',
  }),
  TRY_CONCURRENCY: positiveInt(1).meta({
    description: 'Playground files read at once; past it the playground answers 503 with `Retry-After`.',
  }),
  // A self-hosted team may want no limit: `unlimited`.
  DEFAULT_PLAN: z.enum(ASSIGNABLE_PLANS).default('trial').meta({
    description:
      "The plan a new account starts on: `trial` (10 documents, 14 days), `starter`, `professional`, `enterprise` or `unlimited` (no quota: a self-hosted team). Admins change an account's plan, quota and suspension on its admin page.",
  }),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database:
    | { readonly dialect: 'sqlite'; readonly file: string }
    | { readonly dialect: 'postgres'; readonly url: string };
  readonly publicUrl: string;
  readonly trustedOrigins: readonly string[];
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly outboxDir: string;
  readonly uploadsDir: string;
  readonly admin: { readonly email: string; readonly password: string | null };
  readonly sessionSecret: string;
  readonly webDistDir: string;
  readonly logLevel: string;
  /** `pretty`: readable lines (pino-pretty) for a person at a terminal; `json`: one object a line. */
  readonly logFormat: 'pretty' | 'json';
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and CIDR ranges. */
  readonly trustProxy: TrustProxy;
  readonly signInThrottle: { readonly maxFailures: number; readonly windowMs: number };
  /** The plan a new account starts on. */
  readonly defaultPlan: AssignablePlan;
  readonly leadsPerHour: number;
  readonly authMailsPerHour: number;
  /** better-auth's own limiter: calls per minute per client address and auth endpoint. */
  readonly authRequestsPerMinute: number;
  /** The public playground (/api/try): uploads per visitor per hour, documents processed at once. */
  readonly tryIt: { readonly uploadsPerHour: number; readonly concurrency: number };
  readonly pipeline: PipelineConfig;
  /** S3-compatible object store for uploaded files; null keeps them under `uploadsDir`. */
  readonly objectStore: ObjectStoreConfig | null;
  readonly metrics: MetricsConfig;
  /** Stripe: customers pay for plans themselves; null keeps plan buttons as requests to the team. */
  readonly payments: PaymentsConfig | null;
}

/** A setting with a bad value; `setting` names it so the operator knows what to fix. */
export class ConfigError extends Error {
  readonly setting: string;
  constructor(setting: string, message: string) {
    super(`Invalid setting ${setting}: ${message}`);
    this.setting = setting;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Reads and validates the environment once; the result is frozen and passed to whoever needs it.
 * Relative paths resolve against the working directory, as a person typing them expects.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const s = parsed.data;
  const dataDir = path.resolve(s.DATA_DIR);
  restrictNewFileModes();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const publicUrl = (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, '');
  // Without PUBLIC_URL the site is local: sign-in must work whichever loopback name the browser was given.
  const loopbackOrigins = s.PUBLIC_URL ? [] : [`http://127.0.0.1:${s.PORT}`, `http://[::1]:${s.PORT}`];
  return Object.freeze({
    port: s.PORT,
    host: s.HOST,
    dataDir,
    database: s.DATABASE_URL
      ? { dialect: 'postgres' as const, url: s.DATABASE_URL }
      : { dialect: 'sqlite' as const, file: path.join(dataDir, 'docread.sqlite') },
    publicUrl,
    trustedOrigins: Object.freeze([
      ...loopbackOrigins,
      ...(s.TRUSTED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ]),
    smtpUrl: s.SMTP_URL ?? null,
    mailFrom: s.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    admin: Object.freeze({ email: s.ADMIN_EMAIL, password: s.ADMIN_PASSWORD ?? null }),
    sessionSecret: s.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    webDistDir: path.resolve(s.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: s.LOG_LEVEL,
    logFormat: s.LOG_FORMAT ?? (process.stdout.isTTY && s.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    trustProxy: parseTrustProxy(s.TRUST_PROXY, (message) => new ConfigError('TRUST_PROXY', message)),
    signInThrottle: Object.freeze({
      maxFailures: s.SIGN_IN_MAX_FAILURES,
      windowMs: s.SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000,
    }),
    defaultPlan: s.DEFAULT_PLAN,
    leadsPerHour: s.LEADS_PER_HOUR,
    authMailsPerHour: s.AUTH_MAILS_PER_HOUR,
    authRequestsPerMinute: s.AUTH_REQUESTS_PER_MINUTE,
    tryIt: Object.freeze({ uploadsPerHour: s.TRY_UPLOADS_PER_HOUR, concurrency: s.TRY_CONCURRENCY }),
    pipeline: loadPipelineConfig(present, (setting, message) => new ConfigError(setting, message)),
    objectStore: loadObjectStoreConfig(present, (setting, message) => new ConfigError(setting, message)),
    metrics: loadMetricsConfig(present, (setting, message) => new ConfigError(setting, message)),
    payments: loadPaymentsConfig(present, (setting, message) => new ConfigError(setting, message)),
  });
}

/** Sessions must survive restarts, so a generated secret is kept beside the data it protects. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: no secret yet.
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
