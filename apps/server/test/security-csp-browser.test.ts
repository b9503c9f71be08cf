import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasWebBuild } from '../src/http/spa.ts';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { uploadParts } from './fixtures.ts';
import { FAST_PIPELINE_ENV, invoicePng } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload } from './support.ts';

const webDir = new URL('../../web', import.meta.url).pathname;

/**
 * The site as `npm start` serves it: the existing build, or (on a fresh clone) one made for this test in a
 * folder of its own, so it never races the browser suite's build of apps/web/dist.
 */
function webBuild(): { dir: string; cleanup: () => void } {
  const dist = path.join(webDir, 'dist');
  if (hasWebBuild(dist)) return { dir: dist, cleanup: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'docread-web-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Issue 12, Medium 5: the built site runs under the Content-Security-Policy with no violation, in both
 * languages, on marketing pages, the portal (the viewer's page images included) and /api/docs.
 */
describe(`the built site under its CSP, in Chromium (${dialectName})`, () => {
  let build: ReturnType<typeof webBuild>;
  let server: TestServer;
  let browser: Browser;
  let userCookie: string;
  let adminCookie: string;
  let documentId: string;

  beforeAll(async () => {
    build = webBuild();
    server = await startServer({ ...FAST_PIPELINE_ENV, WEB_DIST_DIR: build.dir });
    const email = uniqueEmail('csp');
    userCookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Csp Person' });
    adminCookie = await signIn(server, server.admin.email, server.admin.password);
    const invoice = await invoicePng({ number: 'CSP-1', total: '12.00' });
    const doc = await upload(
      server,
      userCookie,
      uploadParts({ filename: 'csp.png', type: 'image/png', data: invoice }),
    );
    documentId = doc.body.id;
    const deadline = Date.now() + 90_000;
    for (;;) {
      const state = await http(server, 'GET', `/api/documents/${documentId}`, { cookie: userCookie });
      if (['completed', 'failed'].includes(state.body.status)) break;
      if (Date.now() > deadline) throw new Error(`document stayed ${state.body.status}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    build?.cleanup();
  });

  async function violationsOn(paths: string[], locale: 'en' | 'he', cookie: string | null) {
    const context = await browser.newContext();
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
    }
    // Init scripts run outside the page's policy: they can set the language and listen for violations.
    await context.addInitScript({
      content: `localStorage.setItem('locale', ${JSON.stringify(locale)});
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI);
        });`,
    });
    const found: string[] = [];
    const page = await context.newPage();
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) found.push(`${page.url()}: ${m.text()}`);
    });
    for (const path of paths) {
      const answer = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      expect(answer?.status(), path).toBeLessThan(400);
      await page.waitForTimeout(300);
      const seen = (await page.evaluate('window.cspViolations')) as string[];
      found.push(...seen.map((v) => `${path} (${locale}): ${v}`));
    }
    await context.close();
    return found;
  }

  it('marketing pages and the sign-in forms raise no violation', async () => {
    const paths = ['/', '/pricing', '/features', '/blog', '/login', '/signup', '/password-reset'];
    expect(await violationsOn(paths, 'en', null)).toEqual([]);
    expect(await violationsOn(paths, 'he', null)).toEqual([]);
  }, 120_000);

  it('the portal, the viewer with its page images, and the admin pages raise no violation', async () => {
    const portal = [
      '/dashboard',
      `/dashboard/documents/${documentId}`,
      '/dashboard/upload',
      '/dashboard/settings',
    ];
    expect(await violationsOn(portal, 'en', userCookie)).toEqual([]);
    expect(await violationsOn(portal, 'he', userCookie)).toEqual([]);
    const admin = ['/dashboard/admin/users', '/dashboard/admin/leads', '/dashboard/admin/audit'];
    expect(await violationsOn(admin, 'en', adminCookie)).toEqual([]);
    expect(await violationsOn(admin, 'he', adminCookie)).toEqual([]);
  }, 120_000);

  it('shows the admin audit log and the users page with its owner badge in both languages, right-to-left in Hebrew, with no axe violation', async () => {
    for (const locale of ['en', 'he'] as const) {
      const context = await browser.newContext();
      const [name, value] = adminCookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      await context.addInitScript({ content: `localStorage.setItem('locale', ${JSON.stringify(locale)});` });
      const page = await context.newPage();
      await page.goto(`${server.url}/dashboard/admin/audit`, { waitUntil: 'networkidle' });
      await page.locator('table tbody tr').first().waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(locale === 'he' ? 'rtl' : 'ltr');
      const heading = locale === 'he' ? 'יומן פעולות' : 'Audit log';
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      // The approval of the test user, made in beforeAll, is the log's first entry.
      expect(await page.locator('tbody').textContent()).toContain(
        locale === 'he' ? 'אישר/ה את החשבון' : 'Approved the account',
      );
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${locale}: ${v.id} ${v.help}`)).toEqual([]);
      // The users page with its owner badge.
      await page.goto(`${server.url}/dashboard/admin/users`, { waitUntil: 'networkidle' });
      await page.getByRole('tab').nth(1).click();
      await page.getByText(locale === 'he' ? 'בעלים' : 'Owner', { exact: true }).waitFor();
      const users = await new AxeBuilder({ page }).analyze();
      expect(users.violations.map((v) => `${locale} users: ${v.id} ${v.help}`)).toEqual([]);
      await context.close();
    }
  }, 60_000);

  it('the API reference page raises no violation', async () => {
    expect(await violationsOn(['/api/docs'], 'en', null)).toEqual([]);
  }, 60_000);
});
