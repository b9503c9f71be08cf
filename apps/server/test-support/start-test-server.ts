import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnginePool } from '@docread/engine';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import type { Db } from '../src/db/database.ts';
import { type OutboxMail, readOutbox } from '../src/mail/outbox.ts';

export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  dataDir: string;
  /** The admin created on first start. */
  admin: { email: string; password: string };
  /** The app's own database handle, for tests that check what was stored. */
  db: Db;
  /** The app's engine pool (in-process servers only), for tests that watch what reaches it. */
  engine?: EnginePool;
  readOutbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

export interface StartTestServerOptions {
  /** A PostgreSQL URL; each server gets its own schema in that database, dropped on close. */
  databaseUrl?: string;
  /** Extra settings, e.g. `{ SIGN_IN_MAX_FAILURES: '3' }`. */
  env?: Record<string, string>;
}

/**
 * Starts the real app on 127.0.0.1 (a free port) with a fresh temporary DATA_DIR, serving apps/web/dist
 * when it has been built. Settings come only from `opts.env`, never from the calling process's environment.
 */
export async function startTestServer(opts: StartTestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'docread-test-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const admin = { email: 'admin@example.com', password: randomBytes(9).toString('base64url') };
  const schema = opts.databaseUrl ? await createSchema(opts.databaseUrl) : null;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    // Browser and API suites submit many forms from one address; the limit itself has its own test.
    LEADS_PER_HOUR: '1000',
    AUTH_MAILS_PER_HOUR: '1000',
    AUTH_REQUESTS_PER_MINUTE: '1000',
    // No OCR workers unless a suite asks for them (ROLE: 'all'): most suites only store documents.
    ROLE: 'web',
    ...(opts.databaseUrl && schema ? { DATABASE_URL: withSearchPath(opts.databaseUrl, schema) } : {}),
    ...opts.env,
  };
  if (env.ADMIN_EMAIL) admin.email = env.ADMIN_EMAIL;
  if (env.ADMIN_PASSWORD) admin.password = env.ADMIN_PASSWORD;
  const config = loadConfig(env);
  const app = await buildApp(config);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    dataDir,
    admin,
    db: app.deps.db,
    engine: app.deps.pipeline.engine,
    readOutbox: () => readOutbox(config.outboxDir),
    async close() {
      await app.close();
      if (opts.databaseUrl && schema) await dropSchema(opts.databaseUrl, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function withSearchPath(databaseUrl: string, schema: string): string {
  const u = new URL(databaseUrl);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

async function createSchema(databaseUrl: string): Promise<string> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema "${schema}"`);
  } finally {
    await client.end();
  }
  return schema;
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export { createApprovedUser, findMailLink, signIn, signUpAndConfirm } from './create-approved-user.ts';
