import { readFile } from 'node:fs/promises';
import { jobResultSchema } from '@docread/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/start-test-server.ts';
import { http, startServer } from './support.ts';

const receipt = new URL('../../web/public/try/english-receipt.png', import.meta.url);

function formWith(parts: Record<string, string | { data: Buffer; name: string; type: string }>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  return form;
}

describe('the public playground, POST /api/try', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRY_UPLOADS_PER_HOUR: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a sample at once from its precomputed result, in the /v3/process shape, without signing in', async () => {
    const res = await http(server, 'POST', '/api/try', { form: formWith({ sample: 'passport-specimen' }) });
    expect(res.status).toBe(200);
    expect(jobResultSchema.parse(res.body)).toMatchObject({ status: 'completed', documentType: 'passport' });
    expect(res.body.structuredData.fields.surname.value).toBe('ERIKSSON');
    // Samples are not counted against the visitor's uploads.
    for (const sample of ['hebrew-invoice', 'english-receipt']) {
      const again = await http(server, 'POST', '/api/try', { form: formWith({ sample }) });
      expect(again.status).toBe(200);
    }
  });

  it('refuses an unknown sample, a missing file and a file of the wrong type', async () => {
    expect((await http(server, 'POST', '/api/try', { form: formWith({ sample: 'nope' }) })).status).toBe(400);
    expect((await http(server, 'POST', '/api/try', { form: formWith({}) })).status).toBe(400);
    const text = { data: Buffer.from('hello'), name: 'a.png', type: 'image/png' };
    expect((await http(server, 'POST', '/api/try', { form: formWith({ file: text }) })).status).toBe(415);
  });

  it('refuses files over the size limit before reading them', async () => {
    const big = { data: Buffer.alloc(6 * 1024 * 1024, 1), name: 'big.png', type: 'image/png' };
    const res = await http(server, 'POST', '/api/try', { form: formWith({ file: big }) });
    expect(res.status).toBe(413);
  });

  it('reads an uploaded file with the engine, then answers 429 with Retry-After past the hourly limit', async () => {
    const file = { data: await readFile(receipt), name: 'receipt.png', type: 'image/png' };
    const first = await http(server, 'POST', '/api/try', { form: formWith({ file }) });
    expect(first.status).toBe(200);
    expect(jobResultSchema.parse(first.body).documentType).toBe('receipt');
    expect(first.body.text).toContain('HARBOUR LANE');
    const second = await fetch(`${server.url}/api/try`, { method: 'POST', body: formWith({ file }) });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);
});
