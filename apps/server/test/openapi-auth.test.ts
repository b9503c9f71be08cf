import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, findMailLink, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';
import { totp } from './totp.ts';

const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

describe(`OpenAPI document of the portal's /api/auth calls (${dialectName})`, () => {
  let server: TestServer;
  let document: {
    // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read field by field
    paths: Record<string, Record<string, any>>;
    components: object;
  };
  /** The documented answer of a call for a status, as a validator over the whole served document. */
  let answerSchema: (path: string, method: string, status: number) => ValidateFunction;
  beforeAll(async () => {
    server = await startServer();
    document = (await http(server, 'GET', '/api/openapi.json')).body;
    // The answers' schemas refer to the document's components, so each is checked inside the document.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ components: document.components }, 'openapi');
    answerSchema = (path, method, status) => {
      const content = document.paths[path]?.[method]?.responses[String(status)]?.content;
      const schema = Object.values((content ?? {}) as Record<string, { schema: object }>)[0]?.schema;
      if (!schema) throw new Error(`${method} ${path}: no documented ${status} answer`);
      return ajv.compile(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')),
      );
    };
  });
  afterAll(() => server?.close());

  it('documents every auth call the portal makes as a path with its body and answers', () => {
    const expected = [
      'post /api/auth/sign-up/email',
      'post /api/auth/sign-in/email',
      'post /api/auth/sign-out',
      'get /api/auth/get-session',
      'get /api/auth/verify-email',
      'post /api/auth/send-verification-email',
      'post /api/auth/request-password-reset',
      'post /api/auth/reset-password',
      'post /api/auth/two-factor/enable',
      'post /api/auth/two-factor/disable',
      'post /api/auth/two-factor/verify-totp',
      'post /api/auth/two-factor/verify-backup-code',
    ];
    for (const operation of expected) {
      const [method, path] = operation.split(' ') as [string, string];
      const entry = document.paths[path]?.[method];
      expect(entry, operation).toBeDefined();
      expect(entry.tags, operation).toEqual(['auth']);
      expect(entry.responses['200'], operation).toBeDefined();
      if (method === 'post') {
        expect(entry.requestBody.content['application/json'].schema.type, operation).toBe('object');
      }
    }
    const signUp =
      document.paths['/api/auth/sign-up/email']!.post.requestBody.content['application/json'].schema;
    expect(signUp.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(Object.keys(signUp.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'company', 'language']),
    );
    const verify = document.paths['/api/auth/verify-email']!.get.parameters;
    expect(verify).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'token', in: 'query', required: true })]),
    );
    // The token comes in the body or the query: better-auth requires neither on its own.
    const reset = document.paths['/api/auth/reset-password']!.post;
    expect(reset.requestBody.content['application/json'].schema.required).toEqual(['newPassword']);
    expect(reset.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'token', in: 'query' })]),
    );
  });

  it("keeps the openAPI plugin's own endpoints unreachable", async () => {
    for (const path of ['/api/auth/open-api/generate-schema', '/api/auth/reference']) {
      expect((await http(server, 'GET', path)).status, path).toBe(404);
      expect(document.paths[path], path).toBeUndefined();
    }
  });

  it('matches the real answers of a whole portal session, two-factor included', async () => {
    const check = (url: string, status: number, body: unknown) => {
      const method = url === '/api/auth/get-session' || url === '/api/auth/verify-email' ? 'get' : 'post';
      const validate = answerSchema(url, method, status);
      expect(validate(body), `${url} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };
    const email = uniqueEmail('openapi');
    const signUp = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'secret-pass-1', name: 'Open Api', company: 'Docs Ltd', language: 'en' },
    });
    check('/api/auth/sign-up/email', 200, signUp.body);
    const duplicate = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'secret-pass-1', name: 'Open Api' },
    });
    // No account enumeration: the same answer as a new sign-up.
    check('/api/auth/sign-up/email', 200, duplicate.body);
    // The owner of the address is told of the attempt: a mail either way, so the time taken tells nothing.
    const mails = (await server.readOutbox()).filter((m) => m.to.includes(email));
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your DocRead account',
      'Sign-up attempt with your DocRead address',
    ]);

    const resend = await http(server, 'POST', '/api/auth/send-verification-email', { json: { email } });
    check('/api/auth/send-verification-email', 200, resend.body);
    const badToken = await http(server, 'GET', '/api/auth/verify-email?token=nonsense');
    expect(badToken.status).toBe(401);
    check('/api/auth/verify-email', 401, badToken.body);
    const link = new URL(await findMailLink(server, email, '/api/auth/verify-email'));
    link.searchParams.delete('callbackURL');
    const verified = await http(server, 'GET', `${link.pathname}${link.search}`);
    expect(verified.status).toBe(200);
    check('/api/auth/verify-email', 200, verified.body);

    const wrong = await http(server, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: 'nope-nope' },
    });
    check('/api/auth/sign-in/email', 401, wrong.body);
    const signIn = await http(server, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: 'secret-pass-1' },
    });
    check('/api/auth/sign-in/email', 200, signIn.body);
    const cookie = cookiesOf(signIn.headers);
    check(
      '/api/auth/get-session',
      200,
      (await http(server, 'GET', '/api/auth/get-session', { cookie })).body,
    );
    check('/api/auth/get-session', 200, (await http(server, 'GET', '/api/auth/get-session')).body);

    const enable = await http(server, 'POST', '/api/auth/two-factor/enable', {
      cookie,
      json: { password: 'secret-pass-1' },
    });
    check('/api/auth/two-factor/enable', 200, enable.body);
    const anonymousEnable = await http(server, 'POST', '/api/auth/two-factor/enable', {
      json: { password: 'x' },
    });
    expect(anonymousEnable.status).toBe(401);
    check('/api/auth/two-factor/enable', 401, anonymousEnable.body);
    const secret = new URL(enable.body.totpURI).searchParams.get('secret')!;
    const enrol = await http(server, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie,
      json: { code: totp(secret) },
    });
    check('/api/auth/two-factor/verify-totp', 200, enrol.body);
    const session = cookiesOf(enrol.headers);
    const signOut = await http(server, 'POST', '/api/auth/sign-out', { cookie: session, json: {} });
    check('/api/auth/sign-out', 200, signOut.body);

    const challenged = await http(server, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: 'secret-pass-1' },
    });
    expect(challenged.body.twoFactorRedirect).toBe(true);
    check('/api/auth/sign-in/email', 200, challenged.body);
    const backup = await http(server, 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: cookiesOf(challenged.headers),
      json: { code: enable.body.backupCodes[0] },
    });
    expect(backup.status).toBe(200);
    check('/api/auth/two-factor/verify-backup-code', 200, backup.body);
    const disable = await http(server, 'POST', '/api/auth/two-factor/disable', {
      cookie: cookiesOf(backup.headers),
      json: { password: 'secret-pass-1' },
    });
    check('/api/auth/two-factor/disable', 200, disable.body);

    const request = await http(server, 'POST', '/api/auth/request-password-reset', { json: { email } });
    check('/api/auth/request-password-reset', 200, request.body);
    const token = new URL(await findMailLink(server, email, '/password-reset?token=')).searchParams.get(
      'token',
    );
    const reset = await http(server, 'POST', '/api/auth/reset-password', {
      json: { newPassword: 'new-secret-pass', token },
    });
    check('/api/auth/reset-password', 200, reset.body);
    const reused = await http(server, 'POST', '/api/auth/reset-password', {
      json: { newPassword: 'new-secret-pass', token },
    });
    expect(reused.status).toBe(400);
    check('/api/auth/reset-password', 400, reused.body);
    const invalid = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email: 'x', password: '1', name: 'A' },
    });
    check('/api/auth/sign-up/email', 400, invalid.body);
  });

  it('still sends undocumented auth calls to better-auth', async () => {
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('other'),
      password: 'secret-pass-1',
      name: 'Other Call',
    });
    const sessions = await http(server, 'GET', '/api/auth/list-sessions', { cookie });
    expect(sessions.status).toBe(200);
    expect(Array.isArray(sessions.body)).toBe(true);
  });
});
