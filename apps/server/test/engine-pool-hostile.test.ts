import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { hostilePdf } from './hostile-pdf.ts';
import { FAST_PIPELINE_ENV } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

/**
 * Issue 12 (High 2): a hostile PDF must not stall the server. The file is built here (heavy vector pages
 * with no text layer, and a 200-inch MediaBox); while the single-process server (ROLE=all) works on it,
 * `/healthz` and another user's requests keep answering, and a page image of it is drawn meanwhile. The
 * engine pool's time limit stops the file with a reason a person can read; its page images then answer a
 * 409 problem, as do those of a damaged file.
 */
describe(`a hostile file does not stall the server (${dialectName})`, () => {
  let server: TestServer;
  let owner: string;
  let other: string;
  const password = 'long-enough-secret-42';
  beforeAll(async () => {
    server = await startServer({ ...FAST_PIPELINE_ENV, JOB_TIME_LIMIT_SECONDS: '15', ENGINE_WORKERS: '2' });
    owner = await createApprovedUser(server, { email: uniqueEmail('owner'), password, name: 'Owner' });
    other = await createApprovedUser(server, { email: uniqueEmail('other'), password, name: 'Other' });
  }, 120_000);
  afterAll(() => server?.close());

  const isFinal = (status: string) => status === 'completed' || status === 'failed';

  async function uploadPdf(name: string, data: Buffer): Promise<string> {
    const res = await upload(server, owner, [
      { name: 'documentName', value: name },
      { name: 'documentType', value: 'other' },
      { name: 'file', file: { filename: `${name}.pdf`, type: 'application/pdf', data } },
    ]);
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  async function finalState(id: string) {
    for (;;) {
      const res = await http(server, 'GET', `/api/documents/${id}`, { cookie: owner });
      if (isFinal(res.body.status)) return res.body;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('keeps answering /healthz and other users while it processes the file and draws its pages', async () => {
    const id = await uploadPdf('hostile', await hostilePdf());
    let finished = false;
    const outcome = finalState(id).then((doc) => {
      finished = true;
      return doc;
    });
    const answered = { healthz: 0, otherUser: 0, failures: 0 };
    const pageImage = http(server, 'GET', `/api/documents/${id}/pages/1/image`, { cookie: owner });
    while (!finished) {
      const [health, list] = await Promise.all([
        http(server, 'GET', '/healthz'),
        http(server, 'GET', '/api/documents', { cookie: other }),
      ]);
      if (finished) break;
      if (health.status === 200) answered.healthz++;
      if (list.status === 200) answered.otherUser++;
      if (health.status !== 200 || list.status !== 200) answered.failures++;
      await new Promise((r) => setTimeout(r, 100));
    }
    const doc = await outcome;
    expect(answered.failures).toBe(0);
    expect(answered.healthz).toBeGreaterThan(10);
    expect(answered.otherUser).toBeGreaterThan(10);

    const image = await pageImage;
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    // On this machine the file always outruns the limit; a much faster one may read it in time.
    const after = await http(server, 'GET', `/api/documents/${id}/pages/1/image`, { cookie: owner });
    if (doc.status === 'failed') {
      expect(doc.error).toMatch(/longer than the limit of 15 seconds|more memory than the limit/);
      expect(after.status).toBe(409);
      expect(after.body).toMatchObject({ status: 409, code: 'conflict' });
      expect(after.body.detail).toMatch(/no page images/);
    } else {
      expect(doc.status).toBe('completed');
      expect(after.status).toBe(200);
    }
  }, 180_000);

  it('answers a 409 problem, not a 500, for a page image of a file the engine refused', async () => {
    const id = await uploadPdf('damaged', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF\n'));
    const doc = await finalState(id);
    expect(doc.status).toBe('failed');
    const res = await http(server, 'GET', `/api/documents/${id}/pages/1/image`, { cookie: owner });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.detail).toMatch(/no page images/);
  }, 60_000);
});
