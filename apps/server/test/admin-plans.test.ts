import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApprovedUser,
  signIn,
  signUpAndConfirm,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { createApiKey } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

describe(`admin plans, quota and suspension; usage per day (${dialectName})`, () => {
  let server: TestServer;
  let admin: string;
  let cookie: string;
  let userId: string;
  const png = () => uploadParts({ filename: 'a.png', type: 'image/png', data: PNG });

  beforeAll(async () => {
    server = await startServer({ DEFAULT_PLAN: 'unlimited' });
    admin = await signIn(server, server.admin.email, server.admin.password);
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('plan'),
      password: 'secret-pass-1',
      name: 'Plan Customer',
    });
    userId = await userIdOf(server, cookie);
  });
  afterAll(() => server?.close());

  it('starts new accounts on DEFAULT_PLAN', async () => {
    const usage = await http(server, 'GET', '/api/billing/usage', { cookie });
    expect(usage.body).toMatchObject({ plan: 'unlimited', documentLimit: null, suspended: false });
  });

  it('sets plan and quota; the quota refuses the next upload; the audit log records both', async () => {
    const res = await http(server, 'PATCH', `/api/admin/users/${userId}`, {
      cookie: admin,
      json: { plan: 'starter', monthlyQuota: 2 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account).toEqual({ plan: 'starter', monthlyQuota: 2, suspended: false });
    expect((await upload(server, cookie, png())).status).toBe(201);
    expect((await upload(server, cookie, png())).status).toBe(201);
    const third = await upload(server, cookie, png());
    expect(third.status).toBe(402);
    expect(third.body.code).toBe('quota_exceeded');

    const detail = await http(server, 'GET', `/api/admin/users/${userId}/account`, { cookie: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.account).toEqual({ plan: 'starter', monthlyQuota: 2, suspended: false });
    expect(detail.body.usage).toMatchObject({ plan: 'starter', documentsProcessed: 2, documentLimit: 2 });
    expect(detail.body.audit.map((e: { action: string }) => e.action).sort()).toEqual([
      'user.approved',
      'user.plan_changed',
      'user.quota_changed',
    ]);
    expect((await http(server, 'GET', `/api/admin/users/${userId}/account`, { cookie })).status).toBe(403);
  });

  it('suspends: sign-in and reading still work, uploads and /v3 answer 403 account_suspended; resume undoes it', async () => {
    await http(server, 'PATCH', `/api/admin/users/${userId}`, {
      cookie: admin,
      json: { monthlyQuota: null, plan: 'unlimited' },
    });
    const key = await createApiKey(server, cookie);
    const res = await http(server, 'PATCH', `/api/admin/users/${userId}`, {
      cookie: admin,
      json: { suspended: true },
    });
    expect(res.body.account.suspended).toBe(true);
    expect((await http(server, 'GET', '/api/documents', { cookie })).status).toBe(200);
    const refused = await upload(server, cookie, png());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'account_suspended' });
    expect(refused.body.errors[0].messageKey).toBe('validation.accountSuspended');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const v3 = await http(server, 'POST', '/v3/process', {
      form,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(v3.status).toBe(403);
    expect(v3.body.code).toBe('account_suspended');
    expect((await http(server, 'GET', '/api/billing/usage', { cookie })).body.suspended).toBe(true);

    await http(server, 'PATCH', `/api/admin/users/${userId}`, { cookie: admin, json: { suspended: false } });
    expect((await upload(server, cookie, png())).status).toBe(201);
  });

  it('refuses an empty or unknown change with 400', async () => {
    for (const json of [{}, { plan: 'gold' }, { monthlyQuota: -1 }])
      expect(
        (await http(server, 'PATCH', `/api/admin/users/${userId}`, { cookie: admin, json })).status,
      ).toBe(400);
  });

  it('answers pages per day by source for this and the last period, and the ledger as CSV', async () => {
    const usage = await http(server, 'GET', '/api/billing/usage', { cookie });
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.body.daily).toEqual([
      expect.objectContaining({ date: today, source: 'portal', apiKeyId: null, documents: 3, pages: 0 }),
    ]);
    expect(usage.body.previousPeriodStart < usage.body.periodStart).toBe(true);
    const csv = await fetch(`${server.url}/api/billing/usage.csv`, { headers: { cookie } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('date,document_id,source,api_key_id,api_key_name,pages,status');
    expect(lines).toHaveLength(4);
  });

  it('mails the administrators when a confirmed sign-up waits for approval', async () => {
    // The first administrator starts in the site's language (Hebrew); this one reads English.
    const english = await http(server, 'PATCH', '/api/profile', {
      cookie: admin,
      json: { fullName: 'Administrator', language: 'en' },
    });
    expect(english.status).toBe(200);
    const email = uniqueEmail('waiting');
    await signUpAndConfirm(server, { email, password: 'secret-pass-1', name: 'Waiting Person' });
    await expect
      .poll(
        async () =>
          (await server.readOutbox()).filter(
            (m) =>
              m.to === server.admin.email &&
              m.subject.includes('waits for approval') &&
              m.text.includes(email),
          ).length,
      )
      .toBe(1);
    const pending = await http(server, 'GET', '/api/admin/users?status=pending', { cookie: admin });
    expect(pending.body.items.map((u: { email: string }) => u.email)).toContain(email);
  });
});
