import {
  AuthenticationError,
  ConflictError,
  createClient,
  type DocReadClient,
  NotFoundError,
  ValidationError,
} from '@docread/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { createApiKeyWithSecret, invoicePng } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';

// The SDK against the real server, without OCR workers: submissions stay pending, which is all these need.
describe(`the SDK against the server (${dialectName})`, () => {
  let server: TestServer;
  let client: DocReadClient;
  let png: Buffer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('sdk'),
      password: 'secret-pass-1',
      name: 'SDK',
    });
    const { key } = await createApiKeyWithSecret(server, cookie);
    client = createClient({ apiKey: key, baseUrl: server.url });
    png = await invoicePng({ number: 'INV-9', total: '9.00' });
  }, 120_000);
  afterAll(() => server?.close());

  it('uploads bare bytes, a Blob and a stream, named and typed from their content', async () => {
    const fromBytes = await client.processAsync({ file: png });
    const fromBlob = await client.processAsync({ file: new Blob([png]), documentType: 'receipt' });
    const fromStream = await client.processAsync({ file: new Blob([png]).stream() });
    for (const accepted of [fromBytes, fromBlob, fromStream]) expect(accepted.status).toBe('pending');
    const jobs = (await client.listJobs({ limit: 3 })).jobs;
    expect(jobs.map((j) => j.documentName)).toEqual(['document', 'document', 'document']);
  });

  it('answers a retried submission with the first answer under its idempotency key', async () => {
    const first = await client.processAsync({ file: png }, { idempotencyKey: 'sdk-contract-1' });
    const again = await client.processAsync({ file: png }, { idempotencyKey: 'sdk-contract-1' });
    expect(again.jobId).toBe(first.jobId);
  });

  it('pages through every job with the async iterator', async () => {
    const all = (await client.listJobs({ limit: 100 })).jobs.map((j) => j.jobId);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const page = await client.listJobs({ limit: 2 });
    expect(page.jobs).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
    const walked: string[] = [];
    for await (const job of client.jobs({ limit: 2 })) walked.push(job.jobId);
    expect(walked).toEqual(all);
  });

  it('keeps its place when a job listed on an earlier page is deleted (a keyset, not an offset)', async () => {
    const all = (await client.listJobs({ limit: 100 })).jobs.map((j) => j.jobId);
    const first = await client.listJobs({ limit: 2 });
    expect((await http(server, 'DELETE', `/api/documents/${first.jobs[0]!.jobId}`, { cookie })).status).toBe(
      204,
    );
    const second = await client.listJobs({ limit: 2, cursor: first.nextCursor! });
    expect(second.jobs[0]?.jobId).toBe(all[2]);
  });

  it('throws the typed error for each refusal', async () => {
    const missing = await client.getResult('no-such-job').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    const [latest] = (await client.listJobs({ limit: 1 })).jobs;
    const early = await client.exportResult(latest!.jobId, 'csv').catch((e: unknown) => e);
    expect(early).toBeInstanceOf(ConflictError);
    const badCursor = await client.listJobs({ cursor: 'nonsense' }).catch((e: unknown) => e);
    expect(badCursor).toBeInstanceOf(ValidationError);
    expect((badCursor as ValidationError).fields[0]?.path).toBe('cursor');
    const stranger = createClient({ apiKey: `ocr_${'0'.repeat(64)}`, baseUrl: server.url });
    expect(await stranger.listJobs().catch((e: unknown) => e)).toBeInstanceOf(AuthenticationError);
  });
});
