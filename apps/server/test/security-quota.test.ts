import { FREE_TRIAL } from '@docread/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { createApiKey, FAST_PIPELINE_ENV, invoicePng } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';
import { addUsage, usageOf } from './usage-support.ts';

/** Starts like a PDF, then is nothing a PDF reader can open: a damaged file. */
const DAMAGED_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41)]);

const png = (name: string) => uploadParts({ filename: `${name}.png`, type: 'image/png', data: PNG });

describe(`quota: usage ledger and atomic reservation (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  async function newUser(label: string) {
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail(label),
      password: 'secret1234',
      name: `Quota ${label}`,
    });
    return { cookie, userId: await userIdOf(server, cookie) };
  }

  it('does not give the allowance back when documents are deleted', async () => {
    const { cookie } = await newUser('deleter');
    const ids: string[] = [];
    for (let i = 0; i < FREE_TRIAL.documents; i++) {
      const answer = await upload(server, cookie, png(`doc-${i}`));
      expect(answer.status).toBe(201);
      ids.push(answer.body.id);
    }
    for (const id of ids)
      expect((await http(server, 'DELETE', `/api/documents/${id}`, { cookie })).status).toBe(204);

    const again = await upload(server, cookie, png('after-delete'));
    expect(again.status).toBe(402);
    expect(again.body.code).toBe('quota_exceeded');
    const usage = await http(server, 'GET', '/api/billing/usage', { cookie });
    expect(usage.body.documentsProcessed).toBe(FREE_TRIAL.documents);
  });

  it('lets exactly one of 16 parallel uploads through when one document is left', async () => {
    const { cookie, userId } = await newUser('racer');
    await addUsage(server.db, userId, FREE_TRIAL.documents - 1);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => upload(server, cookie, png(`race-${i}`))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    const documents = await server.db
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(documents).toHaveLength(1);
  });

  it('records account, document, source (portal or API key) and date in the ledger', async () => {
    const { cookie, userId } = await newUser('ledger');
    const key = await createApiKey(server, cookie);
    const keys = await http(server, 'GET', '/api/api-keys', { cookie });
    const portal = await upload(server, cookie, png('from-portal'));
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'from-api.png');
    const api = await http(server, 'POST', '/v3/process/async', {
      headers: { authorization: `Bearer ${key}` },
      form,
    });
    expect(api.status).toBe(202);
    const entries = await usageOf(server.db, userId);
    expect(entries).toHaveLength(2);
    const byDocument = new Map(entries.map((e) => [e.document_id, e]));
    expect(byDocument.get(portal.body.id)).toMatchObject({
      source: 'portal',
      api_key_id: null,
      status: 'reserved',
    });
    expect(byDocument.get(api.body.jobId)).toMatchObject({
      source: 'api',
      api_key_id: keys.body.items[0].id,
      status: 'reserved',
    });
    for (const entry of entries) expect(Number.isNaN(new Date(entry.created_at).getTime())).toBe(false);
  });
});

describe(`quota: processed pages are charged, unreadable files given back (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  let apiKey: string;
  let userId: string;
  beforeAll(async () => {
    server = await startServer({ ...FAST_PIPELINE_ENV, JOB_MAX_ATTEMPTS: '1' });
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('pages'),
      password: 'secret1234',
      name: 'Pages',
    });
    userId = await userIdOf(server, cookie);
    apiKey = await createApiKey(server, cookie);
  }, 120_000);
  afterAll(() => server?.close());

  const processFile = (name: string, type: string, data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([data], { type }), name);
    return http(server, 'POST', '/v3/process', { headers: { authorization: `Bearer ${apiKey}` }, form });
  };

  it('answers a damaged file with a 422 problem and does not count it', async () => {
    const before = (await http(server, 'GET', '/api/billing/usage', { cookie })).body.documentsProcessed;
    const answer = await processFile('damaged.pdf', 'application/pdf', DAMAGED_PDF);
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body).toMatchObject({ status: 422, code: 'unreadable_document' });
    const after = (await http(server, 'GET', '/api/billing/usage', { cookie })).body.documentsProcessed;
    expect(after).toBe(before);
    const entries = await usageOf(server.db, userId);
    expect(entries.at(-1)).toMatchObject({ status: 'refunded' });
  }, 120_000);

  it('charges the pages the engine read', async () => {
    const answer = await processFile(
      'invoice.png',
      'image/png',
      await invoicePng({ number: 'Q-1', total: '10.00' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('completed');
    const entry = (await usageOf(server.db, userId)).find((e) => e.document_id === answer.body.jobId);
    expect(entry).toMatchObject({ status: 'charged', pages: 1, source: 'api' });
  }, 120_000);
});
