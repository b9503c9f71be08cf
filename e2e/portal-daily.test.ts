import { readFile } from 'node:fs/promises';
import { type Field, validationMessages } from '@docread/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDocumentEvent } from '../apps/server/src/features/events/document-events.ts';
import { sampleInvoiceResult } from '../apps/server/test-support/sample-result.ts';
import { seedStoredDocument } from '../apps/server/test-support/seed-stored-document.ts';
import {
  createApprovedUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../apps/server/test-support/start-test-server.ts';
import { axeViolations, signedInContext, toastsShown } from './browser.ts';
import { launchBrowser } from './chromium.ts';

/**
 * The points of issue 14 that portal.test.ts walks in English only, now in both languages: the documents
 * list's vendor, document date and total formatted for the page's language, search, filter and sort kept in
 * the URL, many files dropped on the upload page with a progress bar each, live page progress from the event
 * stream, an upload refused for one file while the others go on, and the usage chart with its CSV download;
 * axe on each page.
 */

let server: TestServer;
let browser: Browser;
let png: Buffer;

const TEXT = {
  en: {
    search: 'Search',
    status: 'Status',
    sort: 'Sort by',
    noMatches: 'No documents match these filters.',
    upload: (n: number) => `Upload ${n} Documents`,
    uploadProgress: (name: string) => `Upload progress of ${name}`,
    pageOf: 'Page 2 of 3',
    processing: (name: string) => `Processing progress of ${name}`,
    downloadCsv: 'Download usage (CSV)',
    files: 'Files',
    processingNow: (n: number) => `Processing now: ${n}`,
    uploaded: 'Uploaded',
    failed: (message: string) => `Failed: ${message}`,
  },
  he: {
    search: 'חיפוש',
    status: 'סטטוס',
    sort: 'מיון לפי',
    noMatches: 'אין מסמכים שתואמים את הסינון.',
    upload: (n: number) => `העלאת ${n} מסמכים`,
    uploadProgress: (name: string) => `התקדמות ההעלאה של ${name}`,
    pageOf: 'עמוד 2 מתוך 3',
    processing: (name: string) => `התקדמות העיבוד של ${name}`,
    downloadCsv: 'הורדת השימוש (CSV)',
    files: 'קבצים',
    processingNow: (n: number) => `בעיבוד כעת: ${n}`,
    uploaded: 'הועלה',
    failed: (message: string) => `נכשל: ${message}`,
  },
} as const;

const field = (value: string | number): Field => ({
  value,
  text: String(value),
  confidence: 0.95,
  page: 1,
  bbox: null,
});

async function customer(locale: 'en' | 'he'): Promise<{ context: BrowserContext; userId: string }> {
  const email = `daily.${locale}.${Date.now().toString(36)}@example.com`;
  const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Daily User' });
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
  const userId = ((await me.json()) as { user: { id: string } }).user.id;
  return { context: await signedInContext(browser, server.url, cookie, locale), userId };
}

const row = (p: Page, name: string) => p.getByTestId('document-row').filter({ hasText: name });

beforeAll(async () => {
  server = await startTestServer(
    process.env.WEB_DIST_DIR ? { env: { WEB_DIST_DIR: process.env.WEB_DIST_DIR } } : {},
  );
  browser = await launchBrowser();
  png = await sharp({
    create: { width: 60, height: 40, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the portal for daily work, in both languages', () => {
  for (const locale of ['en', 'he'] as const) {
    const text = TEXT[locale];

    it(`lists vendor, date and total for the language, and keeps search, filter and sort in the URL (${locale})`, async () => {
      const { context, userId } = await customer(locale);
      await seedStoredDocument(server, userId, {
        filename: 'levi-march.png',
        status: 'completed',
        result: sampleInvoiceResult({
          vendorName: field('Levi Ltd'),
          invoiceDate: field('2026-03-04'),
          totalAmount: field(1170),
          currency: field('ILS'),
        }),
      });
      await seedStoredDocument(server, userId, { filename: 'cohen-april.png', status: 'completed' });
      await seedStoredDocument(server, userId, { filename: 'broken-scan.png', status: 'failed' });
      const page = await context.newPage();
      await page.goto('/dashboard/documents');
      const levi = row(page, 'levi-march');
      await levi.waitFor();
      const [date, total] = await page.evaluate(
        (l) => [
          new Intl.DateTimeFormat(l, { dateStyle: 'medium' }).format(new Date('2026-03-04T00:00:00Z')),
          new Intl.NumberFormat(l, { style: 'currency', currency: 'ILS' }).format(1170),
        ],
        locale,
      );
      await levi.getByText('Levi Ltd').waitFor();
      await levi.getByText(date!, { exact: true }).waitFor();
      await levi.getByText(total!, { exact: true }).waitFor();
      expect(await levi.evaluate((el) => getComputedStyle(el).direction)).toBe(
        locale === 'he' ? 'rtl' : 'ltr',
      );

      await page.getByLabel(text.search, { exact: true }).fill('levi');
      await page.getByLabel(text.search, { exact: true }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'levi');
      await expect.poll(() => page.getByTestId('document-row').count(), { timeout: 15_000 }).toBe(1);
      await page.getByLabel(text.search, { exact: true }).fill('');
      await page.getByLabel(text.search, { exact: true }).press('Enter');
      await page.getByLabel(text.status, { exact: true }).selectOption('completed');
      await page.waitForURL((url) => url.searchParams.get('status') === 'completed');
      await page.getByLabel(text.sort).selectOption('name');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
      await expect.poll(() => page.getByTestId('document-row').count(), { timeout: 15_000 }).toBe(2);
      await page.reload();
      expect(await page.getByLabel(text.status, { exact: true }).inputValue()).toBe('completed');
      expect(await page.getByLabel(text.sort).inputValue()).toBe('name');
      const names = async () =>
        (await page.getByTestId('document-row').allTextContents()).map((t) =>
          ['cohen-april', 'levi-march'].find((name) => t.includes(name)),
        );
      await expect.poll(names, { timeout: 15_000 }).toEqual(['cohen-april', 'levi-march']);
      expect(await axeViolations(page, `documents ${locale}, filtered`)).toEqual([]);

      await page.goto('/dashboard/documents?status=failed&q=nothing-like-this');
      await page.getByText(text.noMatches).waitFor();
      await context.close();
    });

    it(`uploads many dropped files with a progress bar each, then shows live page progress (${locale})`, async () => {
      const { context, userId } = await customer(locale);
      const page = await context.newPage();
      await page.goto('/dashboard/upload');
      const dropped = await page.evaluateHandle(
        ({ names, base64 }) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const data = new DataTransfer();
          for (const name of names) data.items.add(new File([bytes], name, { type: 'image/png' }));
          return data;
        },
        { names: ['drop-one.png', 'drop-two.png', 'drop-three.png'], base64: png.toString('base64') },
      );
      await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer: dropped });
      await expect.poll(() => page.getByTestId('upload-entry').count(), { timeout: 15_000 }).toBe(3);
      for (const name of ['drop-one.png', 'drop-two.png', 'drop-three.png'])
        await page.getByRole('progressbar', { name: text.uploadProgress(name) }).waitFor();
      expect(await axeViolations(page, `upload ${locale}, three files dropped`)).toEqual([]);
      // The documents page opens the event stream; its stream starts after the newest event at that moment.
      const stream = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200,
      );
      await page.getByRole('button', { name: text.upload(3) }).click();
      await page.waitForURL('**/dashboard/documents');
      await row(page, 'drop-two').waitFor();

      const uploaded = await server.db
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', userId)
        .where('filename', '=', 'drop-two.png')
        .executeTakeFirstOrThrow();
      await stream;
      await recordDocumentEvent(server.db, {
        userId,
        documentId: uploaded.id,
        status: 'processing',
        stage: 'page',
        page: 2,
        pageCount: 3,
      });
      await row(page, 'drop-two').getByText(text.pageOf).waitFor({ timeout: 15_000 });
      await page.getByRole('progressbar', { name: text.processing('drop-two') }).waitFor();
      await context.close();
    });

    it(`updates the dashboard counters from the event stream (${locale})`, async () => {
      const { context, userId } = await customer(locale);
      const id = await seedStoredDocument(server, userId, {
        filename: 'live-count.png',
        status: 'processing',
      });
      const page = await context.newPage();
      const stream = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200,
      );
      await page.goto('/dashboard');
      await page.getByText(text.processingNow(1)).waitFor();
      // The server answers once it has chosen where the stream starts: the events below come after it.
      await stream;
      // The worker finishes the document in another process: only the event tells the open page.
      await server.db.updateTable('documents').set({ status: 'completed' }).where('id', '=', id).execute();
      await recordDocumentEvent(server.db, { userId, documentId: id, status: 'completed' });
      await page.getByText(text.processingNow(0)).waitFor({ timeout: 15_000 });
      await context.close();
    });

    it(`keeps uploading the other files when one is refused, and says why for each (${locale})`, async () => {
      const { context, userId } = await customer(locale);
      // An admin gave this account one document a month; the second and third uploads are refused.
      await server.db
        .updateTable('profiles')
        .set({ plan: 'starter', monthly_quota: 1 })
        .where('user_id', '=', userId)
        .execute();
      const page = await context.newPage();
      await page.goto('/dashboard/upload');
      await page.getByLabel(text.files, { exact: true }).setInputFiles(
        ['quota-one.png', 'quota-two.png', 'quota-three.png'].map((name) => ({
          name,
          mimeType: 'image/png',
          buffer: png,
        })),
      );
      await expect.poll(() => page.getByTestId('upload-entry').count(), { timeout: 15_000 }).toBe(3);
      await page.getByRole('button', { name: text.upload(3) }).click();
      const entry = (name: string) => page.getByTestId('upload-entry').filter({ hasText: name });
      await entry('quota-one.png').getByText(text.uploaded).waitFor();
      const refused = text.failed(validationMessages[locale]['validation.quotaMonthlyUsed']);
      await entry('quota-two.png').getByText(refused).waitFor();
      await entry('quota-three.png').getByText(refused).waitFor();
      expect(page.url()).toContain('/dashboard/upload');
      // The error toast (shown once the batch ends) is checked too, once it has faded in.
      await page.locator('[data-sonner-toast][data-type="error"]').waitFor();
      await toastsShown(page);
      expect(await axeViolations(page, `upload ${locale}, one refused`)).toEqual([]);
      await context.close();
    });

    it(`shows the usage chart and downloads the usage ledger as CSV (${locale})`, async () => {
      const { context } = await customer(locale);
      const page = await context.newPage();
      await page.goto('/dashboard/billing');
      await page.getByTestId('usage-chart').waitFor();
      expect(await axeViolations(page, `billing ${locale}, chart`)).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: text.downloadCsv }).click(),
      ]);
      const csv = (await readFile((await download.path())!)).toString('utf8');
      expect(csv.split('\r\n')[0]).toBe('date,document_id,source,api_key_id,api_key_name,pages,status');
      await context.close();
    });
  }
});

describe('account controls for admins, in Hebrew', () => {
  it('sets the plan and the monthly quota, suspends and resumes, and the customer sees each', async () => {
    const { context: customerContext, userId } = await customer('he');
    const adminCookie = await signIn(server, server.admin.email, server.admin.password);
    const adminContext = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
    });
    await adminContext.addInitScript(() => localStorage.setItem('locale', 'he'));
    const [name, value] = adminCookie.split('=') as [string, string];
    await adminContext.addCookies([{ name, value, url: server.url }]);
    const admin = await adminContext.newPage();
    const page = await customerContext.newPage();

    await admin.goto(`/dashboard/admin/users/${userId}`);
    await admin.getByLabel('תוכנית', { exact: true }).selectOption('starter');
    await admin.getByLabel('מסמכים בחודש').fill('5');
    await admin.getByRole('button', { name: 'שמירה', exact: true }).click();
    await admin.getByText('החשבון נשמר').waitFor();
    const audit = admin.getByTestId('admin-account-audit');
    await audit.getByText('שינה/תה את התוכנית').waitFor();
    await audit.getByText('שינה/תה את המכסה החודשית').waitFor();
    expect(await admin.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(admin, 'admin account he')).toEqual([]);
    await page.goto('/dashboard/billing');
    await expect
      .poll(() => page.getByTestId('current-plan').textContent(), { timeout: 15_000 })
      .toBe('Starter');
    await expect
      .poll(() => page.getByTestId('billing-usage').textContent(), { timeout: 15_000 })
      .toBe('0 / 5');

    const suspended = admin.getByLabel('מושעה: יכול להתחבר אבל לא לעבד מסמכים');
    await suspended.click();
    await admin.getByRole('button', { name: 'שמירה', exact: true }).click();
    await audit.getByText('השעה/תה את החשבון').waitFor();
    await page.reload();
    await page.getByText('החשבון מושעה', { exact: false }).waitFor();
    await suspended.click();
    await admin.getByRole('button', { name: 'שמירה', exact: true }).click();
    await audit.getByText('חידש/ה את החשבון').waitFor();
    await page.reload();
    await page.getByTestId('current-plan').waitFor();
    expect(await page.getByText('החשבון מושעה', { exact: false }).count()).toBe(0);
    await adminContext.close();
    await customerContext.close();
  });
});
