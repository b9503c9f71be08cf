import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import {
  createApiKey,
  FAST_PIPELINE_ENV,
  invoicePng,
  startReceiver,
  waitForStatus,
} from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

/**
 * A document's type is what the engine found (or a person set), and every answer says the same; the type
 * asked for is a hint, kept apart as `requestedType`.
 */
describe(`document types: detected by default, one type everywhere (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  let apiKey: string;
  beforeAll(async () => {
    server = await startServer(FAST_PIPELINE_ENV);
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('types'),
      password: 'secret-pass-1',
      name: 'Types',
    });
    apiKey = await createApiKey(server, cookie);
  }, 120_000);
  afterAll(() => server?.close());

  const bearer = () => ({ headers: { authorization: `Bearer ${apiKey}` } });

  async function waitForDocument(id: string) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await http(server, 'GET', `/api/documents/${id}`, { cookie });
      if (res.body.status === 'completed' || res.body.status === 'failed' || Date.now() > deadline)
        return res.body;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function listed(query: string): Promise<{ id: string; documentType: string | null }[]> {
    const res = await http(server, 'GET', `/api/documents?${query}`, { cookie });
    expect(res.status).toBe(200);
    return res.body.items;
  }

  it('detects the type of a portal upload sent without one, and lists and filters it by that type', async () => {
    const receiver = await startReceiver();
    try {
      await http(server, 'POST', '/api/webhooks', {
        cookie,
        json: { name: 'done', url: receiver.url, events: ['processing_completed'] },
      });
      const uploaded = await upload(server, cookie, [
        { name: 'documentName', value: 'Untyped' },
        {
          name: 'file',
          file: {
            filename: 'untyped.png',
            type: 'image/png',
            data: await invoicePng({ number: 'INV-1', total: '10.00' }),
          },
        },
      ]);
      expect(uploaded.status).toBe(201);
      expect(uploaded.body).toMatchObject({ documentType: null, requestedType: null });
      const id = uploaded.body.id as string;

      const doc = await waitForDocument(id);
      expect(doc).toMatchObject({ status: 'completed', documentType: 'invoice', requestedType: null });
      expect(doc.result.documentType).toBe('invoice');
      expect((await listed('type=invoice')).map((i) => i.id)).toContain(id);
      expect((await listed('type=other')).map((i) => i.id)).not.toContain(id);
      expect((await listed('limit=200')).find((i) => i.id === id)).toMatchObject({
        documentType: 'invoice',
        requestedType: null,
      });
      const [hook] = await receiver.waitFor(1);
      expect(JSON.parse(hook!.body).summary).toMatchObject({ documentType: 'invoice', requestedType: null });
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it('takes a /v3 type as a hint the document overrules, and says the same type in results, jobs and the list', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await invoicePng({ number: 'INV-2', total: '20.00' }))], {
        type: 'image/png',
      }),
      'sent-as-receipt.png',
    );
    form.append('documentType', 'receipt');
    const accepted = await http(server, 'POST', '/v3/process/async', { ...bearer(), form });
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.jobId as string;
    const result = await waitForStatus(server, apiKey, jobId, ['completed', 'failed'], 90_000);
    expect(result).toMatchObject({ status: 'completed', documentType: 'invoice', requestedType: 'receipt' });

    const jobs = await http(server, 'GET', '/v3/jobs', bearer());
    expect(jobs.body.jobs.find((j: { jobId: string }) => j.jobId === jobId)).toMatchObject({
      documentType: 'invoice',
      requestedType: 'receipt',
    });
    expect((await listed('type=invoice')).map((i) => i.id)).toContain(jobId);
    expect((await listed('type=receipt')).map((i) => i.id)).not.toContain(jobId);
  }, 120_000);

  it('lets a person change the type: it holds at once and the document is read again as that type', async () => {
    const uploaded = await upload(server, cookie, [
      { name: 'documentName', value: 'Mistyped' },
      {
        name: 'file',
        file: {
          filename: 'mistyped.png',
          type: 'image/png',
          data: await invoicePng({ number: 'INV-3', total: '30.00' }),
        },
      },
    ]);
    const id = uploaded.body.id as string;
    const pending = await http(server, 'PUT', `/api/documents/${id}/type`, {
      cookie,
      json: { documentType: 'receipt' },
    });
    expect(pending.status).toBe(409);
    expect((await waitForDocument(id)).documentType).toBe('invoice');
    await http(server, 'PATCH', `/api/documents/${id}/fields/invoiceId`, { cookie, json: { value: 'X' } });

    const changed = await http(server, 'PUT', `/api/documents/${id}/type`, {
      cookie,
      json: { documentType: 'receipt' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ documentType: 'receipt', requestedType: null, status: 'pending' });
    expect((await listed('type=receipt')).map((i) => i.id)).toContain(id);

    const doc = await waitForDocument(id);
    expect(doc).toMatchObject({ status: 'completed', documentType: 'receipt', requestedType: null });
    expect(doc.result.documentType).toBe('receipt');
    const view = await http(server, 'GET', `/api/documents/${id}/result`, { cookie });
    expect(view.body.corrections ?? {}).toEqual({});

    const bad = await http(server, 'PUT', `/api/documents/${id}/type`, {
      cookie,
      json: { documentType: 'poem' },
    });
    expect(bad.status).toBe(400);
    const stranger = await createApprovedUser(server, {
      email: uniqueEmail('stranger'),
      password: 'secret-pass-1',
      name: 'Stranger',
    });
    const foreign = await http(server, 'PUT', `/api/documents/${id}/type`, {
      cookie: stranger,
      json: { documentType: 'invoice' },
    });
    expect(foreign.status).toBe(404);
  }, 180_000);
});
