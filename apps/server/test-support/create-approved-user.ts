import type { TestServer } from './start-test-server.ts';

export interface NewUser {
  email: string;
  password: string;
  name: string;
  company?: string;
  /** The profile's language; its mails are written in it. */
  language?: 'en' | 'he';
}

/**
 * The whole path a customer takes, over HTTP: sign up, open the e-mailed confirmation link, get approved
 * by the admin. Returns the user's session cookie (`name=value`, ready for a `cookie` header).
 */
export async function createApprovedUser(server: TestServer, user: NewUser): Promise<string> {
  const userId = await signUpAndConfirm(server, user);
  const adminCookie = await signIn(server, server.admin.email, server.admin.password);
  await call(server, `/api/admin/users/${userId}/approve`, { method: 'POST', cookie: adminCookie });
  return signIn(server, user.email, user.password);
}

/** Signs up and confirms the e-mail (but does not approve); returns the new user's id. */
export async function signUpAndConfirm(server: TestServer, user: NewUser): Promise<string> {
  const res = await call(server, '/api/auth/sign-up/email', { method: 'POST', json: user });
  const { user: created } = (await res.json()) as { user: { id: string } };
  const link = await findMailLink(server, user.email, '/api/auth/verify-email');
  const verify = await fetch(link, { redirect: 'manual' });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
  return created.id;
}

/** Signs in with e-mail and password; returns the session cookie. */
export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const res = await call(server, '/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return cookie;
}

/** The newest link in mail to `to` whose address contains `pathPart`. */
export async function findMailLink(server: TestServer, to: string, pathPart: string): Promise<string> {
  const mails = (await server.readOutbox()).filter((m) => m.to.includes(to)).reverse();
  for (const mail of mails) {
    const link = mail.links.find((l) => l.includes(pathPart));
    if (link) return link;
  }
  throw new Error(`no mail to ${to} with a link to ${pathPart}`);
}

async function call(
  server: TestServer,
  pathname: string,
  init: { method: string; json?: unknown; cookie?: string },
): Promise<Response> {
  const res = await fetch(`${server.url}${pathname}`, {
    method: init.method,
    headers: {
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  if (!res.ok) throw new Error(`${init.method} ${pathname} answered ${res.status}: ${await res.text()}`);
  return res;
}
