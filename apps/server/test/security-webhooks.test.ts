import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callbackSecretForApiKey, verifyWebhook } from '@docread/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../src/features/api-keys/create-api-key.ts';
import {
  PER_ACCOUNT_CONCURRENCY,
  PER_ENDPOINT_CONCURRENCY,
} from '../src/features/webhooks/delivery-queue.ts';
import { verifySignature } from '../src/features/webhooks/signature.ts';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { PNG } from './fixtures.ts';
import { createApiKey, FAST_PIPELINE_ENV, startReceiver } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

/** A loopback receiver that holds every request open until released; counts how many it holds at once. */
async function startHangingReceiver() {
  const held: ServerResponse[] = [];
  let open = 0;
  let maxOpen = 0;
  let received = 0;
  let released = false;
  const server = createServer((req, res) => {
    req.resume();
    received++;
    if (released) return res.end('ok');
    open++;
    maxOpen = Math.max(maxOpen, open);
    res.on('close', () => {
      open--;
    });
    held.push(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    get maxOpen() {
      return maxOpen;
    },
    get received() {
      return received;
    },
    release() {
      released = true;
      for (const res of held.splice(0)) res.end('ok');
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const uploadPng = (server: TestServer, cookie: string, name: string) =>
  upload(server, cookie, [
    { name: 'documentName', value: name },
    { name: 'documentType', value: 'other' },
    { name: 'file', file: { filename: `${name}.png`, type: 'image/png', data: PNG } },
  ]);

async function newCustomer(server: TestServer, label: string) {
  return createApprovedUser(server, { email: uniqueEmail(label), password: 'secret1234', name: label });
}

async function createHook(server: TestServer, cookie: string, url: string, events = ['document_uploaded']) {
  const res = await http(server, 'POST', '/api/webhooks', {
    cookie,
    json: { name: 'receiver', url, events },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}

describe(`webhook deliveries: tenants, secrets and the delivery log (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // A long time limit: a hanging receiver is held for the whole test unless deliveries run side by side.
    server = await startServer({ ...FAST_PIPELINE_ENV, WEBHOOK_TIMEOUT_SECONDS: '60' });
  }, 120_000);
  afterAll(() => server?.close());

  it("delivers one tenant's events while another tenant's endpoint hangs, a few at a time per endpoint", async () => {
    const hanging = await startHangingReceiver();
    const fast = await startReceiver();
    try {
      const slowTenant = await newCustomer(server, 'slow-tenant');
      const fastTenant = await newCustomer(server, 'fast-tenant');
      await createHook(server, slowTenant, hanging.url);
      await createHook(server, fastTenant, fast.url);
      for (let i = 0; i < 5; i++) expect((await uploadPng(server, slowTenant, `slow-${i}`)).status).toBe(201);
      await expect.poll(() => hanging.received, { timeout: 20_000 }).toBeGreaterThan(0);
      expect((await uploadPng(server, fastTenant, 'fast')).status).toBe(201);

      // Well inside the hanging receiver's 60 s: the other tenant's event did not wait for it.
      const [hit] = await fast.waitFor(1, 20_000);
      expect(JSON.parse(hit!.body).type).toBe('document_uploaded');
      expect(hanging.maxOpen).toBeLessThanOrEqual(PER_ENDPOINT_CONCURRENCY);
      expect(hanging.received).toBeLessThan(5);
    } finally {
      hanging.release();
      await hanging.close();
      await fast.close();
    }
  }, 90_000);

  it("holds at most a few of the delivery slots for one account's endpoints, however many it has", async () => {
    const hanging = await startHangingReceiver();
    const witness = await startReceiver();
    try {
      const tenant = await newCustomer(server, 'many-endpoints');
      for (const path of ['a', 'b', 'c']) await createHook(server, tenant, `${hanging.url}/${path}`);
      for (let i = 0; i < 3; i++) expect((await uploadPng(server, tenant, `many-${i}`)).status).toBe(201);
      // Nine messages to three URLs: more than one URL's share is held...
      await expect.poll(() => hanging.maxOpen, { timeout: 20_000 }).toBeGreaterThan(PER_ENDPOINT_CONCURRENCY);
      // ...and once another tenant's later message is delivered, the delivery loop has passed over the
      // account's waiting ones (due earlier) with its slots full: it claimed no more than the account's share.
      const other = await newCustomer(server, 'witness');
      await createHook(server, other, witness.url);
      expect((await uploadPng(server, other, 'witness')).status).toBe(201);
      await witness.waitFor(1, 20_000);
      const tenantId = (await http(server, 'GET', '/api/me', { cookie: tenant })).body.user.id;
      const claimed = await server.db
        .selectFrom('webhook_messages')
        .select('id')
        .where('user_id', '=', tenantId)
        .where('status', '=', 'delivering')
        .execute();
      expect(claimed.length).toBeLessThanOrEqual(PER_ACCOUNT_CONCURRENCY);
      expect(hanging.maxOpen).toBeLessThanOrEqual(PER_ACCOUNT_CONCURRENCY);
    } finally {
      hanging.release();
      await hanging.close();
      await witness.close();
    }
  }, 60_000);

  it('makes new secrets standard base64 (whsec_ + 32 bytes), and old base64url secrets still sign', async () => {
    const cookie = await newCustomer(server, 'secrets');
    const receiver = await startReceiver();
    try {
      for (let i = 0; i < 3; i++) {
        const { secret } = await createHook(server, cookie, receiver.url);
        expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
        const encoded = secret.slice('whsec_'.length);
        expect(Buffer.from(encoded, 'base64')).toHaveLength(32);
        expect(Buffer.from(encoded, 'base64').toString('base64')).toBe(encoded);
      }
      // A secret made before the change: base64url with '-' and '_'.
      const legacy = `whsec_${Buffer.from(randomBytes(24)).toString('base64url').replace(/^.{2}/, '-_')}`;
      const hook = await createHook(server, cookie, receiver.url, ['processing_failed']);
      await server.db.updateTable('webhooks').set({ secret: legacy }).where('id', '=', hook.id).execute();
      const sent = await http(server, 'POST', `/api/webhooks/${hook.id}/test`, { cookie });
      expect(sent.body.status).toBe('delivered');
      const [hit] = await receiver.waitFor(1);
      expect(verifySignature(legacy, hit!.headers, hit!.body)).toEqual({ ok: true });
      await expect(
        verifyWebhook(legacy, hit!.headers as Record<string, string>, hit!.body),
      ).resolves.toMatchObject({ type: 'test' });
    } finally {
      await receiver.close();
    }
  });

  it('keeps no answer body of an allow-listed private receiver in the delivery log', async () => {
    const cookie = await newCustomer(server, 'log-reader');
    const internal = createServer((req, res) => {
      req.resume();
      res.writeHead(500, { 'content-type': 'text/plain' }).end('INTERNAL-ADMIN-PAGE root:x:0:0 secret-token');
    });
    await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/admin`;
      const hook = await createHook(server, cookie, url, ['processing_failed']);
      const sent = await http(server, 'POST', `/api/webhooks/${hook.id}/test`, { cookie });
      expect(sent.body.log[0].statusCode).toBe(500);
      const log = await http(server, 'GET', `/api/webhooks/${hook.id}/deliveries`, { cookie });
      expect(JSON.stringify(log.body)).not.toContain('INTERNAL-ADMIN-PAGE');
      const rows = await server.db.selectFrom('webhook_attempts').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain('secret-token');
    } finally {
      await new Promise<void>((r) => internal.close(() => r()));
    }
  });

  it('signs callbacks with a random per-key secret shown once and stored sealed, even after the key is deleted', async () => {
    const cookie = await newCustomer(server, 'callbacks');
    const created = await http(server, 'POST', '/api/api-keys', { cookie, json: { name: 'cb' } });
    expect(created.status).toBe(201);
    const { key, callbackSecret, id } = created.body as { key: string; callbackSecret: string; id: string };
    expect(callbackSecret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(callbackSecret).not.toBe(await callbackSecretForApiKey(key));
    const stored = await server.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(callbackSecret.slice('whsec_'.length, 20));
    const listed = await http(server, 'GET', '/api/api-keys', { cookie });
    expect(JSON.stringify(listed.body)).not.toContain(callbackSecret);
    expect(listed.body.items[0].legacyCallbackSecret).toBe(false);

    const receiver = await startReceiver();
    try {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'callback.png');
      form.append('webhookUrl', receiver.url);
      const accepted = await http(server, 'POST', '/v3/process/async', {
        headers: { authorization: `Bearer ${key}` },
        form,
      });
      expect(accepted.status).toBe(202);
      // Deleting the key does not drop the callback of the job it already started.
      expect((await http(server, 'DELETE', `/api/api-keys/${id}`, { cookie })).status).toBe(204);
      const [hit] = await receiver.waitFor(1, 60_000);
      expect(verifySignature(callbackSecret, hit!.headers, hit!.body)).toEqual({ ok: true });
      expect(verifySignature(await callbackSecretForApiKey(key), hit!.headers, hit!.body)).toMatchObject({
        ok: false,
      });
      const messages = await server.db.selectFrom('webhook_messages').selectAll().execute();
      expect(JSON.stringify(messages)).not.toContain(callbackSecret.slice('whsec_'.length));
    } finally {
      await receiver.close();
    }
  }, 90_000);

  it('fails a callback whose sealed secret no longer opens, visibly, instead of retrying it blind', async () => {
    const cookie = await newCustomer(server, 'resealed');
    const userId = (await http(server, 'GET', '/api/me', { cookie })).body.user.id;
    const id = `msg_${randomUUID().replaceAll('-', '')}`;
    const now = new Date().toISOString();
    await server.db
      .insertInto('webhook_messages')
      .values({
        id,
        user_id: userId,
        webhook_id: null,
        url: 'http://127.0.0.1:9/callback',
        callback_secret: `v1.${randomBytes(60).toString('base64url')}`,
        document_id: null,
        event: 'processing_completed',
        payload: '{}',
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        lease_until: null,
        last_status_code: null,
        created_at: now,
        delivered_at: null,
      })
      .execute();
    const statusOf = async () =>
      (
        await server.db
          .selectFrom('webhook_messages')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    await expect.poll(statusOf, { timeout: 20_000 }).toBe('failed');
    const attempts = await server.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('message_id', '=', id)
      .execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.response_snippet).toMatch(/signing secret could not be opened/);
  });

  it('keeps signing the callbacks of keys made before per-key secrets with their old secret', async () => {
    const cookie = await newCustomer(server, 'legacy-key');
    const key = await createApiKey(server, cookie);
    await server.db
      .updateTable('api_keys')
      .set({ callback_secret: null })
      .where('key_hash', '=', hashApiKey(key))
      .execute();
    const listed = await http(server, 'GET', '/api/api-keys', { cookie });
    expect(listed.body.items.map((k: { legacyCallbackSecret: boolean }) => k.legacyCallbackSecret)).toEqual([
      true,
    ]);
    const receiver = await startReceiver();
    try {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'legacy.png');
      form.append('webhookUrl', receiver.url);
      const accepted = await http(server, 'POST', '/v3/process/async', {
        headers: { authorization: `Bearer ${key}` },
        form,
      });
      expect(accepted.status).toBe(202);
      const [hit] = await receiver.waitFor(1, 60_000);
      expect(verifySignature(await callbackSecretForApiKey(key), hit!.headers, hit!.body)).toEqual({
        ok: true,
      });
    } finally {
      await receiver.close();
    }
  }, 90_000);
});

describe(`webhook URLs are vetted when given (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer();
    cookie = await newCustomer(server, 'vetting');
  });
  afterAll(() => server?.close());

  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://[::ffff:10.0.0.1]/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[64:ff9b:1::a00:1]/hook',
    'http://[2002:a00:1::1]/hook',
  ])('refuses to create a webhook for %s', async (url) => {
    const res = await http(server, 'POST', '/api/webhooks', {
      cookie,
      json: { name: 'internal', url, events: ['document_uploaded'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: 'url', messageKey: 'validation.webhookUrlNotPublic' });
  });

  it('vets the URL again when a webhook is switched back on', async () => {
    const userId = (await http(server, 'GET', '/api/me', { cookie })).body.user.id;
    const id = randomUUID();
    await server.db
      .insertInto('webhooks')
      .values({
        id,
        user_id: userId,
        name: 'old',
        url: 'http://10.0.0.7/hook',
        events: JSON.stringify(['document_uploaded']),
        is_active: false,
        secret: `whsec_${randomBytes(32).toString('base64')}`,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await http(server, 'PATCH', `/api/webhooks/${id}`, { cookie, json: { isActive: true } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].messageKey).toBe('validation.webhookUrlNotPublic');
  });

  it('refuses a /v3 webhookUrl on a private address', async () => {
    const key = await createApiKey(server, cookie);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'x.png');
    form.append('webhookUrl', 'http://192.168.1.1/callback');
    const res = await http(server, 'POST', '/v3/process/async', {
      headers: { authorization: `Bearer ${key}` },
      form,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      path: 'webhookUrl',
      messageKey: 'validation.webhookUrlNotPublic',
    });
  });
});
