import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail, userIdOf } from './support.ts';

/**
 * Issue 12, Medium 10: only the owner account (ADMIN_EMAIL) changes, resets or removes other admins, through
 * the portal's admin routes and through better-auth's own admin endpoints; nobody impersonates an admin;
 * every admin action is in an audit log that admins can read.
 */
describe(`admins over admins (${dialectName})`, () => {
  let server: TestServer;
  let owner: string;
  let ownerId: string;
  let second: string;
  let secondId: string;
  let thirdId: string;
  let customerId: string;
  const password = 'secret-pass-1';

  async function promoteToAdmin(label: string): Promise<[string, string]> {
    const email = uniqueEmail(label);
    const cookie = await createApprovedUser(server, { email, password, name: `Admin ${label}` });
    const id = await userIdOf(server, cookie);
    const res = await http(server, 'PATCH', `/api/admin/users/${id}`, {
      cookie: owner,
      json: { role: 'admin' },
    });
    expect(res.status).toBe(200);
    return [await signIn(server, email, password), id];
  }

  beforeAll(async () => {
    server = await startServer();
    owner = await signIn(server, server.admin.email, server.admin.password);
    ownerId = await userIdOf(server, owner);
    [second, secondId] = await promoteToAdmin('second');
    [, thirdId] = await promoteToAdmin('third');
    const customer = await createApprovedUser(server, {
      email: uniqueEmail('customer'),
      password,
      name: 'Plain Customer',
    });
    customerId = await userIdOf(server, customer);
  });
  afterAll(() => server?.close());

  it('refuses another admin’s role change, revocation, password, ban or removal by a non-owner admin', async () => {
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `/api/admin/users/${thirdId}`, { role: 'user' }],
      ['PATCH', `/api/admin/users/${ownerId}`, { role: 'user' }],
      ['POST', `/api/admin/users/${thirdId}/revoke`, undefined],
      ['POST', `/api/admin/users/${ownerId}/revoke`, undefined],
      ['POST', '/api/auth/admin/set-role', { userId: thirdId, role: 'user' }],
      ['POST', '/api/auth/admin/set-user-password', { userId: ownerId, newPassword: 'taken-over-42' }],
      ['POST', '/api/auth/admin/set-user-password', { userId: thirdId, newPassword: 'taken-over-42' }],
      ['POST', '/api/auth/admin/ban-user', { userId: thirdId }],
      ['POST', '/api/auth/admin/remove-user', { userId: thirdId }],
      ['POST', '/api/auth/admin/revoke-user-sessions', { userId: ownerId }],
      ['POST', '/api/auth/admin/update-user', { userId: thirdId, data: { name: 'Renamed' } }],
    ];
    const passed: string[] = [];
    for (const [method, path, json] of attempts) {
      const res = await http(server, method, path, { cookie: second, ...(json ? { json } : {}) });
      if (res.status !== 403) passed.push(`${method} ${path}: ${res.status}`);
    }
    expect(passed).toEqual([]);
    // The owner still signs in with their password; the third admin is still an admin.
    await signIn(server, server.admin.email, server.admin.password);
    const users = await http(server, 'GET', '/api/admin/users', { cookie: owner });
    expect(users.body.items.find((u: { id: string }) => u.id === thirdId)).toMatchObject({
      role: 'admin',
      approved: true,
    });
  });

  it('lets a non-owner admin manage customers, but not make new admins', async () => {
    const role = await http(server, 'PATCH', `/api/admin/users/${customerId}`, {
      cookie: second,
      json: { role: 'moderator' },
    });
    expect(role.status).toBe(200);
    const promote = await http(server, 'PATCH', `/api/admin/users/${customerId}`, {
      cookie: second,
      json: { role: 'admin' },
    });
    expect(promote.status).toBe(403);
    const viaAuth = await http(server, 'POST', '/api/auth/admin/set-role', {
      cookie: second,
      json: { userId: customerId, role: 'admin' },
    });
    expect(viaAuth.status).toBe(403);
  });

  it('applies the owner rule to the role inside `data` of update-user and create-user (issue 30, item 1)', async () => {
    const promote = await http(server, 'POST', '/api/auth/admin/update-user', {
      cookie: second,
      json: { userId: customerId, data: { role: 'admin' } },
    });
    expect(promote.status).toBe(403);
    const listed = await http(server, 'GET', '/api/admin/users', { cookie: owner });
    expect(listed.body.items.find((u: { id: string }) => u.id === customerId).role).not.toBe('admin');

    const email = uniqueEmail('made-admin');
    for (const json of [
      { email, password, name: 'Made Admin', data: { role: 'admin', approved: true, emailVerified: true } },
      { email, password, name: 'Made Admin', role: 'user', data: { role: ['admin'] } },
    ]) {
      const created = await http(server, 'POST', '/api/auth/admin/create-user', { cookie: second, json });
      expect(created.status).toBe(403);
    }
    const signInAttempt = await http(server, 'POST', '/api/auth/sign-in/email', {
      json: { email, password },
    });
    expect(signInAttempt.status).toBe(401);
  });

  it('records the fields an update-user or create-user call changed, with before and after', async () => {
    const renamed = await http(server, 'POST', '/api/auth/admin/update-user', {
      cookie: second,
      json: { userId: customerId, data: { name: 'Renamed Customer', image: 'x' } },
    });
    expect(renamed.status).toBe(200);
    const email = uniqueEmail('owner-made');
    const created = await http(server, 'POST', '/api/auth/admin/create-user', {
      cookie: owner,
      json: { email, password, name: 'Owner Made', data: { role: 'admin', approved: true } },
    });
    expect(created.status).toBe(200);
    const log = await http(server, 'GET', '/api/admin/audit', { cookie: owner });
    const update = log.body.items.find(
      (e: { action: string; targetId: string }) => e.action === 'user.updated' && e.targetId === customerId,
    );
    expect(update.details.changes).toEqual([
      { field: 'name', from: 'Plain Customer', to: 'Renamed Customer' },
      { field: 'image' },
    ]);
    const creation = log.body.items.find(
      (e: { action: string; targetEmail: string }) => e.action === 'user.created' && e.targetEmail === email,
    );
    expect(creation.details.changes).toEqual([
      { field: 'role', from: null, to: 'admin' },
      { field: 'approved', from: null, to: true },
    ]);
  });

  it('never lets anyone impersonate an admin, the owner included', async () => {
    for (const [cookie, target] of [
      [second, thirdId],
      [second, ownerId],
      [owner, secondId],
    ] as const) {
      const res = await http(server, 'POST', '/api/auth/admin/impersonate-user', {
        cookie,
        json: { userId: target },
      });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    }
  });

  it('marks the owner in the users list', async () => {
    const users = await http(server, 'GET', '/api/admin/users', { cookie: second });
    const owners = users.body.items.filter((u: { owner: boolean }) => u.owner);
    expect(owners.map((u: { id: string }) => u.id)).toEqual([ownerId]);
  });

  it('lets the owner change another admin', async () => {
    const demote = await http(server, 'PATCH', `/api/admin/users/${thirdId}`, {
      cookie: owner,
      json: { role: 'moderator' },
    });
    expect(demote.status).toBe(200);
    expect(demote.body.role).toBe('moderator');
  });

  it('records who did what to whom, when and from where, for admins to read', async () => {
    const log = await http(server, 'GET', '/api/admin/audit', { cookie: second });
    expect(log.status).toBe(200);
    const demotion = log.body.items.find(
      (e: { action: string; targetId: string }) => e.action === 'user.role_changed' && e.targetId === thirdId,
    );
    expect(demotion).toMatchObject({
      actorId: ownerId,
      actorEmail: server.admin.email,
      targetId: thirdId,
      ip: '127.0.0.1',
      details: { from: 'admin', to: 'moderator' },
    });
    expect(new Date(demotion.at).getTime()).toBeGreaterThan(Date.now() - 600_000);
    const moderatorChange = log.body.items.find(
      (e: { action: string; targetId: string; actorId: string }) =>
        e.action === 'user.role_changed' && e.targetId === customerId && e.actorId === secondId,
    );
    expect(moderatorChange).toBeDefined();
    // Refused attempts are not actions: nothing names the third admin as banned or removed.
    expect(
      log.body.items.filter((e: { action: string }) => ['user.banned', 'user.removed'].includes(e.action)),
    ).toEqual([]);
    const forCustomer = await createApprovedUser(server, {
      email: uniqueEmail('reader'),
      password,
      name: 'Not Admin',
    });
    expect((await http(server, 'GET', '/api/admin/audit', { cookie: forCustomer })).status).toBe(403);
  });
});
