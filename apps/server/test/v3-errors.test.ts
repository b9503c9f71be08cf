import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { createApiKey, invoicePng } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';
import { addUsage } from './usage-support.ts';

/** Error answers of /v3; no OCR runs here (ROLE=web), so jobs stay pending. */
describe(`/v3 errors, limits and idempotency (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  let apiKey: string;
  let otherKey: string;
  let png: Buffer;
  let slowServer: Server;
  let slowUrl: string;
  // The file server holds its answer until the test releases it, so a request downloading from it is
  // still running for as long as the test needs, and the test knows when the download began.
  let downloadBegan!: () => void;
  const downloading = new Promise<void>((resolve) => {
    downloadBegan = resolve;
  });
  let releaseDownload!: () => void;
  const released = new Promise<void>((resolve) => {
    releaseDownload = resolve;
  });

  beforeAll(async () => {
    server = await startServer({
      ROLE: 'web',
      API_RATE_LIMIT_PER_MINUTE: '25',
      SYNC_WAIT_SECONDS: '1',
      OUTBOUND_ALLOWLIST: '127.0.0.1',
    });
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('v3err'),
      password: 'secret-pass-1',
      name: 'Errors',
    });
    apiKey = await createApiKey(server, cookie);
    const other = await createApprovedUser(server, {
      email: uniqueEmail('v3other'),
      password: 'secret-pass-1',
      name: 'Other',
    });
    otherKey = await createApiKey(server, other);
    png = await invoicePng({ number: 'INV-1', total: '10.00' });
    slowServer = createServer((_req, res) => {
      downloadBegan();
      void released.then(() => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
    });
    await new Promise<void>((r) => slowServer.listen(0, '127.0.0.1', r));
    slowUrl = `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}/slow.png`;
  }, 120_000);
  afterAll(async () => {
    releaseDownload();
    await new Promise<void>((r) => slowServer?.close(() => r()));
    await server?.close();
  });

  const bearer = (key: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${key}`,
    ...extra,
  });
  const form = (file: Blob, name: string, fields: Record<string, string> = {}) => {
    const f = new FormData();
    f.append('file', file, name);
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    return f;
  };
  const pngForm = (fields: Record<string, string> = {}) =>
    form(new Blob([png], { type: 'image/png' }), 'a.png', fields);

  it('answers 401 for a missing, unknown or deleted key, and keeps last_used_at', async () => {
    const none = await http(server, 'GET', '/v3/jobs');
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toContain('application/problem+json');
    expect(none.body.code).toBe('invalid_api_key');
    const unknown = await http(server, 'GET', '/v3/jobs', { headers: bearer(`ocr_${'0'.repeat(64)}`) });
    expect(unknown.status).toBe(401);

    const doomedKey = await createApiKey(server, cookie, 'doomed');
    expect((await http(server, 'GET', '/v3/jobs', { headers: bearer(doomedKey) })).status).toBe(200);
    const keys = await http(server, 'GET', '/api/api-keys', { cookie });
    const doomed = keys.body.items.find((k: { name: string }) => k.name === 'doomed');
    expect(doomed.lastUsedAt).not.toBeNull();
    expect((await http(server, 'DELETE', `/api/api-keys/${doomed.id}`, { cookie })).status).toBe(204);
    const deleted = await http(server, 'GET', '/v3/jobs', { headers: bearer(doomedKey) });
    expect(deleted.status).toBe(401);
    expect(deleted.body.code).toBe('invalid_api_key');
  });

  it("answers 202 with the jobId when the result is not ready in time, and 404 for another customer's job", async () => {
    const res = await http(server, 'POST', '/v3/process', { headers: bearer(apiKey), form: pngForm() });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'pending', structuredData: null });
    const jobId = res.body.jobId as string;
    expect(res.headers.get('location')).toBe(`/v3/results/${jobId}`);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const pending = await http(server, 'GET', res.headers.get('location')!, { headers: bearer(apiKey) });
    expect(pending.body.status).toBe('pending');
    // A running job changes without a new request: nothing to revalidate.
    expect(pending.headers.get('etag')).toBeNull();
    const foreign = await http(server, 'GET', `/v3/results/${jobId}`, { headers: bearer(otherKey) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    expect(
      (await http(server, 'GET', `/v3/results/${randomUUID()}`, { headers: bearer(apiKey) })).status,
    ).toBe(404);
    const theirJobs = await http(server, 'GET', '/v3/jobs', { headers: bearer(otherKey) });
    expect(theirJobs.body.jobs.map((j: { jobId: string }) => j.jobId)).not.toContain(jobId);
    const notReady = await http(server, 'GET', `/v3/results/${jobId}/export?format=csv`, {
      headers: bearer(apiKey),
    });
    expect(notReady.status).toBe(409);
  });

  it('refuses modules that do not work, naming the supported ones, and takes the ones that do', async () => {
    for (const modules of ['handwriting-recognition', 'table-extraction,ocr-magic']) {
      const refused = await http(server, 'POST', '/v3/process/async', {
        headers: bearer(apiKey),
        form: pngForm({ modules }),
      });
      expect(refused.status, modules).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({
        path: 'modules',
        messageKey: 'validation.moduleNotSupported',
      });
      expect(refused.body.errors[0].message).toContain('table-extraction, signature-detection');
    }
    const byUrl = await http(server, 'POST', '/v3/process/async', {
      headers: bearer(apiKey),
      json: { fileUrl: 'https://files.example.com/a.pdf', modules: ['handwriting-recognition'] },
    });
    expect(byUrl.status).toBe(400);
    expect(byUrl.body.errors[0]).toMatchObject({
      path: 'modules',
      messageKey: 'validation.moduleNotSupported',
    });
    for (const modules of ['signature-detection', 'table-extraction, signature-detection']) {
      const taken = await http(server, 'POST', '/v3/process/async', {
        headers: bearer(apiKey),
        form: pngForm({ modules }),
      });
      expect(taken.status, modules).toBe(202);
    }
  });

  it('answers 400, 413 and 415 as problems', async () => {
    const badType = await http(server, 'POST', '/v3/process', {
      headers: bearer(apiKey),
      form: pngForm({ documentType: 'shopping_list' }),
    });
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe('validation_failed');
    expect(badType.body.errors[0].path).toBe('documentType');

    // Neither a file nor a fileUrl: a problem saying how to send the document, not a schema library's words.
    const noFile = await http(server, 'POST', '/v3/process/async', { headers: bearer(apiKey), json: {} });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual([
      expect.objectContaining({ path: 'fileUrl', messageKey: 'validation.fileOrUrlRequired' }),
    ]);
    expect(noFile.body.detail).toMatch(/multipart form with a `file`, or JSON with a `fileUrl`/);
    const emptyForm = new FormData();
    emptyForm.append('documentType', 'invoice');
    const noFileForm = await http(server, 'POST', '/v3/process/async', {
      headers: bearer(apiKey),
      form: emptyForm,
    });
    expect(noFileForm.status).toBe(400);
    expect(noFileForm.body.errors[0]).toMatchObject({
      path: 'file',
      messageKey: 'validation.fileOrUrlRequired',
    });

    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await http(server, 'POST', '/v3/process', {
      headers: bearer(apiKey),
      form: form(new Blob([huge], { type: 'image/png' }), 'big.png'),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('payload_too_large');

    const text = await http(server, 'POST', '/v3/process', {
      headers: bearer(apiKey),
      form: form(new Blob(['just text'], { type: 'text/plain' }), 'notes.txt'),
    });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('unsupported_media_type');
    // Judged by content: text named .pdf is refused with one answer saying so.
    const disguised = await http(server, 'POST', '/v3/process', {
      headers: bearer(apiKey),
      form: form(new Blob(['not a pdf'], { type: 'application/pdf' }), 'invoice.pdf'),
    });
    expect(disguised.status).toBe(415);
    expect(disguised.body.errors[0].messageKey).toBe('validation.fileContentMismatch');
  });

  it('replays the first answer for the same Idempotency-Key, 422 for a different request, 409 while running', async () => {
    const key = randomUUID();
    const first = await http(server, 'POST', '/v3/process/async', {
      headers: bearer(apiKey, { 'idempotency-key': key }),
      form: pngForm({ documentType: 'invoice' }),
    });
    expect(first.status).toBe(202);
    const again = await http(server, 'POST', '/v3/process/async', {
      headers: bearer(apiKey, { 'idempotency-key': key }),
      form: pngForm({ documentType: 'invoice' }),
    });
    expect(again.status).toBe(202);
    expect(again.body.jobId).toBe(first.body.jobId);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The replay says where to poll, as the first answer did.
    expect(first.headers.get('location')).toBe(`/v3/results/${first.body.jobId}`);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const changed = await http(server, 'POST', '/v3/process/async', {
      headers: bearer(apiKey, { 'idempotency-key': key }),
      form: pngForm({ documentType: 'receipt' }),
    });
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('idempotency_key_reused');

    const slowKey = randomUUID();
    const call = () =>
      http(server, 'POST', '/v3/process/async', {
        headers: bearer(apiKey, { 'idempotency-key': slowKey }),
        json: { fileUrl: slowUrl },
      });
    const firstSlow = call();
    // The first request downloads its file after taking the key, and stays running until the download ends.
    await downloading;
    const duplicate = await call();
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('idempotency_key_in_use');
    releaseDownload();
    expect((await firstSlow).status).toBe(202);
  });

  it('limits requests per account with 429, Retry-After and the RateLimit headers', async () => {
    const limitedCookie = await createApprovedUser(server, {
      email: uniqueEmail('limited'),
      password: 'secret-pass-1',
      name: 'Limited',
    });
    const limitedKey = await createApiKey(server, limitedCookie, 'limited');
    let last = await http(server, 'GET', '/v3/jobs', { headers: bearer(limitedKey) });
    expect(last.headers.get('ratelimit-policy')).toBe('"default";q=25;w=60');
    expect(last.headers.get('ratelimit')).toMatch(/^"default";r=24;t=\d+$/);
    for (let i = 0; i < 25 && last.status !== 429; i++) {
      last = await http(server, 'GET', '/v3/jobs', { headers: bearer(limitedKey) });
    }
    expect(last.status).toBe(429);
    expect(last.body.code).toBe('rate_limited');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/);
  });

  it("enforces the plan's quota with its own problem code", async () => {
    const quotaCookie = await createApprovedUser(server, {
      email: uniqueEmail('quota'),
      password: 'secret-pass-1',
      name: 'Quota',
    });
    const quotaKey = await createApiKey(server, quotaCookie);
    const me = await http(server, 'GET', '/api/me', { cookie: quotaCookie });
    // The free trial's ten documents, already used.
    await addUsage(server.db, me.body.user.id, 10, { source: 'api' });
    const refused = await http(server, 'POST', '/v3/process/async', {
      headers: bearer(quotaKey),
      form: pngForm(),
    });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('quota_exceeded');
    expect(refused.body.detail).toMatch(/10 documents/);
  });
});
