import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer } from './support.ts';

describe(`health, OpenAPI, errors and the web app (${dialectName})`, () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'docread-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>DocRead</title><div id="root"></div>',
    );
    await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    server = await startServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz', async () => {
    expect(await http(server, 'GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await http(server, 'GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('publishes an OpenAPI 3 document and a readable reference page', async () => {
    const doc = await http(server, 'GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/me',
      '/api/documents',
      '/api/documents/{id}',
      '/api/api-keys',
      '/api/webhooks/{id}',
      '/api/leads',
      '/api/admin/users',
    ]) {
      expect(doc.body.paths, p).toHaveProperty([p]);
    }
    // Request bodies are named component schemas, referenced from the operation.
    const ref: string =
      doc.body.paths['/api/api-keys'].post.requestBody.content['application/json'].schema.$ref;
    expect(ref).toMatch(/^#\/components\/schemas\//);
    expect(doc.body.components.schemas[ref.split('/').at(-1) ?? ''].required).toEqual(['name']);
    const page = await fetch(`${server.url}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('answers unknown API paths and bad JSON as problem+json', async () => {
    const missing = await http(server, 'GET', '/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(missing.body).toMatchObject({ status: 404, code: 'not_found', title: 'Not found' });
    const v3 = await http(server, 'GET', '/v3/nothing-here');
    expect(v3.body.code).toBe('not_found');
    const badJson = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"source":',
    });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('answers a wrong method with 405 and the methods the address takes', async () => {
    const wrong = await http(server, 'DELETE', '/api/leads');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.body).toMatchObject({ code: 'method_not_allowed', type: '/docs/errors#method_not_allowed' });
    const job = await http(server, 'POST', '/v3/results/some-job');
    expect(job.status).toBe(405);
    expect(job.headers.get('allow')).toBe('GET, HEAD');
    expect((await http(server, 'DELETE', '/v3/no-such-path')).status).toBe(404);
  });

  it('refuses a body in a media type the call does not take as such, not as a file type', async () => {
    const xml = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<lead/>',
    });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toMatchObject({
      code: 'unsupported_media_type',
      title: 'Unsupported media type',
      type: '/docs/errors#unsupported_media_type',
    });
  });

  it('refuses anonymous callers before reading their body', async () => {
    const badBody = await http(server, 'POST', '/api/api-keys', { json: { name: 42 } });
    expect(badBody).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    const form = new FormData();
    form.set('documentName', '');
    const upload = await http(server, 'POST', '/api/documents', { form });
    expect(upload).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
  });

  it('serves the web build with an index.html fallback for client-side routes', async () => {
    for (const p of ['/', '/dashboard/documents', '/he/pricing?x=1']) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const post = await http(server, 'POST', '/dashboard', { json: {} });
    expect(post.status).toBe(404);
  });
});
