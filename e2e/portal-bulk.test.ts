import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStoredDocument } from '../apps/server/test-support/seed-stored-document.ts';
import {
  createApprovedUser,
  signIn,
  signUpAndConfirm,
  startTestServer,
  type TestServer,
} from '../apps/server/test-support/start-test-server.ts';
import { axeViolations, signedInContext } from './browser.ts';
import { launchBrowser } from './chromium.ts';

/**
 * Bulk actions of the documents list (select, process again, export, delete and undo), uploads of every
 * supported type, and the admins' pending-approval badge, in both languages, in Debian's Chromium against
 * the real server and build. Documents are written straight to the database with a stored file, as a
 * processed upload leaves them, so that no test waits for the engine.
 */

let server: TestServer;
let browser: Browser;

const userContext = (cookie: string, locale: 'en' | 'he') =>
  signedInContext(browser, server.url, cookie, locale);

async function newUser(label: string): Promise<{ cookie: string; userId: string }> {
  const email = `${label.toLowerCase()}.${Date.now().toString(36)}@example.com`;
  const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: label });
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
  return { cookie, userId: ((await me.json()) as { user: { id: string } }).user.id };
}

/** A processed (or failed) document with its stored file, as the worker leaves it. */
const seedDocument = (userId: string, name: string, status: 'completed' | 'failed') =>
  seedStoredDocument(server, userId, { filename: `${name}.png`, documentName: name, status });

const row = (p: Page, name: string) => p.getByTestId('document-row').filter({ hasText: name });

beforeAll(async () => {
  server = await startTestServer(
    process.env.WEB_DIST_DIR ? { env: { WEB_DIST_DIR: process.env.WEB_DIST_DIR } } : {},
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('bulk actions on the documents list', () => {
  it('selects with the keyboard, exports a ZIP, processes again, deletes and undoes (English)', async () => {
    const { cookie, userId } = await newUser('Bulk');
    await seedDocument(userId, 'alpha-invoice', 'completed');
    await seedDocument(userId, 'beta-invoice', 'completed');
    await seedDocument(userId, 'gamma-receipt', 'failed');
    const context = await userContext(cookie, 'en');
    const page = await context.newPage();
    await page.goto('/dashboard/documents');
    await row(page, 'alpha-invoice').waitFor();

    // Keyboard: the checkboxes are reachable and toggled with Space.
    await page.getByRole('checkbox', { name: 'Select alpha-invoice' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Select beta-invoice' }).focus();
    await page.keyboard.press('Space');
    const toolbar = page.getByRole('toolbar', { name: 'Actions on selected documents' });
    await toolbar.getByText('2 selected').waitFor();
    expect(await axeViolations(page, 'documents en, with a selection')).toEqual([]);

    await toolbar.getByLabel('Export format').selectOption({ label: 'CSV files (ZIP)' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toolbar.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('documents-csv.zip');
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files).sort()).toEqual(['alpha-invoice.csv', 'beta-invoice.csv']);
    await page.getByText('2 documents exported').waitFor();

    // One workbook with a row per document.
    await toolbar.getByLabel('Export format').selectOption({ label: 'One XLSX, a row per document' });
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      toolbar.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe('documents.xlsx');
    const book = unzipSync(new Uint8Array(await readFile((await sheet.path())!)));
    const cells = Buffer.from(book['xl/sharedStrings.xml']!).toString('utf8');
    expect(cells).toContain('alpha-invoice.png');
    expect(cells).toContain('beta-invoice.png');
    expect(cells).not.toContain('gamma-receipt.png');

    await toolbar.getByRole('button', { name: 'Process again' }).click();
    await page.getByText('2 documents will be processed again').waitFor();
    await row(page, 'alpha-invoice').getByText('Pending').waitFor();
    await row(page, 'gamma-receipt').getByText('Failed').waitFor();

    // Select all on the page, then delete: gone at once, back with Undo.
    await page.getByRole('checkbox', { name: 'Select all shown documents' }).click();
    await toolbar.getByText('3 selected').waitFor();
    await toolbar.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('3 documents deleted').waitFor();
    await expect.poll(() => page.getByTestId('document-row').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('3 documents restored').waitFor();
    await expect.poll(() => page.getByTestId('document-row').count()).toBe(3);
    await context.close();
  });

  it('deletes one document and brings it back with the Hebrew undo, right to left', async () => {
    const { cookie, userId } = await newUser('Rivka');
    await seedDocument(userId, 'חשבונית-מרץ', 'completed');
    await seedDocument(userId, 'קבלה-אפריל', 'completed');
    const context = await userContext(cookie, 'he');
    const page = await context.newPage();
    await page.goto('/dashboard/documents');
    await row(page, 'חשבונית-מרץ').waitFor();
    await page.getByRole('checkbox', { name: 'בחירת חשבונית-מרץ' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'פעולות על המסמכים שנבחרו' });
    await toolbar.getByText('1 נבחרו').waitFor();
    expect(await toolbar.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await axeViolations(page, 'documents he, with a selection')).toEqual([]);
    // One CSV with a row per document, offered in Hebrew.
    await toolbar.getByLabel('פורמט הייצוא').selectOption({ label: 'קובץ CSV אחד, שורה לכל מסמך' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toolbar.getByRole('button', { name: 'ייצוא' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('documents.csv');
    const csv = (await readFile((await download.path())!)).toString('utf8');
    expect(csv.split('\r\n')[1]).toMatch(/^חשבונית-מרץ\.png,חשבונית-מרץ,invoice,completed,/);
    await page.getByText('מסמך אחד יוצא').waitFor();

    await toolbar.getByRole('button', { name: 'עיבוד מחדש' }).click();
    await page.getByText('מסמך אחד יעובד מחדש').waitFor();

    await page.getByRole('checkbox', { name: 'בחירת קבלה-אפריל' }).click();
    await toolbar.getByRole('button', { name: 'מחיקת הנבחרים' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'מחיקה' }).click();
    await page.getByText('המסמך נמחק בהצלחה').waitFor();
    await row(page, 'קבלה-אפריל').waitFor({ state: 'detached' });
    await row(page, 'חשבונית-מרץ').waitFor();
    await page.getByRole('button', { name: 'ביטול המחיקה' }).click();
    await page.getByText('מסמך אחד שוחזר').waitFor();
    await row(page, 'קבלה-אפריל').waitFor();
    await context.close();
  });
});

describe('uploads of each supported type', () => {
  it('accepts JPEG, TIFF, WebP and a HEIC photo by their content, and names what is wrong in Hebrew', async () => {
    const { cookie } = await newUser('Types');
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } });
    const heic = await readFile(
      new URL('../packages/engine/test/fixtures/invoice-photo.heic', import.meta.url),
    );
    const context = await userContext(cookie, 'en');
    const page = await context.newPage();
    await page.goto('/dashboard/upload');
    await page.getByLabel('Files', { exact: true }).setInputFiles([
      { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: await picture.clone().jpeg().toBuffer() },
      { name: 'fax.tiff', mimeType: 'image/tiff', buffer: await picture.clone().tiff().toBuffer() },
      { name: 'shot.webp', mimeType: 'image/webp', buffer: await picture.clone().webp().toBuffer() },
      // Phones often send HEIC photos with no useful type.
      { name: 'IMG_0042.HEIC', mimeType: 'application/octet-stream', buffer: heic },
    ]);
    await expect.poll(() => page.getByTestId('upload-entry').count(), { timeout: 15_000 }).toBe(4);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload 4 Documents' }).click();
    await page.waitForURL('**/dashboard/documents');
    for (const name of ['scan', 'fax', 'shot', 'IMG_0042'])
      await page.getByRole('link', { name, exact: true }).waitFor();

    await page.evaluate(() => localStorage.setItem('locale', 'he'));
    await page.goto('/dashboard/upload');
    const files = page.getByLabel('קבצים', { exact: true });
    const alert = page.getByRole('alert');
    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await alert.getByText('סוג הקובץ אינו נתמך. הסוגים הנתמכים: PDF, PNG, JPEG, TIFF, WebP, HEIC').waitFor();
    await files.setInputFiles({ name: 'photo.heic', mimeType: 'image/heic', buffer: Buffer.from('hello') });
    await alert.getByText(/photo\.heic: תוכן הקובץ אינו תואם לשמו/).waitFor();
    await context.close();
  });
});

describe("the admins' pending-approval badge", () => {
  it('counts sign-ups waiting for approval in the menu, in both languages, and clears after approval', async () => {
    const waitingId = await signUpAndConfirm(server, {
      email: 'waiting@example.com',
      password: 'secret-pass-1',
      name: 'Waiting Person',
    });
    const adminCookie = await signIn(server, server.admin.email, server.admin.password);
    const pending = await fetch(`${server.url}/api/admin/users?status=pending`, {
      headers: { cookie: adminCookie },
    });
    // Only this test leaves sign-ups waiting.
    expect(((await pending.json()) as { items: unknown[] }).items.length).toBe(1);
    const context = await userContext(adminCookie, 'en');
    const page = await context.newPage();
    await page.goto('/dashboard');
    const users = page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', {
      name: /^Users/,
    });
    await users.filter({ hasText: '1 sign-up waiting for approval' }).first().waitFor();

    await page.evaluate(() => localStorage.setItem('locale', 'he'));
    await page.reload();
    await page
      .getByRole('link', { name: /משתמשים/ })
      .filter({ hasText: 'הרשמה אחת ממתינה לאישור' })
      .first()
      .waitFor();
    expect(await axeViolations(page, 'dashboard he, with the badge')).toEqual([]);

    // A second sign-up shows on the next navigation.
    await signUpAndConfirm(server, {
      email: 'second@example.com',
      password: 'secret-pass-1',
      name: 'Second',
    });
    await page
      .getByRole('link', { name: /מסמכים/ })
      .first()
      .click();
    await page
      .getByRole('link', { name: /משתמשים/ })
      .filter({ hasText: 'שתי הרשמות ממתינות לאישור' })
      .first()
      .waitFor();

    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/dashboard/admin/users');
    await page
      .getByRole('row', { name: /waiting@example\.com/ })
      .getByRole('button', { name: 'Approve' })
      .click();
    await page
      .getByRole('link', { name: /^Users/ })
      .filter({ hasText: '1 sign-up waiting for approval' })
      .first()
      .waitFor();
    expect(waitingId).toBeTruthy();
    await context.close();
  });
});
