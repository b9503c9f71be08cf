import { createHash } from 'node:crypto';
import { API_KEY_PATTERN } from '@docread/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';

describe(`API keys and webhooks (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('keys'),
      password: 'secret-pass-1',
      name: 'Key Maker',
    });
  });
  afterAll(() => server?.close());

  it('shows a new API key once and stores only its prefix and SHA-256 hash', async () => {
    const created = await http(server, 'POST', '/api/api-keys', { cookie, json: { name: '  Production  ' } });
    expect(created.status).toBe(201);
    const { key, keyPrefix, id, name } = created.body;
    expect(key).toMatch(API_KEY_PATTERN);
    expect(name).toBe('Production');
    expect(keyPrefix).toBe(`${key.slice(0, 12)}…`);

    const list = await http(server, 'GET', '/api/api-keys', { cookie });
    expect(list.body.nextCursor).toBeNull();
    expect(list.body.items).toEqual([
      {
        id,
        name: 'Production',
        keyPrefix,
        createdAt: created.body.createdAt,
        lastUsedAt: null,
        legacyCallbackSecret: false,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(key);

    const row = await server.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(row.key_prefix).toBe(keyPrefix);
    expect(Object.values(row).map(String)).not.toContain(key);

    expect((await http(server, 'DELETE', `/api/api-keys/${id}`, { cookie })).status).toBe(204);
    expect((await http(server, 'GET', '/api/api-keys', { cookie })).body).toEqual({
      items: [],
      nextCursor: null,
    });
    const remaining = await sql<{
      n: number | string;
    }>`select count(*) as n from api_keys where id = ${id}`.execute(server.db);
    expect(Number(remaining.rows[0]!.n)).toBe(0);
  });

  it('refuses a blank key name', async () => {
    const res = await http(server, 'POST', '/api/api-keys', { cookie, json: { name: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toEqual([
      {
        path: 'name',
        messageKey: 'validation.apiKeyNameRequired',
        message: 'Please provide a name for the API key',
      },
    ]);
  });

  it('creates an active webhook with a secret shown once, toggles and deletes it', async () => {
    const created = await http(server, 'POST', '/api/webhooks', {
      cookie,
      json: {
        name: 'Orders',
        url: 'https://example.com/hooks/docread',
        events: ['document_uploaded', 'processing_completed'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Orders',
      isActive: true,
      events: ['document_uploaded', 'processing_completed'],
    });
    expect(created.body.secret).toMatch(/^whsec_/);
    const list = await http(server, 'GET', '/api/webhooks', { cookie });
    expect(list.body.items[0]).not.toHaveProperty('secret');

    const off = await http(server, 'PATCH', `/api/webhooks/${created.body.id}`, {
      cookie,
      json: { isActive: false },
    });
    expect(off.body.isActive).toBe(false);
    const on = await http(server, 'PATCH', `/api/webhooks/${created.body.id}`, {
      cookie,
      json: { isActive: true },
    });
    expect(on.body.isActive).toBe(true);
    expect((await http(server, 'DELETE', `/api/webhooks/${created.body.id}`, { cookie })).status).toBe(204);
    expect((await http(server, 'GET', '/api/webhooks', { cookie })).body).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('refuses a webhook without name or URL, with a non-http URL, or without events', async () => {
    const cases: Array<[unknown, string, string]> = [
      [
        { name: ' ', url: 'https://example.com', events: ['document_uploaded'] },
        'name',
        'validation.webhookNameUrlRequired',
      ],
      [{ name: 'A', url: ' ', events: ['document_uploaded'] }, 'url', 'validation.webhookNameUrlRequired'],
      [
        { name: 'A', url: 'ftp://example.com/x', events: ['document_uploaded'] },
        'url',
        'validation.webhookUrlInvalid',
      ],
      [{ name: 'A', url: 'https://example.com', events: [] }, 'events', 'validation.webhookEventsRequired'],
    ];
    for (const [json, path, messageKey] of cases) {
      const res = await http(server, 'POST', '/api/webhooks', { cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, messageKey }));
    }
    const badEvent = await http(server, 'POST', '/api/webhooks', {
      cookie,
      json: { name: 'A', url: 'https://example.com', events: ['everything'] },
    });
    expect(badEvent.status).toBe(400);
  });
});
