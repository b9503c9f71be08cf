import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { createApiKey } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

/** Issue 30, items 7 and 8: long file names, and what a suspended or spent account can make the server do. */
describe(`uploads: long names, fileUrl of refused accounts (${dialectName})`, () => {
  let server: TestServer;
  let files: Server;
  let fileBase: string;
  let fetched: string[];
  let admin: string;
  let cookie: string;
  let userId: string;
  let key: string;

  beforeAll(async () => {
    fetched = [];
    files = createServer((req, res) => {
      fetched.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
    });
    await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
    fileBase = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    server = await startServer({ ROLE: 'web', OUTBOUND_ALLOWLIST: '127.0.0.1' });
    admin = await signIn(server, server.admin.email, server.admin.password);
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('uploads'),
      password: 'secret-pass-1',
      name: 'Long Names',
    });
    userId = await userIdOf(server, cookie);
    key = await createApiKey(server, cookie);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((r) => files?.close(() => r()));
  });

  it('stores a 300-character file name under a short key and keeps the name in full', async () => {
    const name = `${'ש'.repeat(150)}${'n'.repeat(150)}.png`;
    const portal = await upload(
      server,
      cookie,
      uploadParts({ filename: name, type: 'image/png', data: PNG }, { documentName: 'Long' }),
    );
    expect(portal.status).toBe(201);
    expect(portal.body.filename).toBe(name);
    const file = await fetch(`${server.url}/api/documents/${portal.body.id}/file`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), name);
    const api = await http(server, 'POST', '/v3/process/async', {
      form,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(api.status).toBe(202);
    const row = await server.db
      .selectFrom('documents')
      .select(['filename', 'file_path'])
      .where('id', '=', api.body.jobId)
      .executeTakeFirstOrThrow();
    expect(row.filename).toBe(name);
    expect(row.file_path.split('/').pop()!.length).toBeLessThan(130);
  });

  it('fetches no fileUrl for a suspended account, nor for one whose quota is spent', async () => {
    const call = (path: string) =>
      http(server, 'POST', '/v3/process/async', {
        json: { fileUrl: `${fileBase}${path}` },
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await call('/allowed.png')).status).toBe(202);
    expect(fetched).toEqual(['/allowed.png']);

    await http(server, 'PATCH', `/api/admin/users/${userId}`, { cookie: admin, json: { suspended: true } });
    const suspended = await call('/suspended.png');
    expect(suspended.status).toBe(403);
    expect(suspended.body.code).toBe('account_suspended');

    await http(server, 'PATCH', `/api/admin/users/${userId}`, {
      cookie: admin,
      json: { suspended: false, plan: 'starter', monthlyQuota: 0 },
    });
    const spent = await call('/spent.png');
    expect(spent.status).toBe(402);
    expect(spent.body.code).toBe('quota_exceeded');
    expect(fetched).toEqual(['/allowed.png']);
  });
});
