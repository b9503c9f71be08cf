import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { metricValue, spawnLogged } from './ops-support.ts';
import {
  createApiKey,
  FAST_PIPELINE_ENV,
  invoicePng,
  startReceiver,
  waitForStatus,
} from './pipeline-support.ts';
import { asTestServer, freePort, processEnv, stopProcess, waitUntilHealthy } from './process-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

const scrape = async (server: TestServer, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

describe(`GET /metrics and request ids (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('metrics'),
      password: 'secret-pass-1',
      name: 'Metrics User',
    });
  });
  afterAll(() => server?.close());

  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    const id = randomUUID();
    expect((await http(server, 'GET', `/api/documents/${id}`, { cookie })).status).toBe(404);
    expect((await http(server, 'GET', '/api/documents', { cookie })).status).toBe(200);
    const { status, type, text } = await scrape(server);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      metricValue(text, 'docread_http_requests_total', {
        method: 'GET',
        route: '/api/documents/:id',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metricValue(text, 'docread_http_request_duration_seconds_count', {
        route: '/api/documents',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'docread_job_duration_seconds',
      'docread_pages_processed_total',
      'docread_webhook_deliveries_total',
    ]) {
      expect(text, name).toContain(`# TYPE ${name}`);
    }
  });

  it('reports queue depth and the age of the oldest waiting document from the database', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await upload(
        server,
        cookie,
        uploadParts({ filename: `q${i}.png`, type: 'image/png', data: PNG }),
      );
      expect(res.status).toBe(201);
    }
    const { text } = await scrape(server);
    expect(metricValue(text, 'docread_jobs', { state: 'pending' })).toBeGreaterThanOrEqual(2);
    expect(metricValue(text, 'docread_jobs', { state: 'completed' })).toBe(0);
    expect(metricValue(text, 'docread_job_oldest_age_seconds', { state: 'pending' })).toBeGreaterThanOrEqual(
      0,
    );
    expect(metricValue(text, 'docread_webhook_messages', { state: 'pending' })).toBeDefined();
  });

  it("answers with the caller's plain X-Request-Id, and a fresh one for anything else", async () => {
    const given = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234.abc');
    const odd = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': `bad id ${'x'.repeat(200)}` },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${server.url}/healthz`);
    expect(none.headers.get('x-request-id')).not.toBe(odd.headers.get('x-request-id'));
  });
});

describe('METRICS_TOKEN', () => {
  it('keeps /metrics for holders of the token', async () => {
    const token = 'metrics-token-0123456789';
    const server = await startServer({ METRICS_TOKEN: token });
    try {
      const anonymous = await scrape(server);
      expect(anonymous.status).toBe(401);
      expect((await scrape(server, { authorization: 'Bearer wrong-token-000000' })).status).toBe(401);
      const allowed = await scrape(server, { authorization: `Bearer ${token}` });
      expect(allowed.status).toBe(200);
      expect(allowed.text).toContain('docread_http_requests_total');
    } finally {
      await server.close();
    }
  });
});

describe('one document traced through logs and metrics (separate web+worker process)', () => {
  it('ties the upload request, its job and its webhook delivery together by ids, and counts them', async () => {
    const env = await processEnv({ ...FAST_PIPELINE_ENV, LOG_LEVEL: 'info' });
    const proc = spawnLogged('main.ts', env, 'web+worker');
    const receiver = await startReceiver();
    try {
      await waitUntilHealthy(env.PUBLIC_URL!);
      const server = asTestServer(env);
      const cookie = await createApprovedUser(server, {
        email: uniqueEmail('trace'),
        password: 'secret-pass-1',
        name: 'Trace User',
      });
      const apiKey = await createApiKey(server, cookie);
      const form = new FormData();
      form.set(
        'file',
        new Blob([await invoicePng({ number: 'T-1', total: '10.00' })], { type: 'image/png' }),
        'trace.png',
      );
      form.set('webhookUrl', receiver.url);
      const requestId = `trace-${randomUUID()}`;
      const accepted = await fetch(`${server.url}/v3/process/async`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'x-request-id': requestId },
        body: form,
      });
      expect(accepted.status).toBe(202);
      const { jobId } = (await accepted.json()) as { jobId: string };
      await waitForStatus(server, apiKey, jobId, ['completed'], 90_000);
      const [hook] = await receiver.waitFor(1, 30_000);
      const webhookId = hook!.headers['webhook-id'];

      const lines = () => proc.logs;
      const queued = lines().find((l) => l.msg === 'document queued' && l.documentId === jobId);
      expect(queued).toMatchObject({ reqId: requestId });
      expect(lines().some((l) => l.reqId === requestId && l.msg === 'request completed')).toBe(true);
      expect(lines().find((l) => l.msg === 'document processed' && l.documentId === jobId)).toMatchObject({
        workerId: expect.any(String),
      });
      const deadline = Date.now() + 10_000;
      while (
        !lines().some((l) => l.msg === 'webhook attempt' && l.webhookId === webhookId) &&
        Date.now() < deadline
      )
        await new Promise((r) => setTimeout(r, 100));
      expect(lines().find((l) => l.msg === 'webhook attempt' && l.webhookId === webhookId)).toMatchObject({
        documentId: jobId,
        outcome: 'delivered',
        statusCode: 200,
      });

      const text = await (await fetch(`${server.url}/metrics`)).text();
      expect(metricValue(text, 'docread_job_duration_seconds_count', { outcome: 'completed' })).toBe(1);
      expect(metricValue(text, 'docread_pages_processed_total', { source: 'ocr' })).toBe(1);
      expect(metricValue(text, 'docread_page_duration_seconds_count', { source: 'ocr' })).toBe(1);
      expect(
        metricValue(text, 'docread_webhook_deliveries_total', { outcome: 'delivered' }),
      ).toBeGreaterThanOrEqual(1);
      expect(metricValue(text, 'docread_jobs', { state: 'completed' })).toBe(1);
    } finally {
      await receiver.close();
      await stopProcess(proc.child);
      await rm(env.DATA_DIR!, { recursive: true, force: true });
    }
  }, 150_000);
});

describe("a worker process's own /metrics (METRICS_PORT)", () => {
  it('serves its metrics and a liveness answer, and nothing else, on METRICS_PORT', async () => {
    const metricsPort = await freePort();
    const env = await processEnv({
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: 'worker-token-0123456789',
    });
    const worker = spawnLogged('worker.ts', env, 'worker');
    try {
      const url = `http://127.0.0.1:${metricsPort}`;
      let res: Response | undefined;
      for (let i = 0; i < 150 && !res; i++) {
        res = await fetch(`${url}/metrics`, {
          headers: { authorization: 'Bearer worker-token-0123456789' },
        }).catch(() => undefined);
        if (!res) await new Promise((r) => setTimeout(r, 200));
      }
      expect(res?.status).toBe(200);
      const text = await res!.text();
      expect(text).toContain('# TYPE docread_job_duration_seconds histogram');
      expect(text).toContain('process_resident_memory_bytes');
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/api/documents`)).status).toBe(404);
    } finally {
      await stopProcess(worker.child);
      await rm(env.DATA_DIR!, { recursive: true, force: true });
    }
  }, 60_000);
});
