import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { PNG } from './fixtures.ts';
import { FAST_PIPELINE_ENV, invoicePng, startReceiver } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

describe(`portal upload to result (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer(FAST_PIPELINE_ENV);
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('viewer'),
      password: 'secret-pass-1',
      name: 'Viewer',
    });
  }, 120_000);
  afterAll(() => server?.close());

  async function waitForDocument(id: string) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await http(server, 'GET', `/api/documents/${id}`, { cookie });
      if (res.body.status === 'completed' || res.body.status === 'failed' || Date.now() > deadline)
        return res.body;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('processes an upload, announces it, and lets the owner read, correct and download the result', async () => {
    const receiver = await startReceiver();
    try {
      const hook = await http(server, 'POST', '/api/webhooks', {
        cookie,
        json: { name: 'done', url: receiver.url, events: ['processing_completed'] },
      });
      expect(hook.status).toBe(201);
      const uploaded = await upload(server, cookie, [
        { name: 'documentName', value: 'March invoice' },
        { name: 'documentType', value: 'invoice' },
        {
          name: 'file',
          file: {
            filename: 'march.png',
            type: 'image/png',
            data: await invoicePng({ number: 'INV-3003', total: '480.00' }),
          },
        },
      ]);
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.status).toBe('pending');
      const id = uploaded.body.id as string;

      const doc = await waitForDocument(id);
      expect(doc.status).toBe('completed');
      expect(doc.attempts).toBe(1);
      expect(doc.completedAt).not.toBeNull();
      const [hit] = await receiver.waitFor(1);
      expect(JSON.parse(hit!.body)).toMatchObject({
        type: 'processing_completed',
        documentId: id,
        status: 'completed',
        summary: { documentName: 'March invoice', documentType: 'invoice', pages: 1 },
      });

      const view = await http(server, 'GET', `/api/documents/${id}/result`, { cookie });
      expect(view.status).toBe(200);
      expect(view.body.result.fields.invoiceId.value).toBe('INV-3003');
      expect(view.body.result.pages[0].blocks.length).toBeGreaterThan(0);

      const corrected = await http(server, 'PATCH', `/api/documents/${id}/fields/invoiceId`, {
        cookie,
        json: { value: 'INV-3003-A' },
      });
      expect(corrected.status).toBe(200);
      expect(corrected.body.result.fields.invoiceId).toMatchObject({ value: 'INV-3003-A', confidence: 1 });
      expect(corrected.body.originalFields.invoiceId.value).toBe('INV-3003');
      expect(corrected.body.corrections.invoiceId.value).toBe('INV-3003-A');
      const missing = await http(server, 'PATCH', `/api/documents/${id}/fields/noSuchField`, {
        cookie,
        json: { value: 'x' },
      });
      expect(missing.status).toBe(404);
      // One corrected value everywhere: the list's columns and the document's own answer follow it.
      const total = await http(server, 'PATCH', `/api/documents/${id}/fields/totalAmount`, {
        cookie,
        json: { value: 512.5 },
      });
      expect(total.status).toBe(200);
      const listed = await http(server, 'GET', '/api/documents', { cookie });
      expect(listed.body.items.find((d: { id: string }) => d.id === id)).toMatchObject({ total: 512.5 });
      const detail = await http(server, 'GET', `/api/documents/${id}`, { cookie });
      expect(detail.body.result.fields.invoiceId.value).toBe('INV-3003-A');
      expect(detail.body.result.fields.totalAmount.value).toBe(512.5);
      expect(detail.body.originalFields.invoiceId.value).toBe('INV-3003');
      expect(detail.body.corrections.totalAmount.value).toBe(512.5);

      const csv = await fetch(`${server.url}/api/documents/${id}/export?format=csv`, { headers: { cookie } });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toContain('march.csv');
      expect(await csv.text()).toContain('INV-3003-A');
      const hebrewCsv = await fetch(`${server.url}/api/documents/${id}/export?format=csv&language=he`, {
        headers: { cookie },
      });
      expect(await hebrewCsv.text()).toMatch(/^שדה,ערך,טקסט,ודאות,עמוד\r\n(.*\r\n)*מספר חשבונית,INV-3003-A,/);
      const json = await http(server, 'GET', `/api/documents/${id}/export?format=json`, { cookie });
      expect(json.body.fields.invoiceId.value).toBe('INV-3003-A');
      expect(json.body.originalFields.invoiceId.value).toBe('INV-3003');
      expect(json.body.corrections.invoiceId.value).toBe('INV-3003-A');
      const xlsx = await fetch(`${server.url}/api/documents/${id}/export?format=xlsx`, {
        headers: { cookie },
      });
      expect(
        Buffer.from(await xlsx.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      const pdf = await fetch(`${server.url}/api/documents/${id}/export?format=pdf`, { headers: { cookie } });
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      const image = await fetch(`${server.url}/api/documents/${id}/pages/1/image`, { headers: { cookie } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect((await http(server, 'GET', `/api/documents/${id}/pages/2/image`, { cookie })).status).toBe(404);

      const stranger = await createApprovedUser(server, {
        email: uniqueEmail('peek'),
        password: 'secret-pass-1',
        name: 'Peek',
      });
      for (const path of [
        `/api/documents/${id}/result`,
        `/api/documents/${id}/export?format=csv`,
        `/api/documents/${id}/pages/1/image`,
      ]) {
        expect((await http(server, 'GET', path, { cookie: stranger })).status, path).toBe(404);
      }
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it('fails an unreadable file at once with a readable reason and announces it', async () => {
    const receiver = await startReceiver();
    try {
      await http(server, 'POST', '/api/webhooks', {
        cookie,
        json: { name: 'failures', url: receiver.url, events: ['processing_failed'] },
      });
      // Passes the upload's magic-byte check, but its image data cannot be decoded.
      const broken = PNG;
      const uploaded = await upload(server, cookie, [
        { name: 'documentName', value: 'broken' },
        { name: 'file', file: { filename: 'broken.png', type: 'image/png', data: broken } },
      ]);
      expect(uploaded.status).toBe(201);
      const doc = await waitForDocument(uploaded.body.id);
      expect(doc.status).toBe('failed');
      expect(doc.attempts).toBe(1);
      expect(doc.error).toMatch(/cannot be decoded|corrupt|not/i);
      const [hit] = await receiver.waitFor(1);
      expect(JSON.parse(hit!.body)).toMatchObject({ type: 'processing_failed', status: 'failed' });
      const result = await http(server, 'GET', `/api/documents/${uploaded.body.id}/result`, { cookie });
      expect(result.body).toMatchObject({ status: 'failed', result: null });
      expect(
        (await http(server, 'GET', `/api/documents/${uploaded.body.id}/export?format=csv`, { cookie }))
          .status,
      ).toBe(409);
    } finally {
      await receiver.close();
    }
  }, 60_000);
});
