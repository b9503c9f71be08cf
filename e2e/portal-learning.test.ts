import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../apps/server/test-support/start-test-server.ts';
import { axeViolations, signedInContext } from './browser.ts';
import { launchBrowser } from './chromium.ts';
import { startReadingServer } from './reading-server.ts';

/**
 * Learning from corrections as a customer meets it, in Debian's Chromium against the real server and
 * build: a vendor corrected in the viewer comes back on the shop's next receipt marked as learned, the
 * Learned page shows it, and forgetting it there leaves the page empty.
 */

let server: TestServer;
let browser: Browser;

const TEXT = {
  en: {
    edit: 'Correct Merchant',
    save: 'Save',
    corrected: 'Corrected',
    learned: 'Learned',
    title: 'Learned from corrections',
    forget: (name: string) => `Forget ${name}`,
    confirm: 'Delete',
    empty: 'Nothing learned yet',
  },
  he: {
    edit: 'תיקון בית העסק',
    save: 'שמירה',
    corrected: 'תוקן',
    learned: 'נלמד',
    title: 'נלמד מתיקונים',
    forget: (name: string) => `לשכוח את ${name}`,
    confirm: 'מחיקה',
    empty: 'עדיין לא נלמד דבר',
  },
} as const;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A made-up shop's receipt: the same header every time, a different day and total. */
function receiptPng(date: string, total: string): Promise<Buffer> {
  const lines = [
    'BAYVIEW CORNER GROCER SDN BHD',
    'CO REG 661209-P',
    '3 JALAN TELUK 5, TAMAN PANTAI',
    '42000 PORT KLANG, SELANGOR',
    'TEL 03-3166 7021',
  ];
  const body = ['TAX INVOICE', `DATE: ${date}`, 'SUGAR 1KG       2.90', `TOTAL           ${total}`];
  const text = (t: string, x: number, y: number, anchor: string) =>
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans Mono" font-size="22" fill="black">${escapeXml(t)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="440"><rect width="100%" height="100%" fill="white"/>${[
    ...lines.map((t, i) => text(t, 320, 50 + i * 40, 'middle')),
    ...body.map((t, i) => text(t, 40, 290 + i * 40, 'start')),
  ].join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadReceipt(cookie: string, date: string, total: string): Promise<string> {
  const form = new FormData();
  form.set('documentName', `Receipt ${date}`);
  form.set('documentType', 'receipt');
  form.set(
    'file',
    new Blob([new Uint8Array(await receiptPng(date, total))], { type: 'image/png' }),
    'receipt.png',
  );
  const res = await fetch(`${server.url}/api/documents`, { method: 'POST', headers: { cookie }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  server = await startReadingServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('learning from corrections', () => {
  for (const locale of ['en', 'he'] as const) {
    const text = TEXT[locale];
    it(`applies a corrected vendor to the shop's next receipt, and forgets it when asked (${locale})`, async () => {
      const email = `learning.${locale}.${Date.now().toString(36)}@example.com`;
      const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Learning' });
      const context = await signedInContext(browser, server.url, cookie, locale);
      const page = await context.newPage();
      const vendor = locale === 'en' ? 'Bayview Corner Grocer' : 'מכולת בייוויו';

      await page.goto(`/dashboard/documents/${await uploadReceipt(cookie, '02/11/2026', '14.50')}`);
      const first = page.getByTestId('field-merchantName');
      await first.waitFor({ timeout: 60_000 });
      await first.getByRole('button', { name: text.edit }).click();
      await first.getByRole('textbox', { name: text.edit }).fill(vendor);
      await first.getByRole('button', { name: text.save }).click();
      await first.getByText(text.corrected, { exact: true }).waitFor();

      await page.goto(`/dashboard/documents/${await uploadReceipt(cookie, '16/11/2026', '22.80')}`);
      const next = page.getByTestId('field-merchantName');
      await next.waitFor({ timeout: 60_000 });
      await next.getByText(text.learned, { exact: true }).waitFor();
      expect(await next.getByText(vendor, { exact: true }).count()).toBe(1);
      expect(await axeViolations(page, `viewer ${locale}`)).toEqual([]);

      await page.goto('/dashboard/learned');
      await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
      const card = page.getByTestId('learned-vendor');
      await card.getByRole('heading', { name: vendor }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'he' ? 'rtl' : 'ltr');
      expect(await axeViolations(page, `learned ${locale}`)).toEqual([]);
      await card.getByRole('button', { name: text.forget(vendor) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: text.confirm }).click();
      await page.getByText(text.empty, { exact: true }).waitFor();
      await context.close();
    }, 180_000);
  }
});
