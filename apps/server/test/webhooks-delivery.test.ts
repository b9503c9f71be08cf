import { verifyWebhook } from '@docread/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_RECEIVER_NOTE } from '../src/features/webhooks/deliver-webhook.ts';
import { verifySignature } from '../src/features/webhooks/signature.ts';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { PNG } from './fixtures.ts';
import { FAST_PIPELINE_ENV, startReceiver } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

describe(`webhook deliveries (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer(FAST_PIPELINE_ENV);
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('hooks'),
      password: 'secret-pass-1',
      name: 'Hooks',
    });
  }, 120_000);
  afterAll(() => server?.close());

  async function createHook(url: string, events: string[]) {
    const res = await http(server, 'POST', '/api/webhooks', {
      cookie,
      json: { name: 'receiver', url, events },
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string };
  }

  const uploadPng = (name: string) =>
    upload(server, cookie, [
      { name: 'documentName', value: name },
      { name: 'documentType', value: 'other' },
      { name: 'file', file: { filename: `${name}.png`, type: 'image/png', data: PNG } },
    ]);

  async function deliveries(hookId: string): Promise<any[]> {
    const res = await http(server, 'GET', `/api/webhooks/${hookId}/deliveries`, { cookie });
    expect(res.status).toBe(200);
    return res.body.items;
  }

  /** The webhook's delivery log once `until` holds of it. */
  async function deliveriesOf(hookId: string, until: (d: any[]) => boolean) {
    await expect.poll(async () => until(await deliveries(hookId)), { timeout: 30_000 }).toBe(true);
    return deliveries(hookId);
  }

  it('retries a receiver that answers 500 twice, with the same signed webhook-id, then logs the success', async () => {
    const receiver = await startReceiver([500, 500]);
    try {
      const hook = await createHook(receiver.url, ['document_uploaded']);
      expect((await uploadPng('retried')).status).toBe(201);
      const hits = await receiver.waitFor(3);
      expect(hits.map((h) => h.answeredWith)).toEqual([500, 500, 200]);
      const ids = new Set(hits.map((h) => h.headers['webhook-id']));
      expect(ids.size).toBe(1);
      for (const hit of hits) {
        expect(verifySignature(hook.secret, hit.headers, hit.body)).toEqual({ ok: true });
        const event = await verifyWebhook(hook.secret, hit.headers as Record<string, string>, hit.body);
        expect(event).toMatchObject({ type: 'document_uploaded', status: 'pending' });
        expect(event.summary.documentName).toBe('retried');
      }
      const [delivery] = await deliveriesOf(hook.id, (d) => d[0]?.status === 'delivered');
      expect(delivery).toMatchObject({ event: 'document_uploaded', status: 'delivered', attempts: 3 });
      expect(delivery.log.map((a: any) => a.statusCode)).toEqual([500, 500, 200]);
      // The receiver is on an allow-listed loopback address: its answers are not kept in the log.
      expect(delivery.log[0]).toMatchObject({ outcome: 'failed', responseSnippet: PRIVATE_RECEIVER_NOTE });
      expect(delivery.log[2].outcome).toBe('delivered');
      expect(typeof delivery.log[0].durationMs).toBe('number');

      const replay = await http(server, 'POST', `/api/webhooks/deliveries/${delivery.id}/replay`, { cookie });
      expect(replay.status).toBe(202);
      expect(replay.headers.get('location')).toBe(`/api/webhooks/${hook.id}/deliveries`);
      expect(Number(replay.headers.get('retry-after'))).toBeGreaterThan(0);
      const [, , , replayed] = await receiver.waitFor(4);
      expect(replayed!.headers['webhook-id']).toBe(hits[0]!.headers['webhook-id']);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('sends a test event on demand and logs it', async () => {
    const receiver = await startReceiver();
    try {
      const hook = await createHook(receiver.url, ['processing_failed']);
      const res = await http(server, 'POST', `/api/webhooks/${hook.id}/test`, { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ event: 'test', status: 'delivered', attempts: 1 });
      expect(res.body.log[0].statusCode).toBe(200);
      const [hit] = await receiver.waitFor(1);
      expect(JSON.parse(hit!.body).type).toBe('test');
      expect(verifySignature(hook.secret, hit!.headers, hit!.body)).toEqual({ ok: true });
    } finally {
      await receiver.close();
    }
  });

  it('switches a webhook off when its receiver answers 410 Gone, and skips disabled webhooks', async () => {
    const receiver = await startReceiver([410]);
    try {
      const hook = await createHook(receiver.url, ['document_uploaded']);
      await uploadPng('gone');
      await receiver.waitFor(1);
      const isActive = async () => {
        const hooks = await http(server, 'GET', '/api/webhooks', { cookie });
        return hooks.body.items.find((h: { id: string }) => h.id === hook.id).isActive;
      };
      await expect.poll(isActive, { timeout: 10_000 }).toBe(false);
      const [delivery] = await deliveriesOf(hook.id, (d) => d[0]?.status === 'failed');
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
      expect(delivery.log[0].outcome).toBe('gone');

      // An event's messages to all of the account's endpoints are written together: once an active
      // endpoint has the next upload's event, the switched-off one would have had its message too.
      const witness = await startReceiver();
      try {
        await createHook(witness.url, ['document_uploaded']);
        await uploadPng('after-gone');
        const [hit] = await witness.waitFor(1);
        expect(JSON.parse(hit!.body).summary.documentName).toBe('after-gone');
        expect(await deliveries(hook.id)).toHaveLength(1);
        expect(receiver.received).toHaveLength(1);
      } finally {
        await witness.close();
      }
    } finally {
      await receiver.close();
    }
  });

  it("refuses another user's webhook log and deliveries", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await createHook(receiver.url, ['document_uploaded']);
      const stranger = await createApprovedUser(server, {
        email: uniqueEmail('stranger'),
        password: 'secret-pass-1',
        name: 'Stranger',
      });
      expect(
        (await http(server, 'GET', `/api/webhooks/${hook.id}/deliveries`, { cookie: stranger })).status,
      ).toBe(404);
      expect((await http(server, 'POST', `/api/webhooks/${hook.id}/test`, { cookie: stranger })).status).toBe(
        404,
      );
      const [delivery] = await deliveriesOf(hook.id, () => true);
      if (delivery) {
        expect(
          (await http(server, 'POST', `/api/webhooks/deliveries/${delivery.id}/replay`, { cookie: stranger }))
            .status,
        ).toBe(404);
      }
    } finally {
      await receiver.close();
    }
  });
});
