import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { multipart, PNG, uploadParts } from './fixtures.ts';
import { dialectName, http, startServer, uniqueEmail, userIdOf } from './support.ts';

/** Sends a path exactly as written (fetch would normalise or refuse it). */
function rawGet(server: TestServer, rawPath: string): Promise<{ status: number; type: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method: 'GET', path: rawPath }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? '') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Issue 12, Medium 4 and 5, and the Low `%`-escape finding. */
describe(`cross-site requests and security headers (${dialectName})`, () => {
  let server: TestServer;
  let admin: string;
  let user: string;
  let targetId: string;

  beforeAll(async () => {
    server = await startServer();
    admin = await signIn(server, server.admin.email, server.admin.password);
    user = await createApprovedUser(server, {
      email: uniqueEmail('csrf-user'),
      password: 'secret-pass-1',
      name: 'Cross Site',
    });
    const targetCookie = await createApprovedUser(server, {
      email: uniqueEmail('csrf-target'),
      password: 'secret-pass-1',
      name: 'Target Person',
    });
    targetId = await userIdOf(server, targetCookie);
  });
  afterAll(() => server?.close());

  it('refuses a state-changing cookie call from a foreign page with a 403 problem', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: `${server.url}.evil.example` },
    ];
    for (const headers of foreign) {
      const res = await http(server, 'POST', `/api/admin/users/${targetId}/revoke`, {
        cookie: admin,
        headers,
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body.code).toBe('forbidden');
      expect(res.body.detail).toMatch(/cross-site/i);
    }
    const signOut = await http(server, 'POST', '/api/auth/sign-out', {
      cookie: user,
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(signOut.status).toBe(403);
    const { body, contentType } = multipart(uploadParts({ filename: 'x.png', type: 'image/png', data: PNG }));
    const upload = await fetch(`${server.url}/api/documents`, {
      method: 'POST',
      headers: { cookie: user, 'content-type': contentType, origin: 'https://evil.example' },
      body,
    });
    expect(upload.status).toBe(403);
    // Nothing happened: the target is still approved.
    const users = await http(server, 'GET', '/api/admin/users', { cookie: admin });
    expect(users.body.items.find((u: { id: string }) => u.id === targetId).approved).toBe(true);
  });

  it('accepts the site’s own pages, and clients that send no browser headers', async () => {
    const own: Record<string, string>[] = [
      { origin: server.url },
      { 'sec-fetch-site': 'same-origin', origin: server.url },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of own) {
      const res = await http(server, 'POST', `/api/admin/users/${targetId}/approve`, {
        cookie: admin,
        headers,
      });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves reads and the bearer-token /v3 API open to other origins', async () => {
    const read = await http(server, 'GET', '/api/me', {
      cookie: user,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
    const v3 = await http(server, 'POST', '/v3/process', {
      headers: { origin: 'https://app.customer.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(v3.status).toBe(401);
  });

  it('sends the security headers on API answers and pages, HSTS only over HTTPS', async () => {
    const res = await http(server, 'GET', '/api/me', { cookie: user });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const docs = await fetch(`${server.url}/api/docs/`, { redirect: 'follow' });
    expect(docs.headers.get('content-security-policy') ?? '').toContain("frame-ancestors 'none'");
  });

  it('answers broken %-escapes in any path with a 4xx problem, never a 500', async () => {
    for (const raw of ['/api/%', '/%E0%A4%A', '/api/documents/%E0%A4%A', '/api/auth/%', '/v3/results/%zz']) {
      const res = await rawGet(server, raw);
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
    }
  });
});

describe(`HSTS over HTTPS (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_URL: 'https://docread.example' });
  });
  afterAll(() => server?.close());

  it('tells browsers to keep to HTTPS when the public address is https', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
