import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FREE_TRIAL } from '@docread/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApprovedUser,
  findMailLink,
  signIn,
  signUpAndConfirm,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

describe(`profile, password, billing, roles and account deletion (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it("gives the first administrator, made at start, the site's own language (Hebrew), not English", async () => {
    const cookie = await signIn(server, server.admin.email, server.admin.password);
    const me = await http(server, 'GET', '/api/me', { cookie });
    expect(me.body.profile.language).toBe('he');
  });

  it('puts the first administrator on the unlimited plan, not the trial customers start on', async () => {
    const cookie = await signIn(server, server.admin.email, server.admin.password);
    const usage = await http(server, 'GET', '/api/billing/usage', { cookie });
    expect(usage.body).toMatchObject({ plan: 'unlimited', documentLimit: null });
  });

  it('reads and updates the profile, keeping the user name in step', async () => {
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('profile'),
      password: 'secret-pass-1',
      name: 'Ron Katz',
    });
    const profile = await http(server, 'GET', '/api/profile', { cookie });
    expect(profile.body).toMatchObject({
      fullName: 'Ron Katz',
      company: null,
      language: 'en',
      approved: true,
    });

    const updated = await http(server, 'PATCH', '/api/profile', {
      cookie,
      json: { fullName: 'Ron Katz-Levi', company: 'Katz Ltd', language: 'he' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ fullName: 'Ron Katz-Levi', company: 'Katz Ltd', language: 'he' });
    expect((await http(server, 'GET', '/api/me', { cookie })).body.user.name).toBe('Ron Katz-Levi');

    const short = await http(server, 'PATCH', '/api/profile', {
      cookie,
      json: { fullName: 'R', language: 'en' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toMatchObject({
      path: 'fullName',
      messageKey: 'validation.fullNameMin',
      message: 'Full name must be at least 2 characters',
    });
    const language = await http(server, 'PATCH', '/api/profile', {
      cookie,
      json: { fullName: 'Ron', language: 'fr' },
    });
    expect(language.body.errors[0]).toMatchObject({
      path: 'language',
      messageKey: 'validation.languageInvalid',
    });
  });

  it("applies the seeds' sign-up rules before better-auth", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { email: uniqueEmail('rules'), password: 'secret-pass-1', name: 'A' },
        'name',
        'validation.fullNameMin',
      ],
      [{ email: 'nope', password: 'secret-pass-1', name: 'Al Bo' }, 'email', 'validation.emailInvalid'],
      [
        { email: uniqueEmail('rules'), password: 'nine-char', name: 'Al Bo' },
        'password',
        'validation.passwordMin',
      ],
    ];
    for (const [json, path, messageKey] of cases) {
      const res = await http(server, 'POST', '/api/auth/sign-up/email', { json });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, messageKey }));
    }
    const ten = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email: uniqueEmail('ten'), password: 'ten-chars!', name: 'Ten Chars' },
    });
    expect(ten.status).toBe(200);
  });

  it('resets a forgotten password through the e-mailed /password-reset link', async () => {
    const email = uniqueEmail('forgetful');
    await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'For Getful' });
    const oldSession = await signIn(server, email, 'secret-pass-1');
    const request = await http(server, 'POST', '/api/auth/request-password-reset', {
      json: { email, redirectTo: '/password-reset' },
    });
    expect(request.status).toBe(200);
    const link = await findMailLink(server, email, '/password-reset?token=');
    expect(link.startsWith(`${server.url}/password-reset?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const reset = await http(server, 'POST', '/api/auth/reset-password', {
      json: { newPassword: 'new-secret-pass', token },
    });
    expect(reset.status).toBe(200);
    expect((await http(server, 'GET', '/api/me', { cookie: oldSession })).status).toBe(401);
    await signIn(server, email, 'new-secret-pass');
  });

  it('reports free-trial usage and records a plan request', async () => {
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('billing'),
      password: 'secret-pass-1',
      name: 'Bill Ing',
    });
    await upload(server, cookie, uploadParts({ filename: 'a.png', type: 'image/png', data: PNG }));
    const usage = await http(server, 'GET', '/api/billing/usage', { cookie });
    expect(usage.body).toMatchObject({
      plan: 'free_trial',
      documentsProcessed: 1,
      documentLimit: FREE_TRIAL.documents,
      trialDaysLeft: FREE_TRIAL.days,
      requestedPlan: null,
    });
    const request = await http(server, 'POST', '/api/billing/plan-request', {
      cookie,
      json: { plan: 'professional', period: 'annual' },
    });
    expect(request.status).toBe(201);
    const after = await http(server, 'GET', '/api/billing/usage', { cookie });
    expect(after.body.requestedPlan).toMatchObject({ plan: 'professional', period: 'annual' });
    expect(
      (await server.readOutbox()).some(
        (m) => m.to.includes(server.admin.email) && /Professional/.test(m.subject),
      ),
    ).toBe(true);
    const bad = await http(server, 'POST', '/api/billing/plan-request', {
      cookie,
      json: { plan: 'gold', period: 'annual' },
    });
    expect(bad.status).toBe(400);
  });

  it('lets the admin change roles: a moderator passes user checks but not admin ones', async () => {
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('mod'),
      password: 'secret-pass-1',
      name: 'Mo Derator',
    });
    const id = await userIdOf(server, cookie);
    const adminCookie = await signIn(server, server.admin.email, server.admin.password);
    const changed = await http(server, 'PATCH', `/api/admin/users/${id}`, {
      cookie: adminCookie,
      json: { role: 'moderator' },
    });
    expect(changed.body.role).toBe('moderator');
    expect((await http(server, 'GET', '/api/me', { cookie })).body.role).toBe('moderator');
    expect((await http(server, 'GET', '/api/documents', { cookie })).status).toBe(200);
    expect((await http(server, 'GET', '/api/admin/users', { cookie })).status).toBe(403);

    const adminId = await userIdOf(server, adminCookie);
    const self = await http(server, 'PATCH', `/api/admin/users/${adminId}`, {
      cookie: adminCookie,
      json: { role: 'user' },
    });
    expect(self.status).toBe(409);
    expect(
      (await http(server, 'POST', `/api/admin/users/${adminId}/revoke`, { cookie: adminCookie })).status,
    ).toBe(409);
    expect(
      (await http(server, 'POST', '/api/admin/users/nobody/approve', { cookie: adminCookie })).status,
    ).toBe(404);
    const badRole = await http(server, 'PATCH', `/api/admin/users/${id}`, {
      cookie: adminCookie,
      json: { role: 'root' },
    });
    expect(badRole.status).toBe(400);
  });

  it('deletes the account with everything it owns once the e-mail is confirmed', async () => {
    const email = uniqueEmail('leaving');
    const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Lea Ving' });
    const id = await userIdOf(server, cookie);
    await upload(server, cookie, uploadParts({ filename: 'a.png', type: 'image/png', data: PNG }));
    await http(server, 'POST', '/api/api-keys', { cookie, json: { name: 'k' } });
    await http(server, 'POST', '/api/webhooks', {
      cookie,
      json: { name: 'w', url: 'https://example.com', events: ['document_uploaded'] },
    });

    const wrong = await http(server, 'DELETE', '/api/account', {
      cookie,
      json: { email: 'someone@example.com' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].messageKey).toBe('validation.emailMismatch');

    const done = await http(server, 'DELETE', '/api/account', {
      cookie,
      json: { email: email.toUpperCase() },
    });
    expect(done.status).toBe(204);
    expect((await http(server, 'GET', '/api/me', { cookie })).status).toBe(401);
    for (const table of ['documents', 'api_keys', 'webhooks', 'profiles'] as const) {
      expect(
        await server.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute(),
        table,
      ).toEqual([]);
    }
    expect(await server.db.selectFrom('user').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await server.db.selectFrom('session').select('id').where('userId', '=', id).execute()).toEqual([]);
    await expect(readdir(path.join(server.dataDir, 'uploads', id))).rejects.toThrow();
    const again = await http(server, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: 'secret-pass-1' },
    });
    expect(again.status).toBe(401);
  });
});

describe(`failed sign-in throttle (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SIGN_IN_MAX_FAILURES: '3' });
  });
  afterAll(() => server?.close());

  it('refuses an address with 429 after repeated failed sign-ins', async () => {
    const email = uniqueEmail('target');
    await signUpAndConfirm(server, { email, password: 'secret-pass-1', name: 'Tar Get' });
    for (let i = 0; i < 3; i++) {
      const wrong = await http(server, 'POST', '/api/auth/sign-in/email', {
        json: { email, password: 'wrong-one' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    }
    const refused = await http(server, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: 'secret-pass-1' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe(`e-mail request throttle (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ AUTH_MAILS_PER_HOUR: '2' });
  });
  afterAll(() => server?.close());

  it('refuses an address with 429 once it has asked for too many e-mails', async () => {
    const email = uniqueEmail('mailbomb');
    const signUp = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'secret-pass-1', name: 'Mail Bomb' },
    });
    expect(signUp.status).toBe(200);
    const reset = await http(server, 'POST', '/api/auth/request-password-reset', { json: { email } });
    expect(reset.status).toBe(200);
    const third = await http(server, 'POST', '/api/auth/send-verification-email', { json: { email } });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('rate_limited');
    expect((await server.readOutbox()).filter((m) => m.to.includes(email))).toHaveLength(2);
  });
});
