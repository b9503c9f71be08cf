import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../src/mail/outbox.ts';
import {
  createApprovedUser,
  findMailLink,
  signIn,
  signUpAndConfirm,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { dialectName, http, startServer, uniqueEmail } from './support.ts';

const HEBREW = /[\u0590-\u05FF]/;

/** The words of a mail, without its addresses and the product's name. */
function withoutLinks(text: string): string {
  return text.replace(/https?:\/\/\S+/g, '').replace(/DocRead|Starter|Professional|Enterprise/g, '');
}

describe(`e-mails in the recipient's language (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  async function newestMailTo(email: string, subject?: RegExp): Promise<OutboxMail> {
    const mails = (await server.readOutbox()).filter(
      (m) => m.to.includes(email) && (!subject || subject.test(m.subject)),
    );
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  function expectHebrew(mail: OutboxMail): void {
    expect(mail.subject).toMatch(HEBREW);
    expect(mail.text).toMatch(HEBREW);
    expect(withoutLinks(mail.text)).not.toMatch(/[A-Za-z]{3,}/);
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.html).toMatch(HEBREW);
  }

  function expectEnglish(mail: OutboxMail): void {
    expect(mail.subject).not.toMatch(HEBREW);
    expect(mail.text).not.toMatch(HEBREW);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  }

  it("writes a Hebrew-profile user's password-reset mail in Hebrew, with a working link", async () => {
    const email = uniqueEmail('hebrew.reset');
    await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'דנה לוי', language: 'he' });
    const request = await http(server, 'POST', '/api/auth/request-password-reset', {
      json: { email, redirectTo: '/password-reset' },
    });
    expect(request.status).toBe(200);

    const mail = await newestMailTo(email);
    expectHebrew(mail);
    expect(mail.subject).toBe('איפוס הסיסמה שלך ב-DocRead');
    expect(mail.text).toContain('לבחירת סיסמה חדשה');
    const link = await findMailLink(server, email, '/password-reset?token=');
    expect(link.startsWith(`${server.url}/password-reset?token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const token = new URL(link).searchParams.get('token');
    const reset = await http(server, 'POST', '/api/auth/reset-password', {
      json: { newPassword: 'new-secret-pass', token },
    });
    expect(reset.status).toBe(200);
    await signIn(server, email, 'new-secret-pass');
  });

  it('follows a language changed in the profile', async () => {
    const email = uniqueEmail('switcher');
    const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Noa Bar' });
    await http(server, 'POST', '/api/auth/request-password-reset', { json: { email } });
    expectEnglish(await newestMailTo(email));

    const patch = await http(server, 'PATCH', '/api/profile', {
      cookie,
      json: { fullName: 'Noa Bar', language: 'he' },
    });
    expect(patch.status).toBe(200);
    await http(server, 'POST', '/api/auth/request-password-reset', { json: { email } });
    expectHebrew(await newestMailTo(email));
  });

  it('writes the confirmation and approval mails in the language chosen at sign-up', async () => {
    const email = uniqueEmail('hebrew.signup');
    const userId = await signUpAndConfirm(server, {
      email,
      password: 'secret-pass-1',
      name: 'יעל כהן',
      language: 'he',
    });
    const confirmation = (await server.readOutbox()).find((m) => m.to.includes(email))!;
    expectHebrew(confirmation);
    expect(confirmation.subject).toBe('אימות כתובת האימייל שלך ב-DocRead');
    expect(confirmation.text).toContain('שלום,');
    expect(confirmation.text).not.toContain('יעל');
    expect(confirmation.links.some((l) => l.startsWith(`${server.url}/api/auth/verify-email?`))).toBe(true);

    const adminCookie = await signIn(server, server.admin.email, server.admin.password);
    const approve = await http(server, 'POST', `/api/admin/users/${userId}/approve`, { cookie: adminCookie });
    expect(approve.status).toBe(200);
    const approved = await newestMailTo(email);
    expectHebrew(approved);
    expect(approved.subject).toBe('החשבון שלך ב-DocRead אושר');
    expect(approved.links).toContain(`${server.url}/login`);

    const cookie = await signIn(server, email, 'secret-pass-1');
    const me = await http(server, 'GET', '/api/me', { cookie });
    expect(me.body.profile.language).toBe('he');
  });

  it("takes the language from the browser's Accept-Language when the form sends none", async () => {
    const hebrew = uniqueEmail('accept.he');
    const signUp = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email: hebrew, password: 'secret-pass-1', name: 'אבי טל' },
      headers: { 'accept-language': 'he-IL,he;q=0.9,en-US;q=0.8,en;q=0.7' },
    });
    expect(signUp.status).toBe(200);
    expectHebrew(await newestMailTo(hebrew));

    const english = uniqueEmail('accept.en');
    await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email: english, password: 'secret-pass-1', name: 'Avi Tal' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5,he;q=0.3' },
    });
    expectEnglish(await newestMailTo(english));

    const formWins = uniqueEmail('form.en');
    await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email: formWins, password: 'secret-pass-1', name: 'Avi Tal', language: 'en' },
      headers: { 'accept-language': 'he' },
    });
    expectEnglish(await newestMailTo(formWins));
  });

  it('uses the profile default (English) without any hint, and refuses an unknown language', async () => {
    const email = uniqueEmail('plain');
    await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'secret-pass-1', name: 'Plain User' },
    });
    const mail = await newestMailTo(email);
    expectEnglish(mail);
    expect(mail.subject).toBe('Confirm your DocRead account');

    const french = await http(server, 'POST', '/api/auth/sign-up/email', {
      json: { email: uniqueEmail('french'), password: 'secret-pass-1', name: 'Jean Dupont', language: 'fr' },
    });
    expect(french.status).toBe(400);
    expect(french.body.errors).toEqual([
      expect.objectContaining({ path: 'language', messageKey: 'validation.languageInvalid' }),
    ]);
  });

  it("confirms a plan request to the customer in their language and tells the admin in the admin's", async () => {
    // The first administrator starts in the site's language (Hebrew); this one reads English.
    const admin = await signIn(server, server.admin.email, server.admin.password);
    const english = await http(server, 'PATCH', '/api/profile', {
      cookie: admin,
      json: { fullName: 'Administrator', language: 'en' },
    });
    expect(english.status).toBe(200);
    const email = uniqueEmail('hebrew.plan');
    const cookie = await createApprovedUser(server, {
      email,
      password: 'secret-pass-1',
      name: 'משה פרץ',
      language: 'he',
    });
    const request = await http(server, 'POST', '/api/billing/plan-request', {
      cookie,
      json: { plan: 'starter', period: 'monthly' },
    });
    expect(request.status).toBe(201);

    const confirmation = await newestMailTo(email);
    expectHebrew(confirmation);
    expect(confirmation.subject).toBe('קיבלנו את הבקשה שלך לתוכנית Starter');
    expect(confirmation.text).toContain('בחיוב חודשי');
    expect(confirmation.links).toContain(`${server.url}/dashboard/billing`);

    const notice = await newestMailTo(server.admin.email, /Starter/);
    expectEnglish(notice);
    expect(notice.subject).toBe(`Plan request: Starter (monthly) from ${email}`);
  });
});
