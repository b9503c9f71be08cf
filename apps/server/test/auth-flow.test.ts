import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMailLink, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';

describe(`sign-up, confirmation and approval (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('takes a new customer from sign-up through the approval gate to their data', async () => {
    const email = uniqueEmail('newcomer');
    const signUp = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'secret-pass-1', name: 'Dana Levi', company: 'Levi Ltd' },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.user.approved).toBe(false);
    expect(signUp.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    const mail = (await server.readOutbox()).find((m) => m.to.includes(email));
    expect(mail?.subject).toMatch(/confirm/i);
    const link = await findMailLink(server, email, '/api/auth/verify-email');
    expect(link.startsWith(server.url)).toBe(true);

    const beforeConfirm = await http(server, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: 'secret-pass-1' },
    });
    expect(beforeConfirm.status).toBe(403);
    expect(beforeConfirm.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(beforeConfirm.headers.get('content-type')).toContain('application/problem+json');

    const confirm = await fetch(link, { redirect: 'manual' });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/login?verified=1');

    const cookie = await signIn(server, email, 'secret-pass-1');
    const me = await http(server, 'GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({
      approved: false,
      fullName: 'Dana Levi',
      company: 'Levi Ltd',
      language: 'en',
    });
    expect(me.body.role).toBe('user');

    for (const pathname of [
      '/api/documents',
      '/api/api-keys',
      '/api/webhooks',
      '/api/profile',
      '/api/overview',
      '/api/billing/usage',
    ]) {
      const pending = await http(server, 'GET', pathname, { cookie });
      expect(pending.status, pathname).toBe(403);
      expect(pending.body.code, pathname).toBe('approval_pending');
    }
    const pendingWrite = await http(server, 'POST', '/api/api-keys', { cookie, json: { name: 'x' } });
    expect(pendingWrite.body.code).toBe('approval_pending');

    const adminCookie = await signIn(server, server.admin.email, server.admin.password);
    const pendingList = await http(server, 'GET', '/api/admin/users?status=pending', { cookie: adminCookie });
    expect(pendingList.status).toBe(200);
    const listed = pendingList.body.items.find((u: { email: string }) => u.email === email);
    expect(listed).toMatchObject({
      fullName: 'Dana Levi',
      company: 'Levi Ltd',
      emailVerified: true,
      approved: false,
    });

    const approve = await http(server, 'POST', `/api/admin/users/${listed.id}/approve`, {
      cookie: adminCookie,
    });
    expect(approve.status).toBe(200);
    expect(approve.body.approved).toBe(true);
    const approvedMail = (await server.readOutbox()).find(
      (m) => m.to.includes(email) && /approved/i.test(m.subject),
    );
    expect(approvedMail?.links).toContain(`${server.url}/login`);

    const documents = await http(server, 'GET', '/api/documents', { cookie });
    expect(documents.status).toBe(200);
    expect(documents.body).toEqual({ items: [], nextCursor: null });

    const revoke = await http(server, 'POST', `/api/admin/users/${listed.id}/revoke`, {
      cookie: adminCookie,
    });
    expect(revoke.body.approved).toBe(false);
    expect((await http(server, 'GET', '/api/documents', { cookie })).body.code).toBe('approval_pending');
  });

  it('answers 401 without a session and 403 forbidden for a non-admin on admin routes', async () => {
    expect((await http(server, 'GET', '/api/documents')).body.code).toBe('unauthenticated');
    expect((await http(server, 'GET', '/api/me')).status).toBe(401);
    const { createApprovedUser } = await import('../test-support/start-test-server.ts');
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('plain'),
      password: 'secret-pass-1',
      name: 'Plain User',
    });
    const admin = await http(server, 'GET', '/api/admin/users', { cookie });
    expect(admin.status).toBe(403);
    expect(admin.body.code).toBe('forbidden');
  });

  it('never lets a user approve themselves or raise their own role', async () => {
    const email = uniqueEmail('sneaky');
    // better-auth refuses a role in the body outright and drops an `approved` one (input: false).
    const withRole = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'secret-pass-1', name: 'Sneaky Pete', role: 'admin' },
    });
    expect(withRole.status).toBe(400);
    expect(withRole.body.code).toBe('FIELD_NOT_ALLOWED');
    const signUp = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'secret-pass-1', name: 'Sneaky Pete', approved: true },
    });
    expect(signUp.body.user).toMatchObject({ approved: false, role: 'user' });
    const confirm = await fetch(await findMailLink(server, email, '/api/auth/verify-email'), {
      redirect: 'manual',
    });
    expect(confirm.status).toBe(302);
    const cookie = await signIn(server, email, 'secret-pass-1');
    for (const field of [{ approved: true }, { role: 'admin' }]) {
      await http(server, 'POST', '/api/auth/update-user', { cookie, json: field });
    }
    const me = await http(server, 'GET', '/api/me', { cookie });
    expect(me.body.profile.approved).toBe(false);
    expect(me.body.role).toBe('user');
    expect((await http(server, 'GET', '/api/documents', { cookie })).body.code).toBe('approval_pending');
  });
});
