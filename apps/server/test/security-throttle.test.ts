import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { createDatabase, type Db, migrateToLatest } from '../src/db/database.ts';
import { createDatabaseThrottle } from '../src/features/auth/address-throttle.ts';
import { findMailLink, signUpAndConfirm, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';

/**
 * Issue 12, High 1 and Medium 8: the auth throttles must hold whatever spelling of the path reaches
 * better-auth, live in the database (shared by processes, kept over restarts), and trust a forwarded
 * client address only from a proxy that TRUST_PROXY names.
 */
const SPELLINGS = [
  '/api/auth/./sign-in/email',
  '/api/auth//sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/sign-in/email/',
  '/api/auth/sign-in//email',
  '/api/auth/sign-in/%65mail',
  '/api/auth/sign-in/email?x=1',
];

/** fetch() would normalise the path before sending it; an attacker's client sends it exactly as written. */
export function rawPost(
  server: TestServer,
  rawPath: string,
  json: unknown,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  const url = new URL(server.url);
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: rawPath,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe(`auth throttles against path tricks (${dialectName})`, () => {
  let server: TestServer;
  const password = 'right-password-42';
  let email: string;

  beforeAll(async () => {
    server = await startServer({ SIGN_IN_MAX_FAILURES: '2', AUTH_MAILS_PER_HOUR: '2' });
    email = uniqueEmail('throttled');
    await signUpAndConfirm(server, { email, password, name: 'Throttled Person' });
  });
  afterAll(() => server?.close());

  it('refuses a failed-sign-in guess past the limit under every spelling of the sign-in path', async () => {
    for (let i = 0; i < 2; i++) {
      const wrong = await http(server, 'POST', '/api/auth/sign-in/email', {
        json: { email, password: 'wrong-password-1' },
      });
      expect(wrong.status).toBe(401);
    }
    const leaks: string[] = [];
    for (const spelling of SPELLINGS) {
      const res = await rawPost(server, spelling, { email, password: 'wrong-password-2' });
      // 429 (throttled) or 404 (no such endpoint); never a password check.
      if (res.status !== 429 && res.status !== 404) leaks.push(`${spelling}: ${res.status}`);
      if (res.status === 429) expect(String(res.headers['retry-after'])).toMatch(/^\d+$/);
    }
    expect(leaks).toEqual([]);
    const right = await rawPost(server, '/api/auth/./sign-in/email', { email, password });
    expect(right.status).toBe(429);
  });

  it('counts mail-sending calls under every spelling of their paths', async () => {
    const before = (await server.readOutbox()).length;
    const leaks: string[] = [];
    for (const spelling of [
      '/api/auth/request-password-reset',
      '/api/auth/./request-password-reset',
      '/api/auth//request-password-reset',
      '/api/auth/%2e/send-verification-email',
      '/api/auth/request-password-reset/',
      '/api/auth/x/../sign-up/email',
    ]) {
      const res = await rawPost(server, spelling, {
        email: uniqueEmail('mail'),
        password,
        name: 'Mail Bomb',
      });
      if (res.status < 400 || res.status >= 500) leaks.push(`${spelling}: ${res.status}`);
    }
    // Two calls pass (the limit); every later spelling is refused and sends nothing.
    expect(leaks.length).toBeLessThanOrEqual(2);
    expect((await server.readOutbox()).length - before).toBeLessThanOrEqual(2);
  });
});

describe(`better-auth's own limiter, in the database (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ AUTH_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(() => server?.close());

  it('limits calls per endpoint and address, keeps its counts in the rateLimit table', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await http(server, 'GET', '/api/auth/get-session')).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const rows = await sql<{ key: string }>`select "key" from "rateLimit"`.execute(server.db);
    expect(rows.rows.map((r) => r.key)).toContain('127.0.0.1|/get-session');
  });

  it('ignores a client-chosen X-Forwarded-For when no proxy is trusted', async () => {
    const spoofed = await http(server, 'GET', '/api/auth/get-session', {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(spoofed.status).toBe(429);
  });

  it('keeps a verification link usable: the confirmation GET is not limited by a burst elsewhere', async () => {
    const email = uniqueEmail('limited');
    const signUp = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'long-enough-pass', name: 'Limited Person' },
    });
    expect(signUp.status).toBe(200);
    const link = await findMailLink(server, email, '/api/auth/verify-email');
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
  });
});

describe('throttle storage shared through the database (one SQLite file, two throttles)', () => {
  let dataDir: string;
  let db: Db;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'docread-throttle-'));
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@example.com' });
    db = createDatabase(config.database);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lets a second process (or the same one after a restart) see the first one’s counts', async () => {
    const first = createDatabaseThrottle(db, 'sign-in', 2, 60_000);
    await first.record('203.0.113.9');
    await first.record('203.0.113.9');
    const second = createDatabaseThrottle(db, 'sign-in', 2, 60_000);
    expect(await second.retryAfterSeconds('203.0.113.9')).toBeGreaterThan(0);
    expect(await second.retryAfterSeconds('203.0.113.10')).toBe(0);
    const otherBucket = createDatabaseThrottle(db, 'auth-mail', 2, 60_000);
    expect(await otherBucket.retryAfterSeconds('203.0.113.9')).toBe(0);
  });
});

describe('TRUST_PROXY names the proxy', () => {
  const base = { DATA_DIR: tmpdir(), ADMIN_EMAIL: 'admin@example.com', SESSION_SECRET: 'x'.repeat(32) };
  it('refuses a blanket true, which would believe any client’s X-Forwarded-For', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
  it('takes addresses, CIDR ranges or a hop count', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});

describe(`the client address behind a named proxy (${dialectName})`, () => {
  const password = 'right-password-42';
  async function failedSignIns(server: TestServer, email: string, forwardedFor: string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (const address of forwardedFor) {
      const res = await http(server, 'POST', '/api/auth/sign-in/email', {
        json: { email, password: 'wrong-password-9' },
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For from a peer that is not the named proxy', async () => {
    const server = await startServer({ SIGN_IN_MAX_FAILURES: '2', TRUST_PROXY: '10.9.9.9' });
    try {
      const email = uniqueEmail('unproxied');
      await signUpAndConfirm(server, { email, password, name: 'Not Proxied' });
      // A new made-up address per attempt does not reset the count: the peer (127.0.0.1) is counted.
      expect(await failedSignIns(server, email, ['198.51.100.1', '198.51.100.2', '198.51.100.3'])).toEqual([
        401, 401, 429,
      ]);
    } finally {
      await server.close();
    }
  });

  it('counts each client separately behind the named proxy', async () => {
    const server = await startServer({ SIGN_IN_MAX_FAILURES: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      const email = uniqueEmail('proxied');
      await signUpAndConfirm(server, { email, password, name: 'Behind Proxy' });
      expect(await failedSignIns(server, email, ['198.51.100.1', '198.51.100.1', '198.51.100.1'])).toEqual([
        401, 401, 429,
      ]);
      // Another client behind the same proxy is not punished for the first one's guesses.
      expect(await failedSignIns(server, email, ['198.51.100.2'])).toEqual([401]);
    } finally {
      await server.close();
    }
  });
});
