import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../apps/server/test-support/start-test-server.ts';
import { axeViolations, signedInContext } from './browser.ts';
import { launchBrowser } from './chromium.ts';
import { startReadingServer } from './reading-server.ts';

/**
 * Automatic type detection as a new customer meets it, in Debian's Chromium against the real server and
 * build: the upload page starts on "Automatic" and says what it does, an upload left on it is read as
 * what it is, and the viewer lets a person change the type and have the document read again.
 */

let server: TestServer;
let browser: Browser;

const TEXT = {
  en: {
    type: 'Document Type',
    automatic: 'Automatic (recommended)',
    explained: 'detected from its content',
    files: 'Files',
    submit: 'Upload Document',
    viewerType: 'Document type',
    again: 'Read again as this type',
    invoice: 'Invoice',
    receipt: 'Receipt',
  },
  he: {
    type: 'סוג המסמך',
    automatic: 'אוטומטי (מומלץ)',
    explained: 'מזוהה לפי התוכן',
    files: 'קבצים',
    submit: 'העלאת מסמך',
    viewerType: 'סוג המסמך',
    again: 'קריאה מחדש כסוג הזה',
    invoice: 'חשבונית',
    receipt: 'קבלה',
  },
} as const;

/** A clean English invoice: words the engine classifies as an invoice without being told. */
function invoicePng(): Promise<Buffer> {
  const lines = [
    'Acme Supplies Ltd',
    'INVOICE',
    'Invoice No: INV-4410',
    'Date: 01/11/2026',
    'Bill To: Levi Trading',
    'Total: 480.00',
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="400"><rect width="100%" height="100%" fill="white"/>${lines
    .map(
      (text, i) =>
        `<text x="40" y="${60 + i * 55}" font-family="DejaVu Sans" font-size="28" fill="black">${text}</text>`,
    )
    .join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  server = await startReadingServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('automatic document type', () => {
  for (const locale of ['en', 'he'] as const) {
    const text = TEXT[locale];
    it(`starts uploads on Automatic, reads the type, and lets a person change it (${locale})`, async () => {
      const email = `types.${locale}.${Date.now().toString(36)}@example.com`;
      const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Types' });
      const context = await signedInContext(browser, server.url, cookie, locale);
      const page = await context.newPage();
      await page.goto('/dashboard/upload');

      const select = page.getByLabel(text.type, { exact: true });
      expect(await select.inputValue()).toBe('');
      expect(await select.locator('option:checked').textContent()).toBe(text.automatic);
      const help = page.locator(`#${await select.getAttribute('aria-describedby')}`);
      expect(await help.textContent()).toContain(text.explained);
      expect(await axeViolations(page, `upload ${locale}`)).toEqual([]);

      await page.getByLabel(text.files, { exact: true }).setInputFiles({
        name: 'mixed-batch-1.png',
        mimeType: 'image/png',
        buffer: await invoicePng(),
      });
      await page.getByRole('button', { name: text.submit }).click();
      await page.waitForURL('**/dashboard/documents/*');

      const viewerType = page.getByLabel(text.viewerType, { exact: true });
      await expect.poll(() => viewerType.inputValue(), { timeout: 60_000 }).toBe('invoice');
      const row = await server.db
        .selectFrom('documents')
        .select(['requested_type', 'document_type'])
        .where('document_name', '=', 'mixed-batch-1')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ requested_type: null, document_type: 'invoice' });
      expect(await axeViolations(page, `viewer ${locale}`)).toEqual([]);

      await viewerType.selectOption('receipt');
      await page.getByRole('button', { name: text.again }).click();
      await expect
        .poll(async () => (await viewerType.isEnabled()) && (await viewerType.inputValue()), {
          timeout: 60_000,
        })
        .toBe('receipt');
      await page.goto('/dashboard/documents?type=receipt');
      await page.getByTestId('document-row').filter({ hasText: 'mixed-batch-1' }).waitFor();
      expect(await page.getByTestId('document-row').filter({ hasText: text.receipt }).count()).toBe(1);
      await context.close();
    }, 150_000);
  }
});
