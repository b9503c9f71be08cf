import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

describe(`every route keeps users to their own rows (${dialectName})`, () => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let doc: { id: string };
  let key: { id: string };
  let hook: { id: string };

  beforeAll(async () => {
    server = await startServer();
    alice = await createApprovedUser(server, {
      email: uniqueEmail('alice'),
      password: 'secret-pass-1',
      name: 'Alice A',
    });
    bob = await createApprovedUser(server, {
      email: uniqueEmail('bob'),
      password: 'secret-pass-1',
      name: 'Bob B',
    });
    doc = (await upload(server, alice, uploadParts({ filename: 'a.png', type: 'image/png', data: PNG })))
      .body;
    key = (await http(server, 'POST', '/api/api-keys', { cookie: alice, json: { name: 'Production' } })).body;
    hook = (
      await http(server, 'POST', '/api/webhooks', {
        cookie: alice,
        json: { name: 'Hook', url: 'https://example.com/hook', events: ['document_uploaded'] },
      })
    ).body;
  });
  afterAll(() => server?.close());

  it("answers 404 to another user's ids on every route", async () => {
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/documents/${doc.id}`],
      ['GET', `/api/documents/${doc.id}/file`],
      ['DELETE', `/api/documents/${doc.id}`],
      ['DELETE', `/api/api-keys/${key.id}`],
      ['PATCH', `/api/webhooks/${hook.id}`, { isActive: false }],
      ['DELETE', `/api/webhooks/${hook.id}`],
    ];
    for (const [method, pathname, json] of attempts) {
      const res = await http(server, method, pathname, { cookie: bob, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${pathname}`).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it("shows nobody else's rows in lists and counts", async () => {
    for (const pathname of ['/api/documents', '/api/api-keys', '/api/webhooks']) {
      const rows = (body: { items?: unknown[] } | unknown[]) => (Array.isArray(body) ? body : body.items);
      expect(rows((await http(server, 'GET', pathname, { cookie: bob })).body), pathname).toEqual([]);
      expect(rows((await http(server, 'GET', pathname, { cookie: alice })).body), pathname).toHaveLength(1);
    }
    const overview = await http(server, 'GET', '/api/overview', { cookie: bob });
    expect(overview.body).toEqual({ documentsThisMonth: 0, processingNow: 0, apiKeys: 0, webhooks: 0 });
  });

  it("left the owner's rows untouched", async () => {
    expect((await http(server, 'GET', `/api/documents/${doc.id}`, { cookie: alice })).status).toBe(200);
    const hooks = await http(server, 'GET', '/api/webhooks', { cookie: alice });
    expect(hooks.body.items[0]).toMatchObject({ id: hook.id, isActive: true });
    const overview = await http(server, 'GET', '/api/overview', { cookie: alice });
    expect(overview.body).toEqual({ documentsThisMonth: 1, processingNow: 0, apiKeys: 1, webhooks: 1 });
  });
});
