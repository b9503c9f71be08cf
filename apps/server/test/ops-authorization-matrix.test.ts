import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApprovedUser,
  signIn,
  signUpAndConfirm,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { multipart, PNG, uploadParts } from './fixtures.ts';
import { createApiKey, FAST_PIPELINE_ENV, invoicePng, startReceiver } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

/**
 * Every route of the OpenAPI document, called by six callers, must answer as the role rules say
 * (seeds: approval gate on portal data; admin passes every role check, a moderator passes user checks;
 * another customer's data is 404; /v3 takes API keys, never sessions). A route added without a row here
 * fails the first test.
 */
type Caller = 'anonymous' | 'unapproved' | 'user' | 'another' | 'moderator' | 'admin';
type Access =
  /** Anyone. */
  | 'public'
  /** Signed in, approved or not. */
  | 'signedIn'
  /** Signed in and approved, any role. */
  | 'approved'
  /** The user's own resource: approved, and the owner (others get 404). */
  | 'own'
  /** The admin role. */
  | 'admin'
  /** A valid API key of any customer. */
  | 'apiKey'
  /** A valid API key of the resource's owner (other keys get 404). */
  | 'apiKeyOwn';

interface Fixture {
  userId: string;
  targetUserId: string;
  documentId: string;
  doomedDocumentId: string;
  /** A finished document whose type the owner's call changes (it is read again). */
  retypedDocumentId: string;
  doomedKeyId: string;
  /** What the owner's correction of another document taught the account's memory. */
  lessonId: string;
  webhookId: string;
  doomedWebhookId: string;
  deliveryId: string;
  webhookUrl: string;
  invoice: Buffer;
}

interface Call {
  path: string;
  json?: unknown;
  multipart?: ReturnType<typeof multipart>;
}

/** A row's body, JSON or multipart, with its content type set in `headers`. */
function bodyOf(call: Call, headers: Record<string, string>): string | Buffer | undefined {
  let body: string | Buffer | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.multipart) {
    headers['content-type'] = call.multipart.contentType;
    body = call.multipart.body;
  }
  return body;
}

/** Sends one row's call with the caller's headers, its body typed as JSON or multipart. */
function send(base: string, method: string, call: Call, headers: Record<string, string>): Promise<Response> {
  const body = bodyOf(call, headers);
  return fetch(`${base}${call.path}`, { method, headers, body, redirect: 'manual' });
}

/** Sends one row's call to a path written exactly as given: fetch would resolve `./` and `%2e` itself. */
function sendRaw(
  base: string,
  method: string,
  rawPath: string,
  call: Call,
  headers: Record<string, string>,
): Promise<number> {
  const body = bodyOf(call, headers);
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path: rawPath, headers, agent: false },
      (res) => {
        answered = true;
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    // A refusal may come before the body is read, and the server then closes the connection.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

/** Spellings of `/api/…` that the router may route like the plain one (issue 30, item 2). */
const API_SPELLINGS: Array<(rest: string) => string> = [
  (rest) => `/%61pi${rest}`,
  (rest) => `/a%70i${rest}`,
  (rest) => `/%41%50%49${rest}`,
  (rest) => `//api${rest}`,
  (rest) => `/api/.${rest}`,
  (rest) => `/api/%2e${rest}`,
  (rest) => `/api/x/..${rest}`,
  (rest) => `/api/${rest}`,
  (rest) => `/API${rest}`,
];

const multipartUpload = () =>
  multipart(
    uploadParts(
      { filename: 'm.png', type: 'image/png', data: PNG },
      { documentName: 'Matrix', documentType: 'receipt' },
    ),
  );

/** `stream`: the answer never ends (Server-Sent Events); only its status is read. */
const ROWS: Record<string, { access: Access; call: (f: Fixture) => Call; stream?: boolean }> = {
  'GET /healthz': { access: 'public', call: () => ({ path: '/healthz' }) },
  'GET /readyz': { access: 'public', call: () => ({ path: '/readyz' }) },
  'GET /metrics': { access: 'public', call: () => ({ path: '/metrics' }) },
  'POST /api/leads': {
    access: 'public',
    call: () => ({
      path: '/api/leads',
      json: { source: 'contact', name: 'Matrix Lead', email: 'lead@example.com', message: 'Hello' },
    }),
  },
  'POST /api/try': {
    access: 'public',
    call: () => ({ path: '/api/try', multipart: multipart([{ name: 'sample', value: 'english-receipt' }]) }),
  },
  'GET /api/me': { access: 'signedIn', call: () => ({ path: '/api/me' }) },
  // A confirmation that does not match: the guard is passed, the account stays.
  'DELETE /api/account': {
    access: 'signedIn',
    call: () => ({ path: '/api/account', json: { email: 'not-the-owner@example.com' } }),
  },
  'GET /api/profile': { access: 'approved', call: () => ({ path: '/api/profile' }) },
  'PATCH /api/profile': {
    access: 'approved',
    call: () => ({
      path: '/api/profile',
      json: { fullName: 'Matrix Person', company: null, language: 'en' },
    }),
  },
  'GET /api/overview': { access: 'approved', call: () => ({ path: '/api/overview' }) },
  'GET /api/api-keys': { access: 'approved', call: () => ({ path: '/api/api-keys' }) },
  'POST /api/api-keys': {
    access: 'approved',
    call: () => ({ path: '/api/api-keys', json: { name: 'matrix' } }),
  },
  'DELETE /api/api-keys/{id}': { access: 'own', call: (f) => ({ path: `/api/api-keys/${f.doomedKeyId}` }) },
  'GET /api/webhooks': { access: 'approved', call: () => ({ path: '/api/webhooks' }) },
  'POST /api/webhooks': {
    access: 'approved',
    call: (f) => ({
      path: '/api/webhooks',
      json: { name: 'matrix', url: f.webhookUrl, events: ['document_uploaded'] },
    }),
  },
  'PATCH /api/webhooks/{id}': {
    access: 'own',
    call: (f) => ({ path: `/api/webhooks/${f.webhookId}`, json: { isActive: true } }),
  },
  'DELETE /api/webhooks/{id}': {
    access: 'own',
    call: (f) => ({ path: `/api/webhooks/${f.doomedWebhookId}` }),
  },
  'GET /api/webhooks/{id}/deliveries': {
    access: 'own',
    call: (f) => ({ path: `/api/webhooks/${f.webhookId}/deliveries` }),
  },
  'POST /api/webhooks/{id}/test': {
    access: 'own',
    call: (f) => ({ path: `/api/webhooks/${f.webhookId}/test` }),
  },
  'POST /api/webhooks/deliveries/{id}/replay': {
    access: 'own',
    call: (f) => ({ path: `/api/webhooks/deliveries/${f.deliveryId}/replay` }),
  },
  'GET /api/documents': { access: 'approved', call: () => ({ path: '/api/documents' }) },
  'POST /api/documents': {
    access: 'approved',
    call: () => ({ path: '/api/documents', multipart: multipartUpload() }),
  },
  'GET /api/documents/{id}': { access: 'own', call: (f) => ({ path: `/api/documents/${f.documentId}` }) },
  'DELETE /api/documents/{id}': {
    access: 'own',
    call: (f) => ({ path: `/api/documents/${f.doomedDocumentId}` }),
  },
  'PUT /api/documents/{id}/type': {
    access: 'own',
    call: (f) => ({ path: `/api/documents/${f.retypedDocumentId}/type`, json: { documentType: 'receipt' } }),
  },
  'GET /api/documents/{id}/file': {
    access: 'own',
    call: (f) => ({ path: `/api/documents/${f.documentId}/file` }),
  },
  'GET /api/documents/{id}/result': {
    access: 'own',
    call: (f) => ({ path: `/api/documents/${f.documentId}/result` }),
  },
  'PATCH /api/documents/{id}/fields/{name}': {
    access: 'own',
    call: (f) => ({ path: `/api/documents/${f.documentId}/fields/totalAmount`, json: { value: '10.00' } }),
  },
  'DELETE /api/documents/{id}/fields/{name}': {
    access: 'own',
    call: (f) => ({ path: `/api/documents/${f.documentId}/fields/totalAmount` }),
  },
  'GET /api/learned-vendors': { access: 'approved', call: () => ({ path: '/api/learned-vendors' }) },
  'DELETE /api/learned-vendors/{id}': {
    access: 'own',
    call: (f) => ({ path: `/api/learned-vendors/${f.lessonId}` }),
  },
  'GET /api/documents/{id}/export': {
    access: 'own',
    call: (f) => ({ path: `/api/documents/${f.documentId}/export?format=csv` }),
  },
  'GET /api/documents/{id}/pages/{n}/image': {
    access: 'own',
    call: (f) => ({ path: `/api/documents/${f.documentId}/pages/1/image` }),
  },
  // Ids of other accounts are ignored (count 0), so any approved caller is served; none names a fixture's
  // document that a later row still needs.
  'POST /api/documents/bulk/delete': {
    access: 'approved',
    call: () => ({ path: '/api/documents/bulk/delete', json: { ids: ['no-such-document'] } }),
  },
  'POST /api/documents/bulk/restore': {
    access: 'approved',
    call: () => ({ path: '/api/documents/bulk/restore', json: { ids: ['no-such-document'] } }),
  },
  'POST /api/documents/bulk/reprocess': {
    access: 'approved',
    call: () => ({ path: '/api/documents/bulk/reprocess', json: { ids: ['no-such-document'] } }),
  },
  'POST /api/documents/bulk/export': {
    access: 'approved',
    call: (f) => ({ path: '/api/documents/bulk/export', json: { ids: [f.documentId], format: 'json' } }),
  },
  'POST /api/documents/bulk/summary': {
    access: 'approved',
    call: () => ({ path: '/api/documents/bulk/summary', json: { ids: ['no-such-document'], format: 'csv' } }),
  },
  'GET /api/billing/usage': { access: 'approved', call: () => ({ path: '/api/billing/usage' }) },
  'GET /api/billing/usage.csv': { access: 'approved', call: () => ({ path: '/api/billing/usage.csv' }) },
  'GET /api/events': { access: 'approved', call: () => ({ path: '/api/events' }), stream: true },
  'POST /api/billing/plan-request': {
    access: 'approved',
    call: () => ({ path: '/api/billing/plan-request', json: { plan: 'starter', period: 'monthly' } }),
  },
  // Without a payment provider configured these answer 404 to approved callers; the gate still applies first.
  'POST /api/billing/checkout': {
    access: 'approved',
    call: () => ({ path: '/api/billing/checkout', json: { plan: 'starter', period: 'monthly' } }),
  },
  'POST /api/billing/portal': { access: 'approved', call: () => ({ path: '/api/billing/portal', json: {} }) },
  'GET /api/admin/users': { access: 'admin', call: () => ({ path: '/api/admin/users' }) },
  'POST /api/admin/users/{id}/approve': {
    access: 'admin',
    call: (f) => ({ path: `/api/admin/users/${f.targetUserId}/approve` }),
  },
  'POST /api/admin/users/{id}/revoke': {
    access: 'admin',
    call: (f) => ({ path: `/api/admin/users/${f.targetUserId}/revoke` }),
  },
  'PATCH /api/admin/users/{id}': {
    access: 'admin',
    call: (f) => ({ path: `/api/admin/users/${f.targetUserId}`, json: { role: 'user' } }),
  },
  'GET /api/admin/leads': { access: 'admin', call: () => ({ path: '/api/admin/leads' }) },
  'GET /api/admin/audit': { access: 'admin', call: () => ({ path: '/api/admin/audit' }) },
  'GET /api/admin/users/{id}/account': {
    access: 'admin',
    call: (f) => ({ path: `/api/admin/users/${f.targetUserId}/account` }),
  },
  'POST /v3/process': {
    access: 'apiKey',
    call: (f) => ({
      path: '/v3/process',
      multipart: multipart([
        { name: 'file', file: { filename: 'i.png', type: 'image/png', data: f.invoice } },
      ]),
    }),
  },
  'POST /v3/process/async': {
    access: 'apiKey',
    call: (f) => ({
      path: '/v3/process/async',
      multipart: multipart([
        { name: 'file', file: { filename: 'i.png', type: 'image/png', data: f.invoice } },
      ]),
    }),
  },
  'GET /v3/results/{jobId}': { access: 'apiKeyOwn', call: (f) => ({ path: `/v3/results/${f.documentId}` }) },
  'GET /v3/results/{jobId}/export': {
    access: 'apiKeyOwn',
    call: (f) => ({ path: `/v3/results/${f.documentId}/export?format=csv` }),
  },
  'GET /v3/jobs': { access: 'apiKey', call: () => ({ path: '/v3/jobs' }) },
};

type Expectation = { kind: 'pass' } | { kind: 'deny'; status: number; code?: string };
const pass: Expectation = { kind: 'pass' };
const deny = (status: number, code?: string): Expectation => ({
  kind: 'deny',
  status,
  ...(code ? { code } : {}),
});

function expected(access: Access, caller: Caller): Expectation {
  if (access === 'public') return pass;
  if (access === 'apiKey' || access === 'apiKeyOwn') {
    // Session cookies never open /v3; the unapproved user cannot have made a key.
    if (caller === 'anonymous' || caller === 'unapproved') return deny(401);
    return access === 'apiKeyOwn' && caller !== 'user' ? deny(404, 'not_found') : pass;
  }
  if (caller === 'anonymous') return deny(401, 'unauthenticated');
  if (access === 'signedIn') return pass;
  if (caller === 'unapproved') return deny(403, 'approval_pending');
  if (access === 'approved') return pass;
  if (access === 'own') return caller === 'user' ? pass : deny(404, 'not_found');
  return caller === 'admin' ? pass : deny(403, 'forbidden');
}

// Callers that expect a denial go first, so the owner's (possibly destructive) call comes last.
const ORDER: Caller[] = ['anonymous', 'unapproved', 'another', 'moderator', 'admin', 'user'];

describe(`authorization matrix: every OpenAPI route × six callers (${dialectName})`, () => {
  let server: TestServer;
  let operations: string[];
  let fixture: Fixture;
  const cookies = {} as Record<Caller, string | null>;
  const keys = {} as Record<Caller, string | null>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startServer({
      ...FAST_PIPELINE_ENV,
      SYNC_WAIT_SECONDS: '1',
      API_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    // better-auth's own calls guard themselves (its sessions, two-factor and tokens: auth-flow, two-factor and
    // openapi-auth tests); sign-out or a password reset here would also end the callers' sessions.
    operations = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/auth/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));

    const approved = (label: string) =>
      createApprovedUser(server, {
        email: uniqueEmail(label),
        password: 'secret-pass-1',
        name: `Matrix ${label}`,
      });
    cookies.anonymous = null;
    cookies.user = await approved('user');
    cookies.another = await approved('another');
    cookies.moderator = await approved('moderator');
    cookies.admin = await signIn(server, server.admin.email, server.admin.password);
    const moderatorId = await userIdOf(server, cookies.moderator);
    const promoted = await http(server, 'PATCH', `/api/admin/users/${moderatorId}`, {
      cookie: cookies.admin,
      json: { role: 'moderator' },
    });
    expect(promoted.status).toBe(200);
    const pendingEmail = uniqueEmail('unapproved');
    await signUpAndConfirm(server, {
      email: pendingEmail,
      password: 'secret-pass-1',
      name: 'Matrix Pending',
    });
    cookies.unapproved = await signIn(server, pendingEmail, 'secret-pass-1');
    const targetUserId = await signUpAndConfirm(server, {
      email: uniqueEmail('target'),
      password: 'secret-pass-1',
      name: 'Matrix Target',
    });
    keys.anonymous = null;
    keys.unapproved = null;
    for (const caller of ['user', 'another', 'moderator', 'admin'] as const) {
      keys[caller] = await createApiKey(server, cookies[caller]!, `matrix ${caller}`);
    }

    const user = cookies.user!;
    const invoice = await invoicePng({ number: 'M-1', total: '10.00' });
    const doc = await upload(
      server,
      user,
      uploadParts({ filename: 'own.png', type: 'image/png', data: invoice }),
    );
    const doomed = await upload(
      server,
      user,
      uploadParts({ filename: 'doomed.png', type: 'image/png', data: PNG }),
    );
    const retyped = await upload(
      server,
      user,
      uploadParts({ filename: 'retyped.png', type: 'image/png', data: invoice }),
    );
    const taught = await upload(
      server,
      user,
      uploadParts({ filename: 'taught.png', type: 'image/png', data: invoice }),
    );
    const doomedKey = await http(server, 'POST', '/api/api-keys', { cookie: user, json: { name: 'doomed' } });
    const hook = await http(server, 'POST', '/api/webhooks', {
      cookie: user,
      json: { name: 'matrix', url: receiver.url, events: ['processing_completed'] },
    });
    const doomedHook = await http(server, 'POST', '/api/webhooks', {
      cookie: user,
      json: { name: 'doomed', url: receiver.url, events: ['processing_completed'] },
    });
    expect(
      (await http(server, 'POST', `/api/webhooks/${hook.body.id}/test`, { cookie: user })).status,
    ).toBeLessThan(300);
    const deliveries = await http(server, 'GET', `/api/webhooks/${hook.body.id}/deliveries`, {
      cookie: user,
    });
    // Results, exports and page images exist once the owner's document is processed; a type is changed,
    // and a field corrected, only once a document is.
    const deadline = Date.now() + 90_000;
    for (const id of [doc.body.id, retyped.body.id, taught.body.id]) {
      for (;;) {
        const state = await http(server, 'GET', `/api/documents/${id}`, { cookie: user });
        if (['completed', 'failed'].includes(state.body.status)) break;
        if (Date.now() > deadline) throw new Error(`document stayed ${state.body.status}`);
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    const correction = await http(server, 'PATCH', `/api/documents/${taught.body.id}/fields/totalAmount`, {
      cookie: user,
      json: { value: 12 },
    });
    expect(correction.status).toBe(200);
    const lessons = await http(server, 'GET', '/api/learned-vendors', { cookie: user });
    fixture = {
      userId: await userIdOf(server, user),
      targetUserId,
      documentId: doc.body.id,
      doomedDocumentId: doomed.body.id,
      retypedDocumentId: retyped.body.id,
      doomedKeyId: doomedKey.body.id,
      lessonId: lessons.body.vendors[0].id,
      webhookId: hook.body.id,
      doomedWebhookId: doomedHook.body.id,
      deliveryId: deliveries.body.items[0].id,
      webhookUrl: receiver.url,
      invoice,
    };
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('has one row for every route of the OpenAPI document, and no row for a route that is gone', () => {
    const missing = operations.filter((op) => !(op in ROWS));
    expect(missing, 'routes without an authorization row: add them to ROWS').toEqual([]);
    expect(Object.keys(ROWS).filter((op) => !operations.includes(op))).toEqual([]);
  });

  it('answers every route as the role rules say for each caller', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const row = ROWS[operation];
      if (!row) continue;
      const [method] = operation.split(' ') as [string];
      for (const caller of ORDER) {
        const call = row.call(fixture);
        const isV3 = call.path.startsWith('/v3/');
        const headers: Record<string, string> = {};
        if (cookies[caller]) headers.cookie = cookies[caller]!;
        if (isV3 && keys[caller]) headers.authorization = `Bearer ${keys[caller]}`;
        const res = await send(server.url, method, call, headers);
        const text = row.stream && res.ok ? await res.body!.cancel().then(() => '') : await res.text();
        const want = expected(row.access, caller);
        const got = `${res.status} ${text.slice(0, 160)}`;
        if (res.status >= 500) {
          failures.push(`${operation} as ${caller}: server error ${got}`);
        } else if (want.kind === 'pass') {
          const denied =
            res.status === 401 ||
            res.status === 403 ||
            (row.access.startsWith('own') || row.access === 'apiKeyOwn' ? res.status === 404 : false);
          if (denied) failures.push(`${operation} as ${caller}: expected access, got ${got}`);
        } else {
          const code = res.headers.get('content-type')?.includes('json')
            ? (JSON.parse(text) as { code?: string }).code
            : undefined;
          if (res.status !== want.status || (want.code && code !== want.code))
            failures.push(
              `${operation} as ${caller}: expected ${want.status} ${want.code ?? ''}, got ${got}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('refuses every state-changing portal route called from a foreign page (issue 12, Medium 4)', async () => {
    const passed: string[] = [];
    for (const operation of operations) {
      const [method] = operation.split(' ') as [string];
      const call = ROWS[operation]?.call(fixture);
      if (!call || ['GET', 'HEAD'].includes(method) || !call.path.startsWith('/api/')) continue;
      for (const caller of ['user', 'admin'] as const) {
        const headers = { cookie: cookies[caller]!, origin: 'https://evil.example' };
        const res = await send(server.url, method, call, headers);
        if (res.status !== 403) passed.push(`${operation} as ${caller}: ${res.status}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('refuses them from a foreign page under every spelling of /api the router accepts (issue 30, item 2)', async () => {
    const passed: string[] = [];
    for (const operation of operations) {
      const [method] = operation.split(' ') as [string];
      const call = ROWS[operation]?.call(fixture);
      if (!call || ['GET', 'HEAD'].includes(method) || !call.path.startsWith('/api/')) continue;
      for (const spell of API_SPELLINGS) {
        const rawPath = spell(call.path.slice('/api'.length));
        const headers = { cookie: cookies.admin!, origin: 'https://evil.docread.example' };
        const status = await sendRaw(server.url, method, rawPath, call, headers);
        // 403 from the guard, or no route at all (404/400): never the handler's answer.
        if (![400, 403, 404].includes(status)) passed.push(`${method} ${rawPath}: ${status}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('never lets an API key open the portal API nor a session open /v3', async () => {
    const withKey = await http(server, 'GET', '/api/documents', {
      headers: { authorization: `Bearer ${keys.user}` },
    });
    expect(withKey.status).toBe(401);
    const withSession = await http(server, 'GET', '/v3/jobs', { cookie: cookies.user! });
    expect(withSession.status).toBe(401);
  });
});
