import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findMailLink,
  signIn,
  startTestServer,
  type TestServer,
} from '../apps/server/test-support/start-test-server.ts';
import { launchBrowser } from './chromium.ts';

/**
 * One customer's whole life in the portal, in Debian's Chromium against the real server and build:
 * sign-up, confirmation, approval by the admin in the admin page, documents, keys, webhooks, language,
 * sign-out and account deletion. The steps share state, so they run in order.
 */

const user = { name: 'Dana Levi', email: 'dana@example.com', password: 'secret-pass-1', company: 'Levi Ltd' };
const SHOTS = process.env.SCREENSHOT_DIR;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function newContext(
  locale: 'en' | 'he',
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL: server.url, viewport, acceptDownloads: true });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  // The first visit starts in the given language; later switches (the settings page) are kept.
  await ctx.addInitScript((l) => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
  }, locale);
  return ctx;
}

async function signInAs(p: Page, email: string, password: string) {
  await p.goto('/login');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill(password);
  await p.getByRole('button', { name: 'Sign In' }).click();
}

async function shot(p: Page, name: string) {
  if (SHOTS) await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Axe's serious and critical findings on the current page, one line each. */
async function seriousViolations(p: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: p }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Desktop and phone screenshots of the current page, when SCREENSHOT_DIR asks for them. */
async function shotBothSizes(p: Page, name: string) {
  if (!SHOTS) return;
  const desktop = p.viewportSize() ?? { width: 1280, height: 800 };
  await shot(p, `${name}-desktop`);
  await p.setViewportSize({ width: 390, height: 844 });
  await shot(p, `${name}-phone`);
  await p.setViewportSize(desktop);
}

beforeAll(async () => {
  // WEB_DIST_DIR lets a developer point at a private build while others rebuild the shared one.
  server = await startTestServer(
    process.env.WEB_DIST_DIR ? { env: { WEB_DIST_DIR: process.env.WEB_DIST_DIR } } : {},
  );
  browser = await launchBrowser();
  context = await newContext('en');
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the portal in a browser', () => {
  it('shows the message of every sign-up rule', async () => {
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('D');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm Password').fill('456789');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Full name must be at least 2 characters').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 10 characters').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('mismatch-pass-7');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Passwords don't match").waitFor();
  });

  it('signs a new user up and sends them to sign-in with the check-your-email notice', async () => {
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Company (Optional)').fill(user.company);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login');
    await page.getByText(/Please check your email to confirm your account\./).waitFor();
  });

  it('refuses sign-in before the e-mail is confirmed, keeping the form', async () => {
    await signInAs(page, user.email, user.password);
    await page.getByText('Authentication Error').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
  });

  it('confirms through the e-mailed link and shows the pending-approval screen after sign-in', async () => {
    const link = await findMailLink(server, user.email, '/api/auth/verify-email');
    await page.goto(link);
    await page.waitForURL('**/login?verified=1');
    await page.getByText('Your email address is confirmed. You can sign in now.').waitFor();
    await signInAs(page, user.email, user.password);
    await page.getByRole('heading', { name: 'Account Pending Approval' }).waitFor();
    await page
      .getByText(
        'Your account has been created successfully but requires admin approval before you can access the system.',
        { exact: false },
      )
      .waitFor();
    await shot(page, 'pending-en-desktop');
  });

  it('lets the admin approve the user in the admin page', async () => {
    // The first administrator starts in the site's own language, Hebrew; this one reads English.
    const chosen = await fetch(`${server.url}/api/profile`, {
      method: 'PATCH',
      headers: {
        cookie: await signIn(server, server.admin.email, server.admin.password),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ fullName: 'Administrator', language: 'en' }),
    });
    expect(chosen.status).toBe(200);
    const adminContext = await newContext('en');
    const admin = await adminContext.newPage();
    await signInAs(admin, server.admin.email, server.admin.password);
    await admin.waitForURL('**/dashboard');
    await admin.getByRole('link', { name: 'Users' }).first().click();
    const row = admin.getByRole('row', { name: new RegExp(user.email) });
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`${user.email} is approved`).waitFor();
    await admin.getByRole('tab', { name: 'Approved' }).click();
    await admin
      .getByRole('row', { name: new RegExp(user.email) })
      .getByRole('button', { name: 'Revoke' })
      .waitFor();
    await shot(admin, 'admin-users-en-desktop');
    await admin.getByRole('link', { name: 'Leads' }).first().click();
    await admin.getByRole('heading', { name: 'Leads' }).waitFor();
    const found: string[] = [];
    for (const locale of ['he', 'en'] as const) {
      await admin.evaluate((l) => localStorage.setItem('locale', l), locale);
      for (const url of ['/dashboard/admin/users', '/dashboard/admin/leads']) {
        await admin.goto(url);
        await admin.locator('main h1').first().waitFor();
        found.push(...(await seriousViolations(admin, `${locale} ${url}`)));
        await shotBothSizes(admin, `${url.replaceAll('/', '_').slice(1)}-${locale}`);
      }
    }
    expect(found).toEqual([]);
    await adminContext.close();
  }, 180_000);

  it('welcomes the approved user by name with the four cards', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${user.name}` }).waitFor();
    for (const title of ['Upload Document', 'My Documents', 'API Keys', 'Webhooks']) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    await shot(page, 'overview-en-desktop');
  });

  it('shows the message of every upload rule', async () => {
    await page.goto('/dashboard/upload');
    const files = page.getByLabel('Files', { exact: true });
    const alert = page.getByRole('alert');
    await files.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await alert.getByText('File size must be less than 10MB').waitFor();
    expect(await page.getByRole('button', { name: 'Upload Document' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove big.pdf' }).click();
    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await alert
      .getByText('This type of file is not supported. Supported types: PDF, PNG, JPEG, TIFF, WebP, HEIC')
      .waitFor();
    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    // Text named .pdf gets one answer: its content does not match its name.
    await files.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('hello'),
    });
    await alert.getByText(/^fake\.pdf: The content of the file does not match its name/).waitFor();
    expect(await alert.getByText(/fake\.pdf/).count()).toBe(1);
    await page.getByRole('button', { name: 'Remove fake.pdf' }).click();
    await files.setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
    await alert.getByText('empty.png: The file is empty').waitFor();
    await page.getByRole('button', { name: 'Remove empty.png' }).click();
    await files.setInputFiles({
      name: 'a..b.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await alert.getByText('Invalid filename characters detected').waitFor();
    await page.getByRole('button', { name: 'Remove a..b.pdf' }).click();
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await page.getByText('Please fill in all required fields').waitFor();
  });

  it('uploads two files at once and lists them', async () => {
    const png = await QRCode.toBuffer('docread test image');
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await page.goto('/dashboard/upload');
    await page.getByLabel('Files', { exact: true }).setInputFiles([
      { name: 'march-invoice.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'store-receipt.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect.poll(() => page.getByTestId('upload-entry').count(), { timeout: 15_000 }).toBe(2);
    await shot(page, 'upload-en-desktop');
    await page.getByRole('button', { name: 'Upload 2 Documents' }).click();
    await page.waitForURL('**/dashboard/documents');
    await page.getByRole('cell', { name: 'march-invoice', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'store-receipt', exact: true }).waitFor();
    // The list follows the account's live event stream (GET /api/events) instead of polling.
    const stream = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200,
      { timeout: 30_000 },
    );
    await page.reload();
    await stream;
    await page.getByRole('cell', { name: 'march-invoice', exact: true }).waitFor();
    await shot(page, 'documents-en-desktop');
  });

  it('keeps search, filters and sort in the URL, and shows live page progress from the event stream', async () => {
    await page.goto('/dashboard/documents');
    await page.getByLabel('Search').fill('march');
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'march');
    await expect.poll(() => page.getByTestId('document-row').count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Sort by').selectOption('name');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    await page.reload();
    expect(await page.getByLabel('Search').inputValue()).toBe('march');
    await page.getByRole('cell', { name: 'march-invoice', exact: true }).waitFor();
    expect(await page.getByTestId('document-row').count()).toBe(1);
    await page.goto('/dashboard/documents?status=failed&q=nothing-like-this');
    await page.getByText('No documents match these filters.').waitFor();

    // A worker in another process reports pages through the database; the open page shows them.
    // The stream starts after the newest event when the server answers it: the event below comes later.
    const stream = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200,
    );
    await page.goto('/dashboard/documents?q=march');
    await page.getByRole('cell', { name: 'march-invoice', exact: true }).waitFor();
    const row = await server.db
      .selectFrom('documents')
      .select(['id', 'user_id'])
      .where('filename', '=', 'march-invoice.pdf')
      .executeTakeFirstOrThrow();
    await stream;
    const { recordDocumentEvent } = await import('../apps/server/src/features/events/document-events.ts');
    await recordDocumentEvent(server.db, {
      userId: row.user_id,
      documentId: row.id,
      status: 'processing',
      stage: 'page',
      page: 2,
      pageCount: 3,
    });
    await page.getByText('Page 2 of 3').waitFor({ timeout: 15_000 });
    await page.getByRole('progressbar', { name: 'Processing progress of march-invoice' }).waitFor();
    await page.goto('/dashboard/documents');
    await page.getByRole('cell', { name: 'store-receipt', exact: true }).waitFor();
  });

  it('downloads a document with its original bytes', async () => {
    const png = await QRCode.toBuffer('docread test image');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download store-receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('store-receipt.png');
    expect(Buffer.compare(await readFile((await download.path())!), png)).toBe(0);
  });

  it('deletes a document after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete march-invoice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Document deleted successfully').waitFor();
    await page.getByRole('cell', { name: 'march-invoice', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'store-receipt', exact: true }).waitFor();
  });

  it('creates an API key, shows it once, copies it, masks it after a reload and deletes it', async () => {
    await page.goto('/dashboard/api-keys');
    await page.getByText('No API Keys').waitFor();
    await page.getByRole('button', { name: 'Create API Key' }).click();
    await page.getByLabel('Key Name').fill('Production');
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    const value = page.getByTestId('api-key-value');
    await expect.poll(() => value.textContent(), { timeout: 15_000 }).toMatch(/^ocr_[0-9a-f]{64}$/);
    const fullKey = (await value.textContent())!;
    await page
      .getByText("Make sure to copy your API key now. For security reasons, it won't be displayed again.")
      .first()
      .waitFor();
    await shot(page, 'api-keys-en-desktop');
    await page.getByRole('button', { name: 'Copy key Production' }).click();
    await page.getByRole('button', { name: 'Copy key Production' }).getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey);

    await page.reload();
    await expect.poll(() => value.textContent(), { timeout: 15_000 }).toBe(`${fullKey.slice(0, 12)}…`);
    expect(await page.getByText(fullKey).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete key Production' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('API Key Deleted').waitFor();
    await page.getByText('No API Keys').waitFor();
  });

  it('creates, toggles and deletes a webhook', async () => {
    await page.goto('/dashboard/webhooks');
    await page.getByText('No Webhooks').waitFor();
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    expect(await page.getByRole('checkbox', { name: 'Document uploaded' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByRole('checkbox', { name: 'Processing failed' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByLabel('Name').fill('Books');
    // A private address is refused under the field itself, with the setting a self-hoster would change.
    await page.getByLabel('URL').fill('http://10.0.0.5/hook');
    await page.getByRole('button', { name: 'Create Webhook' }).click();
    await expect.poll(() => page.getByLabel('URL').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#webhook-url-error').textContent()).toMatch(
      /private and local addresses are refused.*OUTBOUND_ALLOWLIST/,
    );
    await page.getByLabel('URL').fill('https://books.example.com/hook');
    await page.getByRole('button', { name: 'Create Webhook' }).click();
    await page.getByText('Webhook Created').waitFor();
    await expect
      .poll(() => page.getByTestId('webhook-secret').textContent(), { timeout: 15_000 })
      .toMatch(/^whsec_/);
    const card = page.getByTestId('webhook-card');
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('processing completed').waitFor();
    await shot(page, 'webhooks-en-desktop');

    await card.getByRole('switch', { name: 'Enable Books' }).click();
    await page.getByText('Webhook Updated').waitFor();
    await card.getByText('Inactive', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Delete webhook Books' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Webhook Deleted').waitFor();
    await page.getByText('No Webhooks').waitFor();
  });

  it('shows the plans and the real trial usage on the billing page', async () => {
    await page.goto('/dashboard/billing');
    await expect
      .poll(() => page.getByTestId('billing-usage').textContent(), { timeout: 15_000 })
      .toMatch(/^\d+ \/ 10$/);
    await page.getByRole('button', { name: 'Annual' }).click();
    await page.getByText('$790').waitFor();
    // Nobody on a trial is offered to start one: the buttons ask for a plan.
    expect(await page.getByRole('button', { name: 'Start Free Trial' }).count()).toBe(0);
    await page.getByTestId('usage-chart').waitFor();
    await page.getByRole('button', { name: 'Request Professional' }).click();
    await page.getByText('Request received').waitFor();
    await page.getByTestId('requested-plan').waitFor();
    expect(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-sales');
    await shot(page, 'billing-en-desktop');
  });

  it('lets the admin give the customer a plan, then suspend and resume the account', async () => {
    const adminContext = await newContext('en');
    const admin = await adminContext.newPage();
    await signInAs(admin, server.admin.email, server.admin.password);
    await admin.waitForURL('**/dashboard');
    await admin.goto('/dashboard/admin/users');
    await admin.getByRole('tab', { name: 'Approved' }).click();
    await admin.getByRole('link', { name: user.name }).click();
    await admin.getByLabel('Plan', { exact: true }).waitFor();
    expect(await seriousViolations(admin, 'en admin account')).toEqual([]);
    await admin.getByLabel('Plan', { exact: true }).selectOption('unlimited');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Account saved').waitFor();
    await admin.getByText('Changed the plan').waitFor();
    await page.goto('/dashboard/billing');
    await expect
      .poll(() => page.getByTestId('current-plan').textContent(), { timeout: 15_000 })
      .toBe('Unlimited');

    await admin.getByLabel('Suspended: can sign in but not process documents').click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Suspended the account').waitFor();
    await page.reload();
    await page.getByText('This account is suspended', { exact: false }).waitFor();
    await admin.getByLabel('Suspended: can sign in but not process documents').click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Resumed the account').waitFor();
    await adminContext.close();
  });

  it('resets the password through the e-mailed link sent from the settings page', async () => {
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.getByText(`We sent a password reset link to ${user.email}.`).waitFor();
    const link = await findMailLink(server, user.email, '/password-reset');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    const newPassword = 'another-secret-2';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL('**/login');
    user.password = newPassword;
    await signInAs(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  });

  it('keeps a plain user out of the admin pages', async () => {
    await page.goto('/dashboard/admin/users');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
  });

  it('switches the interface to Hebrew, right to left, when the profile language changes', async () => {
    await page.goto('/dashboard/settings');
    await shot(page, 'settings-en-desktop');
    await page.getByLabel('Preferred Language').selectOption('he');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('הפרופיל עודכן').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    await page.getByRole('heading', { name: 'הגדרות', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'הגדרות', exact: true }).waitFor();
    await shot(page, 'settings-he-desktop');
  });

  it('has no serious or critical accessibility violation on any portal page, in either language', async () => {
    const pages = [
      '/dashboard',
      '/dashboard/documents',
      '/dashboard/upload',
      '/dashboard/learned',
      '/dashboard/api-keys',
      '/dashboard/webhooks',
      '/dashboard/billing',
      '/dashboard/settings',
    ];
    const found: string[] = [];
    for (const locale of ['he', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      for (const url of pages) {
        await page.goto(url);
        await page.locator('main h1').first().waitFor();
        found.push(...(await seriousViolations(page, `${locale} ${url}`)));
        await shotBothSizes(page, `${url.replaceAll('/', '_').slice(1)}-${locale}`);
      }
    }
    const anonymous = await (await newContext('he')).newPage();
    for (const locale of ['he', 'en'] as const) {
      await anonymous.evaluate((l) => localStorage.setItem('locale', l), locale).catch(() => undefined);
      for (const url of ['/login', '/signup', '/password-reset']) {
        await anonymous.goto(url);
        await anonymous.evaluate((l) => localStorage.setItem('locale', l), locale);
        await anonymous.reload();
        await anonymous.locator('main h1').first().waitFor();
        found.push(...(await seriousViolations(anonymous, `${locale} ${url}`)));
        await shotBothSizes(anonymous, `${url.slice(1)}-${locale}`);
      }
    }
    await anonymous.context().close();
    expect(found).toEqual([]);
    // Twenty-two pages through axe on two shared cores take a while.
  }, 300_000);

  it('signs out, and the dashboard then leads to sign-in', async () => {
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard/documents');
    await page.waitForURL('**/login');
  });

  it('deletes the account after the e-mail is typed, and the account is gone', async () => {
    await signInAs(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    // Signing in applies the language saved in the profile (Hebrew since the settings step).
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('he');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(/Type your email address/).fill(user.email);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInAs(page, user.email, user.password);
    await page.getByText('Authentication Error').waitFor();
  });
});
