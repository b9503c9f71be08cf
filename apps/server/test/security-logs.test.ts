import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMailLink, signIn } from '../test-support/start-test-server.ts';
import { type LoggedProcess, spawnLogged } from './ops-support.ts';
import { asTestServer, processEnv, stopProcess, waitUntilHealthy } from './process-support.ts';
import { uniqueEmail } from './support.ts';

/**
 * Issue 12, Medium 9: a real server process at the most talkative level; the reset and verification tokens
 * it mails and the admin password it generates must not appear in any line it logs.
 */
describe('no secret reaches a log line (separate server process, debug level)', () => {
  let env: Record<string, string>;
  let server: LoggedProcess;

  beforeAll(async () => {
    env = await processEnv({ LOG_LEVEL: 'trace', ROLE: 'web' });
    // No ADMIN_PASSWORD: the server generates one on first start.
    delete env.ADMIN_PASSWORD;
    server = spawnLogged('main.ts', env, 'logs');
    await waitUntilHealthy(env.PUBLIC_URL!, 60_000, server.child as ChildProcess);
  }, 90_000);
  afterAll(async () => {
    if (server) await stopProcess(server.child);
    if (env) await rm(env.DATA_DIR!, { recursive: true, force: true });
  });

  it('keeps the generated admin password in a private file, not in the log', async () => {
    const file = path.join(env.DATA_DIR!, 'initial-admin-password');
    const password = (await readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    const all = server.logs.map((l) => JSON.stringify(l)).join('\n');
    expect(all).not.toContain(password);
    expect(all).toContain('initial-admin-password');
    await signIn(asTestServer({ ...env, ADMIN_PASSWORD: password }), env.ADMIN_EMAIL!, password);
  });

  it('logs no verification or reset token, in mail notices or request lines', async () => {
    const test = asTestServer(env);
    const email = uniqueEmail('logged');
    const signUp = await fetch(`${env.PUBLIC_URL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-pass-1', name: 'Logged Person' }),
    });
    expect(signUp.status).toBe(200);
    const verify = await findMailLink(test, email, '/api/auth/verify-email');
    expect((await fetch(verify, { redirect: 'manual' })).status).toBe(302);
    const reset = await fetch(`${env.PUBLIC_URL}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, redirectTo: '/password-reset' }),
    });
    expect(reset.status).toBe(200);
    const resetLink = await findMailLink(test, email, '/password-reset?token=');
    const resetToken = new URL(resetLink).searchParams.get('token')!;
    // The reset link's own GET form (better-auth's callback) carries the token in the path.
    await fetch(`${env.PUBLIC_URL}/api/auth/reset-password/${resetToken}?callbackURL=/password-reset`, {
      redirect: 'manual',
    });
    const done = await fetch(`${env.PUBLIC_URL}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetToken, newPassword: 'new-secret-pass' }),
    });
    expect(done.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));

    const verifyToken = new URL(verify).searchParams.get('token')!;
    const lines = server.logs.map((l) => JSON.stringify(l));
    expect(lines.length).toBeGreaterThan(5);
    for (const token of [verifyToken, resetToken]) {
      expect(token.length).toBeGreaterThan(10);
      expect(lines.filter((l) => l.includes(token))).toEqual([]);
    }
    expect(lines.filter((l) => l.includes('new-secret-pass') || l.includes('secret-pass-1'))).toEqual([]);
  });

  it('logs no API key, in a query parameter, a path or a header (issue 30, item 6)', async () => {
    const key = () => `ocr_${randomBytes(32).toString('hex')}`;
    const secrets: string[] = [];
    const calls: Array<[string, Record<string, string>]> = [];
    for (const param of ['api_key', 'apikey', 'access_token', 'API_KEY', 'token']) {
      const value = key();
      secrets.push(value);
      calls.push([`/v3/jobs?${param}=${value}`, {}]);
    }
    const opaque = randomBytes(24).toString('hex');
    secrets.push(opaque);
    calls.push([`/v3/jobs?access_token=${opaque}`, {}]);
    const inPath = key();
    const encoded = key();
    const inHeader = key();
    secrets.push(inPath, encoded, inHeader);
    calls.push([`/v3/results/${inPath}`, {}]);
    calls.push([`/v3/jobs?q=${encoded.replace('_', '%5F')}`, {}]);
    calls.push(['/v3/jobs', { 'x-api-key': inHeader, authorization: `Bearer ${inHeader}` }]);
    for (const [path, headers] of calls) {
      const res = await fetch(`${env.PUBLIC_URL}${path}`, { headers });
      expect(res.status).toBe(401);
    }
    await new Promise((r) => setTimeout(r, 300));
    const lines = server.logs.map((l) => JSON.stringify(l));
    expect(lines.some((l) => l.includes('/v3/jobs?api_key=[redacted]'))).toBe(true);
    const leaked = secrets.filter((secret) =>
      lines.some((l) => l.includes(secret) || l.includes(secret.replace('_', '%5F'))),
    );
    expect(leaked).toEqual([]);
  });
});
