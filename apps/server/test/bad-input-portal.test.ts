import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { type Answer, dialectName, http, startServer, uniqueEmail } from './support.ts';

/** JSON that parses but is nested deeper than JSON.stringify can write back. */
const DEEP_JSON = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;

async function send(
  server: TestServer,
  method: string,
  pathname: string,
  options: { type?: string; body?: string | Buffer; cookie?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}${pathname}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.type ? { 'content-type': options.type } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body,
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: type.includes('json') ? await res.json() : await res.text(),
  };
}

function expectProblem(answer: Answer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toContain('application/problem+json');
  expect(answer.body).toMatchObject({ status, code });
}

describe(`bad input to the portal API answers a clean 4xx problem (${dialectName})`, () => {
  let server: TestServer;
  let user: string;
  beforeAll(async () => {
    server = await startServer();
    user = await createApprovedUser(server, {
      email: uniqueEmail('bad.input'),
      password: 'secret-pass-1',
      name: 'Bad Input',
    });
  });
  afterAll(() => server?.close());

  it('refuses malformed JSON on portal and auth routes alike', async () => {
    const body = '{"name":';
    expectProblem(
      await send(server, 'POST', '/api/api-keys', { type: 'application/json', body, cookie: user }),
      400,
      'validation_failed',
    );
    expectProblem(
      await send(server, 'POST', '/api/auth/sign-in/email', { type: 'application/json', body }),
      400,
      'validation_failed',
    );
  });

  it('refuses JSON nested too deeply to pass on to better-auth (was a 500)', async () => {
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
    ]) {
      const answer = await send(server, 'POST', path, { type: 'application/json', body: DEEP_JSON });
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type'), path).toContain('application/problem+json');
    }
    expectProblem(
      await send(server, 'POST', '/api/api-keys', {
        type: 'application/json',
        body: DEEP_JSON,
        cookie: user,
      }),
      400,
      'validation_failed',
    );
  });

  it('refuses a wrong content type with 415', async () => {
    expectProblem(
      await send(server, 'POST', '/api/api-keys', { type: 'text/plain', body: 'name=x', cookie: user }),
      415,
      'unsupported_media_type',
    );
    expectProblem(
      await send(server, 'POST', '/api/documents', {
        type: 'application/json',
        body: '{"documentName":"x"}',
        cookie: user,
      }),
      415,
      'unsupported_media_type',
    );
    // Any site's form can post text/plain; no route reads it.
    expectProblem(
      await send(server, 'POST', '/api/auth/sign-out', { type: 'text/plain', body: '{}', cookie: user }),
      415,
      'unsupported_media_type',
    );
  });

  it('refuses an unreadable multipart upload with 400 (busboy errors were 500s)', async () => {
    const part =
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    const cases: [string, string][] = [
      ['multipart/form-data', 'garbage'],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}\r\n${part}`],
      ['multipart/form-data; boundary=zz', `--zz\r\n${part}`],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="documentName"\r\n\r\nx',
      ],
    ];
    for (const [type, body] of cases) {
      const answer = await send(server, 'POST', '/api/documents', { type, body, cookie: user });
      expect(answer.status, `${type.slice(0, 40)} ${body.slice(0, 20)}`).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.body.code).toBe('validation_failed');
    }
    expect((await http(server, 'GET', '/api/documents', { cookie: user })).body.items).toEqual([]);
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(2_000_000) });
    expectProblem(
      await send(server, 'POST', '/api/api-keys', { type: 'application/json', body, cookie: user }),
      413,
      'payload_too_large',
    );
    expectProblem(
      await send(server, 'POST', '/api/auth/sign-up/email', { type: 'application/json', body }),
      413,
      'payload_too_large',
    );
  });

  it('answers ids that cannot exist as problems, not as router errors', async () => {
    // A broken %-escape was answered by the router with its own JSON shape.
    expectProblem(
      await send(server, 'GET', '/api/documents/%ZZ', { cookie: user }),
      400,
      'validation_failed',
    );
    expectProblem(
      await send(server, 'DELETE', '/api/webhooks/%E0%A4%A', { cookie: user }),
      400,
      'validation_failed',
    );
    // So was an id longer than the router keeps (414).
    expectProblem(
      await send(server, 'GET', `/api/documents/${'a'.repeat(5000)}`, { cookie: user }),
      404,
      'not_found',
    );
    expectProblem(
      await send(server, 'DELETE', `/api/api-keys/${'b'.repeat(500)}`, { cookie: user }),
      404,
      'not_found',
    );
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '%E2%80%AE', '%F0%9F%92%A5', "x'%20or%201=1--"]) {
      expectProblem(await send(server, 'GET', `/api/documents/${id}`, { cookie: user }), 404, 'not_found');
    }
    expectProblem(
      await send(server, 'GET', '/api/documents/x/pages/-1/image', { cookie: user }),
      400,
      'validation_failed',
    );
  });

  it('refuses unknown query values with the failing parameter named', async () => {
    const admin = await signIn(server, server.admin.email, server.admin.password);
    const status = await send(server, 'GET', '/api/admin/users?status=everyone', { cookie: admin });
    expectProblem(status, 400, 'validation_failed');
    expect(status.body.errors[0].path).toBe('querystring.status');
    expectProblem(
      await send(server, 'GET', '/api/admin/users?status=pending&status=approved', { cookie: admin }),
      400,
      'validation_failed',
    );
    expectProblem(
      await send(server, 'GET', '/api/documents/x/export?format=exe', { cookie: user }),
      400,
      'validation_failed',
    );
  });

  it('never answers 5xx nor a non-problem error to bad bodies on any documented /api route', async () => {
    const document = (await http(server, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
      )
      .filter(([method]) => method !== 'GET')
      // better-auth's calls last: a body it accepts could end the session the sweep uses.
      .sort(([, a], [, b]) => Number(a.startsWith('/api/auth/')) - Number(b.startsWith('/api/auth/')));
    expect(operations.length).toBeGreaterThan(20);
    const bodies: [string, string][] = [
      ['application/json', '{'],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['application/json', '"text"'],
      ['application/json', '{"__proto__":{"admin":true}}'],
      ['application/json', DEEP_JSON],
      ['application/json', '{"name":123,"email":["x"],"url":{},"events":"all","isActive":"yes","role":7}'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=b'],
    ];
    const cookie = await signIn(server, server.admin.email, server.admin.password);
    const failures: string[] = [];
    for (const [method, template] of operations) {
      const path = template.replace(/\{[^}]+\}/g, 'no-such-id');
      for (const [type, body] of bodies) {
        const answer = await send(server, method, path, { type, body, cookie });
        const problem = answer.headers.get('content-type')?.includes('application/problem+json');
        if (answer.status >= 500 || (answer.status >= 400 && !problem)) {
          failures.push(
            `${method} ${path} ${type} ${body.slice(0, 20)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
