import { createClient, ValidationError, verifyWebhook } from '@docread/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import {
  createApiKeyWithSecret,
  FAST_PIPELINE_ENV,
  invoicePng,
  signedFormPng,
  startFileServer,
  startReceiver,
  waitForStatus,
} from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';

describe(`/v3 processing end to end (${dialectName})`, () => {
  let server: TestServer;
  let apiKey: string;
  let callbackSecret: string;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer(FAST_PIPELINE_ENV);
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('integrator'),
      password: 'secret-pass-1',
      name: 'Integrator',
    });
    ({ key: apiKey, callbackSecret } = await createApiKeyWithSecret(server, cookie));
  }, 120_000);
  afterAll(() => server?.close());

  it('processes a generated invoice synchronously through the SDK and answers its number and total', async () => {
    const client = createClient({ apiKey, baseUrl: server.url });
    const png = await invoicePng({ number: 'INV-1042', total: '1,170.00' });
    const result = await client.process(png, {
      filename: 'invoice-1042.png',
      documentType: 'invoice',
      languageHint: 'en',
      outputFormat: 'csv',
    });
    expect(result.status).toBe('completed');
    expect(result.exportUrl).toBe(`/v3/results/${result.jobId}/export?format=csv`);
    expect(result.documentType).toBe('invoice');
    // Single fields are read without narrowing their type (repeated groups are under `lists`).
    const fields = result.structuredData!.fields;
    expect(fields.invoiceId?.value).toBe('INV-1042');
    expect(fields.totalAmount?.value).toBe(1170);
    expect(result.confidence).toBeGreaterThan(0);
    expect(typeof result.needsReview).toBe('boolean');
    // The flag names the fields a reviewer should look at, and is set exactly when it names any.
    expect(Array.isArray(result.reviewReasons)).toBe(true);
    expect((result.reviewReasons?.length ?? 0) > 0).toBe(result.needsReview);
    expect(result.pages).toHaveLength(1);
    // The page says how it was read, so a wrong answer can be explained from the JSON alone.
    expect(result.pages[0]?.reading?.reader).toMatch(
      /^(tesseract|pp-ocr|latin-line-model|hebrew-line-model)$/,
    );
    expect(result.pages[0]?.reading?.passes.length).toBeGreaterThan(0);
    expect(result.text).toContain('INV-1042');

    const again = await client.getResult(result.jobId);
    expect(again.status).toBe('completed');
    const csv = new TextDecoder().decode(await client.exportResult(result.jobId, 'csv'));
    expect(csv).toContain('INV-1042');
    const auth = { authorization: `Bearer ${apiKey}` };
    const viaExportUrl = await http(server, 'GET', result.exportUrl!, { headers: auth });
    expect(viaExportUrl.status).toBe(200);
    expect(viaExportUrl.headers.get('content-disposition')).toMatch(
      /^attachment; filename="invoice-1042\.csv"/,
    );
    const { jobs } = await client.listJobs();
    expect(jobs.map((j) => j.jobId)).toContain(result.jobId);

    // A finished result is revalidated with its ETag; a correction in the portal makes it a new one.
    const resultPath = `/v3/results/${result.jobId}`;
    const tagged = await http(server, 'GET', resultPath, { headers: auth });
    const etag = tagged.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await http(server, 'GET', resultPath, { headers: { ...auth, 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    const corrected = await http(server, 'PATCH', `/api/documents/${result.jobId}/fields/invoiceId`, {
      cookie,
      json: { value: 'INV-1043' },
    });
    expect(corrected.status).toBe(200);
    const changed = await http(server, 'GET', resultPath, { headers: { ...auth, 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.structuredData.fields.invoiceId.value).toBe('INV-1043');
    expect(changed.headers.get('etag')).not.toBe(etag);
  }, 120_000);

  it('finds the signature on a signed form when asked for signature-detection, and leaves tables out', async () => {
    const client = createClient({ apiKey, baseUrl: server.url });
    const result = await client.process(await signedFormPng(), {
      filename: 'agreement.png',
      modules: ['signature-detection'],
    });
    expect(result.status).toBe('completed');
    const [signature, ...others] = result.pages[0]?.signatures ?? [];
    expect(others).toEqual([]);
    expect(signature?.label).toBe('Signature:');
    // The pen stroke lies over x 260–730, y 200–330 of the form.
    expect(signature?.bbox.x).toBeGreaterThanOrEqual(240);
    expect(signature!.bbox.x + signature!.bbox.w).toBeLessThanOrEqual(760);
    expect(result.structuredData?.tables).toEqual([]);
  }, 120_000);

  it('fetches a fileUrl from an allow-listed loopback server and signs the outcome to webhookUrl', async () => {
    const files = await startFileServer({
      '/invoice-77.png': {
        type: 'image/png',
        data: await invoicePng({ number: 'INV-0077', total: '250.00' }),
      },
    });
    const receiver = await startReceiver();
    try {
      const client = createClient({ apiKey, baseUrl: server.url });
      const accepted = await client.processAsync({
        fileUrl: `${files.base}/invoice-77.png`,
        webhookUrl: receiver.url,
        documentType: 'invoice',
        languageHint: 'en',
      });
      expect(accepted.status).toBe('pending');
      const [hook] = await receiver.waitFor(1, 90_000);
      const event = await verifyWebhook(callbackSecret, hook!.headers as Record<string, string>, hook!.body);
      expect(event).toMatchObject({
        type: 'processing_completed',
        jobId: accepted.jobId,
        status: 'completed',
      });
      expect(hook!.headers['webhook-id']).toMatch(/^msg_/);
      const done = await waitForStatus(server, apiKey, accepted.jobId, ['completed']);
      expect(done.structuredData.fields.invoiceId.value).toBe('INV-0077');
    } finally {
      await files.close();
      await receiver.close();
    }
  }, 120_000);

  it('refuses a fileUrl on a private address that is not allow-listed', async () => {
    const client = createClient({ apiKey, baseUrl: server.url });
    const err = await client.processAsync({ fileUrl: 'http://10.0.0.1/secret.pdf' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).status).toBe(400);
    expect((err as ValidationError).fields[0]?.path).toBe('fileUrl');
  });
});
