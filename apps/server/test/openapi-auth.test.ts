import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config/config.ts';
import { createAuth } from '../src/features/auth/auth.ts';
import { AUTH_API_DOCS } from '../src/features/auth/auth-api-docs.ts';
import { authProblemSchema } from '../src/features/auth/auth-api-schemas.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import { createApprovedUser, findMailLink, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';
import { totp } from './totp.ts';

/** Fields our sign-up accepts beyond better-auth's own (routes/auth.routes.ts and the profile hook read them). */
const OUR_EXTRA_FIELDS: Record<string, string[]> = { signUpEmail: ['company', 'language'] };

interface ObjectShape {
  properties: Set<string>;
  required: Set<string>;
}

function shapeOf(schema: z.ZodType): ObjectShape {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const parts = (json.allOf as Record<string, unknown>[] | undefined) ?? [json];
  const shape: ObjectShape = { properties: new Set(), required: new Set() };
  for (const part of parts) {
    for (const name of Object.keys((part.properties as object | undefined) ?? {})) shape.properties.add(name);
    for (const name of (part.required as string[] | undefined) ?? []) shape.required.add(name);
  }
  return shape;
}

const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

const docOf = (url: string) => AUTH_API_DOCS.find((d) => d.url === url)!;

/** The documented answer schema of a call for a status. */
function answerSchema(url: string, status: number): z.ZodType {
  return (docOf(url).schema.response as Record<number, z.ZodType>)[status]!;
}

describe(`OpenAPI document of the portal's /api/auth calls (${dialectName})`, () => {
  let server: TestServer;
  let document: {
    // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read field by field
    paths: Record<string, Record<string, any>>;
  };
  beforeAll(async () => {
    server = await startServer();
    document = (await http(server, 'GET', '/api/openapi.json')).body;
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
    const reset =
      document.paths['/api/auth/reset-password']!.post.requestBody.content['application/json'].schema;
    expect(reset.required).toEqual(expect.arrayContaining(['newPassword', 'token']));
  });

  it("describes the same fields as better-auth's own endpoint schemas", async () => {
    const config = loadConfig({
      DATA_DIR: server.dataDir,
      PUBLIC_URL: server.url,
      ADMIN_EMAIL: server.admin.email,
    });
    const silent = { error() {}, warn() {}, debug() {} } as unknown as FastifyBaseLogger;
    const noMail: Mailer = { async send() {}, close() {} };
    const auth = createAuth(
      config,
      server.db,
      dialectName === 'postgres' ? 'postgres' : 'sqlite',
      noMail,
      silent,
    );
    const endpoints = auth.api as unknown as Record<
      string,
      { path: string; options: { body?: z.ZodType; query?: z.ZodType } }
    >;
    for (const doc of AUTH_API_DOCS) {
      const endpoint = endpoints[doc.endpoint];
      expect(endpoint, doc.endpoint).toBeDefined();
      expect(`/api/auth${endpoint!.path}`).toBe(doc.url);
      const ours = doc.schema.body ?? doc.schema.querystring;
      const theirs = doc.schema.body ? endpoint!.options.body : endpoint!.options.query;
      if (!ours || !theirs) {
        expect(ours, `${doc.url}: documented input without a better-auth schema`).toBeUndefined();
        continue;
      }
      const mine = shapeOf(ours);
      const real = shapeOf(theirs);
      const extras = OUR_EXTRA_FIELDS[doc.endpoint] ?? [];
      // reset-password takes the token in the body or the query, so better-auth marks neither required.
      const required =
        doc.endpoint === 'resetPassword'
          ? [...mine.required].filter((n) => n !== 'token')
          : [...mine.required];
      expect(new Set(required), `${doc.url} required`).toEqual(real.required);
      for (const name of mine.properties) {
        expect(real.properties.has(name) || extras.includes(name), `${doc.url}: ${name}`).toBe(true);
      }
    }
  });

  it('matches the real answers of a whole portal session, two-factor included', async () => {
    const check = (url: string, status: number, body: unknown) => {
      const parsed = answerSchema(url, status).safeParse(body);
      expect(parsed.success, `${url} ${status}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
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
    expect(authProblemSchema.safeParse(invalid.body).success).toBe(true);
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
