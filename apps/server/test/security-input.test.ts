import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvoiceResult } from '../test-support/sample-result.ts';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { createApiKey, invoicePng, startFileServer } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, userIdOf } from './support.ts';

// A generic document's field is named after its printed label.
const RESULT = sampleInvoiceResult({
  מספר_לקוח: { value: '1234', text: '1234', confidence: 0.8, page: null, bbox: null },
});

describe(`strict input: field corrections, fileUrl errors, idempotency scope (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('input'),
      password: 'secret1234',
      name: 'In',
    });
    userId = await userIdOf(server, cookie);
  });
  afterAll(() => server?.close());

  async function processedDocument(corrections: string | null = null): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await server.db
      .insertInto('documents')
      .values({
        id,
        user_id: userId,
        document_name: 'processed',
        document_type: 'invoice',
        filename: 'processed.png',
        file_path: `${userId}/processed-${id}.png`,
        file_size: 1,
        file_type: 'image/png',
        status: 'completed',
        source: 'portal',
        result: JSON.stringify(RESULT),
        error: null,
        attempts: 1,
        pages: 1,
        created_at: now,
        updated_at: now,
        started_at: now,
        completed_at: now,
        corrections,
      })
      .execute();
    return id;
  }

  it.each([
    ['constructor', { value: 'x' }],
    ['__proto__', { value: 'x' }],
    ['prototype', { value: 'x' }],
    ['totalAmount', { value: '12.00', isAdmin: true }],
    ['totalAmount', { value: '12.00', constructor: { prototype: { polluted: true } } }],
    ['totalAmount', { value: { nested: true } }],
  ])('refuses PATCH of %s with %j as 400 and the document stays readable', async (name, body) => {
    const id = await processedDocument();
    const res = await http(server, 'PATCH', `/api/documents/${id}/fields/${name}`, { cookie, json: body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    const view = await http(server, 'GET', `/api/documents/${id}/result`, { cookie });
    expect(view.status).toBe(200);
    expect(view.body.corrections).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads again a document whose stored corrections name a prototype member', async () => {
    const id = await processedDocument(
      JSON.stringify({ constructor: { value: 'x', correctedAt: new Date().toISOString() } }),
    );
    const view = await http(server, 'GET', `/api/documents/${id}/result`, { cookie });
    expect(view.status).toBe(200);
    expect(view.body.result.fields.totalAmount.value).toBe(10);
    const fixed = await http(server, 'PATCH', `/api/documents/${id}/fields/totalAmount`, {
      cookie,
      json: { value: 12 },
    });
    expect(fixed.status).toBe(200);
    expect(Object.keys(fixed.body.corrections)).toEqual(['totalAmount']);
  });

  it('still corrects a field named after a Hebrew label', async () => {
    const id = await processedDocument();
    const res = await http(
      server,
      'PATCH',
      `/api/documents/${id}/fields/${encodeURIComponent('מספר_לקוח')}`,
      {
        cookie,
        json: { value: '5678' },
      },
    );
    expect(res.status).toBe(200);
    const label = 'מספר_לקוח';
    expect(res.body.result.fields[label].value).toBe('5678');
  });

  it('answers a name on a private address and one that does not resolve alike, naming no address; a private IP is refused as such', async () => {
    const key = await createApiKey(server, cookie);
    const files = await startFileServer({
      '/x.png': { type: 'image/png', data: await invoicePng({ number: '1', total: '1' }) },
    });
    try {
      const ask = (fileUrl: string) =>
        http(server, 'POST', '/v3/process/async', {
          headers: { authorization: `Bearer ${key}` },
          json: { fileUrl },
        });
      const internal = await ask(`${files.base.replace('127.0.0.1', 'localhost')}/x.png`);
      const literal = await ask(`${files.base}/x.png`);
      const unresolvable = await ask('http://no-such-host.invalid/x.png');
      for (const answer of [internal, unresolvable]) {
        expect(answer.status).toBe(400);
        expect(answer.body.errors[0]).toMatchObject({ path: 'fileUrl', messageKey: 'fileUrl.unreachable' });
        expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|::1|resolve/);
        // Alike, but not silent about the rule a self-hoster may be running into.
        expect(answer.body.detail).toContain('OUTBOUND_ALLOWLIST');
      }
      expect(internal.body.errors[0].message).toBe(unresolvable.body.errors[0].message);
      expect(literal.status).toBe(400);
      expect(literal.body.errors[0]).toMatchObject({
        path: 'fileUrl',
        messageKey: 'validation.fileUrlNotPublic',
      });
      expect(literal.body.detail).toMatch(/private or local address.*refused.*OUTBOUND_ALLOWLIST/);
    } finally {
      await files.close();
    }
  });

  it("replays an Idempotency-Key across the account's keys instead of starting a second job", async () => {
    const first = await createApiKey(server, cookie, 'first');
    const second = await createApiKey(server, cookie, 'second');
    const idempotencyKey = randomUUID();
    const png = await invoicePng({ number: 'IDEM-1', total: '5.00' });
    const submit = (apiKey: string) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'idem.png');
      return http(server, 'POST', '/v3/process/async', {
        headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': idempotencyKey },
        form,
      });
    };
    const a = await submit(first);
    const b = await submit(second);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body.jobId).toBe(a.body.jobId);

    // Another account with the same Idempotency-Key gets its own job, never the first account's answer.
    const stranger = await createApprovedUser(server, {
      email: uniqueEmail('stranger'),
      password: 'secret1234',
      name: 'Stranger',
    });
    const c = await submit(await createApiKey(server, stranger));
    expect(c.status).toBe(202);
    expect(c.headers.get('idempotent-replayed')).toBeNull();
    expect(c.body.jobId).not.toBe(a.body.jobId);
  });
});
