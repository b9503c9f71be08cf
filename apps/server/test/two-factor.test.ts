import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';
import { totp } from './totp.ts';

const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

describe(`TOTP two-factor sign-in (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('enrols an authenticator and then asks for its code at sign-in', async () => {
    const email = uniqueEmail('twofactor');
    const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Two Factor' });
    const enable = await http(server, 'POST', '/api/auth/two-factor/enable', {
      cookie,
      json: { password: 'secret-pass-1' },
    });
    expect(enable.status).toBe(200);
    expect(enable.body.backupCodes.length).toBeGreaterThan(0);
    const secret = new URL(enable.body.totpURI).searchParams.get('secret')!;
    const confirm = await http(server, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie,
      json: { code: totp(secret) },
    });
    expect(confirm.status).toBe(200);
    // Enrolling renews the session, so the answer carries a new cookie.
    const renewed = cookiesOf(confirm.headers);
    expect(renewed).toContain('session_token=');
    expect((await http(server, 'GET', '/api/me', { cookie: renewed })).body.user.twoFactorEnabled).toBe(true);

    const first = await http(server, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: 'secret-pass-1' },
    });
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRedirect).toBe(true);
    expect(first.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(false);

    const pendingCookie = cookiesOf(first.headers);
    const wrong = await http(server, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: pendingCookie,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(401);
    const second = await http(server, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: pendingCookie,
      json: { code: totp(secret) },
    });
    expect(second.status).toBe(200);
    const session = cookiesOf(second.headers);
    expect(session).toContain('session_token=');
    expect((await http(server, 'GET', '/api/documents', { cookie: session })).status).toBe(200);
  });
});
