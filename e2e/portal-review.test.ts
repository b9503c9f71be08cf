import path from 'node:path';
import type {
  DocumentDetail,
  DocumentList,
  DocumentResult,
  DocumentResultView,
  DocumentRow,
  Field,
} from '@docread/contracts';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApprovedUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../apps/server/test-support/start-test-server.ts';
import { apiSettled, axeViolations } from './browser.ts';
import { launchBrowser } from './chromium.ts';

/**
 * The reviewer's viewer, right-to-left and phone layouts of the portal, in Debian's Chromium against the
 * real server and build. The documents under review are served by the test (Playwright routes) so the
 * viewer gets a known result at once instead of waiting for the engine.
 */

const PAGE = { width: 600, height: 900 };
const SHOTS = process.env.SCREENSHOT_DIR;

let server: TestServer;
let browser: Browser;
let adminCookie: string;
let pageImage: string;

const field = (value: Field['value'], confidence: number, page: number, x: number, y: number): Field => ({
  value,
  text: String(value),
  confidence,
  page,
  bbox: { x, y, w: 160, h: 40 },
});

function result(fields: Record<string, Field>): DocumentResult {
  const page = (number: number) => ({
    number,
    ...PAGE,
    unit: 'pixel' as const,
    source: 'ocr' as const,
    rotation: 0,
    language: ['en' as const],
    text: '',
    confidence: 0.9,
    blocks: [],
  });
  return {
    schemaVersion: '1.0',
    engine: { name: 'docread', version: 'test' },
    documentType: 'invoice',
    documentTypeConfidence: 0.9,
    language: ['en'],
    pages: [page(1), page(2)],
    text: '',
    fields,
    lists: {},
    tables: [],
    confidence: 0.7,
    needsReview: true,
    reviewReasons: [],
    warnings: [],
    timings: {},
  };
}

/** Two completed documents: the one opened first, and the next one awaiting review. */
function fixtures() {
  const row = (id: string, name: string, createdAt: string): DocumentRow => ({
    id,
    documentName: name,
    documentType: 'invoice',
    requestedType: null,
    filename: `${name}.png`,
    fileSize: 1000,
    fileType: 'image/png',
    status: 'completed',
    error: null,
    attempts: 1,
    createdAt,
    updatedAt: createdAt,
    completedAt: createdAt,
  });
  const docs: Record<string, { row: DocumentRow; result: DocumentResult }> = {
    'doc-a': {
      row: row('doc-a', 'march-invoice', '2026-11-24T09:00:00.000Z'),
      result: result({
        vendorName: field('Levi Ltd', 0.97, 1, 40, 40),
        invoiceId: field('INV-7', 0.4, 1, 40, 120),
        invoiceDate: field('2026-11-24', 0.95, 1, 40, 200),
        totalAmount: field(1170, 0.5, 2, 300, 400),
        // A passport's machine-readable line: one long word that must wrap inside the card.
        mrz: field('P<ISRLEVI<<DANA<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 0.99, 2, 20, 800),
      }),
    },
    'doc-b': {
      row: row('doc-b', 'april-invoice', '2026-11-23T09:00:00.000Z'),
      result: result({ totalAmount: field(99, 0.3, 1, 40, 40) }),
    },
  };
  const corrections: Record<string, DocumentResultView['corrections']> = { 'doc-a': {}, 'doc-b': {} };
  const view = (id: string): DocumentResultView => {
    const doc = docs[id]!;
    const fields = { ...doc.result.fields };
    for (const [name, c] of Object.entries(corrections[id]!))
      fields[name] = { ...fields[name]!, value: c.value };
    return {
      documentId: id,
      status: 'completed',
      error: null,
      result: { ...doc.result, fields },
      corrections: corrections[id]!,
      originalFields: Object.fromEntries(
        Object.keys(corrections[id]!).map((name) => [name, doc.result.fields[name]!]),
      ),
    };
  };
  const detail = (id: string): DocumentDetail => {
    const { result, corrections, originalFields } = view(id);
    return {
      ...docs[id]!.row,
      source: 'portal',
      pages: 2,
      startedAt: docs[id]!.row.createdAt,
      result,
      corrections,
      originalFields,
    };
  };
  // Both results need review, as the list says.
  const list = (): DocumentList => ({
    items: Object.values(docs).map(({ row }) => ({
      ...row,
      source: 'portal',
      apiKeyId: null,
      pages: 2,
      vendor: null,
      documentDate: null,
      total: null,
      currency: null,
      needsReview: true,
    })),
    nextCursor: null,
  });
  return { docs, corrections, view, detail, list };
}

/** Answers the document calls of the viewer and the dashboard from the fixtures; everything else is real. */
async function serveDocuments(context: BrowserContext) {
  const f = fixtures();
  const patched: string[] = [];
  const json = (route: Route, body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await context.route(
    (url) => url.pathname.startsWith('/api/documents'),
    async (route) => {
      const url = new URL(route.request().url());
      const parts = url.pathname.split('/').slice(3).map(decodeURIComponent);
      const [id, what, n, more] = parts;
      if (!id) return json(route, f.list());
      if (!f.docs[id]) return route.continue();
      if (!what) return json(route, f.detail(id));
      if (what === 'result') return json(route, f.view(id));
      if (what === 'pages' && more === 'image')
        return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: pageImage });
      if (what === 'fields' && n && route.request().method() === 'PATCH') {
        const { value } = route.request().postDataJSON() as { value: Field['value'] };
        f.corrections[id]![n] = { value, correctedAt: new Date().toISOString() };
        patched.push(n);
        return json(route, f.view(id));
      }
      return route.continue();
    },
  );
  return { patched };
}

async function adminContext(
  locale: 'en' | 'he',
  viewport = { width: 1280, height: 900 },
  options: { hasTouch?: boolean } = {},
) {
  const context = await browser.newContext({ baseURL: server.url, viewport, ...options });
  await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
  const [name, value] = adminCookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: server.url }]);
  return context;
}

const zoomLevel = (p: Page) => p.getByTestId('zoom-level').textContent();

beforeAll(async () => {
  server = await startTestServer(
    process.env.WEB_DIST_DIR ? { env: { WEB_DIST_DIR: process.env.WEB_DIST_DIR } } : {},
  );
  browser = await launchBrowser();
  adminCookie = await signIn(server, server.admin.email, server.admin.password);
  // A page taller than wide, so that fitting the page means zooming out.
  pageImage = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="80" font-size="32">Invoice</text></svg>`;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the reviewer's viewer", () => {
  it('zooms with buttons and the wheel, fits the page, and jumps to a page from its thumbnail', async () => {
    const context = await adminContext('en');
    await serveDocuments(context);
    const page = await context.newPage();
    await page.goto('/dashboard/documents/doc-a');
    await page.getByRole('button', { name: 'Zoom in' }).waitFor();
    expect(await zoomLevel(page)).toBe('100%');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoomLevel(page)).toBe('125%');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => zoomLevel(page)).toBe('100%');
    await page.getByTestId('page-frame').hover();
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => Number.parseInt((await zoomLevel(page)) ?? '0', 10)).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Fit width' }).click();
    await expect.poll(() => zoomLevel(page)).toBe('100%');
    await page.getByRole('button', { name: 'Fit page' }).click();
    await expect.poll(async () => Number.parseInt((await zoomLevel(page)) ?? '0', 10)).toBeLessThan(100);

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    expect(await page.getByRole('img', { name: 'Page 2 of the document' }).getAttribute('src')).toContain(
      '/pages/2/image',
    );
    expect(await page.getByRole('button', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await context.close();
  });

  it('lists low-confidence fields first and links boxes and fields both ways', async () => {
    const context = await adminContext('en');
    await serveDocuments(context);
    const page = await context.newPage();
    await page.goto('/dashboard/documents/doc-a');
    const rows = page.locator('tbody tr[data-testid^="field-"]');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid')))).toEqual([
      'field-invoiceId',
      'field-totalAmount',
      'field-vendorName',
      'field-invoiceDate',
      'field-mrz',
    ]);
    // Box to field.
    await page.locator('rect[data-field="vendorName"]').click();
    await expect.poll(() => page.getByTestId('field-vendorName').getAttribute('data-selected')).toBe('true');
    // Field to box, on its own page.
    await page.getByTestId('field-totalAmount').locator('th').click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect
      .poll(() => page.locator('rect[data-field="totalAmount"]').getAttribute('data-selected'))
      .toBe('true');
    await context.close();
  });

  it('walks, accepts and edits fields with the keyboard, lists the keys, and opens the next document', async () => {
    const context = await adminContext('en');
    const { patched } = await serveDocuments(context);
    const page = await context.newPage();
    await page.goto('/dashboard/documents/doc-a');
    await page.getByTestId('field-invoiceId').waitFor();
    await page.keyboard.press('j');
    await expect.poll(() => page.getByTestId('field-invoiceId').getAttribute('data-selected')).toBe('true');
    await page.keyboard.press('j');
    await expect.poll(() => page.getByTestId('field-totalAmount').getAttribute('data-selected')).toBe('true');
    await page.keyboard.press('k');
    await expect.poll(() => page.getByTestId('field-invoiceId').getAttribute('data-selected')).toBe('true');
    await page.keyboard.press('a');
    await page.getByTestId('field-invoiceId').getByText('Corrected').waitFor();
    expect(patched).toEqual(['invoiceId']);
    await expect.poll(() => page.getByTestId('field-totalAmount').getAttribute('data-selected')).toBe('true');
    await page.keyboard.press('e');
    const input = page.getByRole('textbox', { name: 'Correct Total' });
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.press('Escape');
    await input.waitFor({ state: 'detached' });

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Next document needing review').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    await page.keyboard.press('n');
    await page.waitForURL('**/dashboard/documents/doc-b');
    await page.getByRole('heading', { name: 'april-invoice' }).waitFor();
    await context.close();
  });

  it('reads right to left in Hebrew: tabs and field names on the right, zoom buttons in Hebrew', async () => {
    const context = await adminContext('he');
    await serveDocuments(context);
    const page = await context.newPage();
    await page.goto('/dashboard/documents/doc-a');
    await page.getByRole('button', { name: 'הגדלה' }).click();
    await expect.poll(() => zoomLevel(page)).toMatch(/125/);
    await page.getByRole('button', { name: 'הקטנה' }).waitFor();
    const tablist = page.getByRole('tablist');
    expect(await tablist.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const card = tablist.locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
    const [listBox, cardBox] = [await tablist.boundingBox(), await card.boundingBox()];
    // The tabs start at the card's right edge (within its padding).
    expect(cardBox!.x + cardBox!.width - (listBox!.x + listBox!.width)).toBeLessThan(40);
    const row = page.getByTestId('field-vendorName');
    const [nameBox, valueBox] = [
      await row.locator('th').boundingBox(),
      await row.locator('td').first().boundingBox(),
    ];
    expect(nameBox!.x).toBeGreaterThan(valueBox!.x);
    expect(await axeViolations(page, 'viewer he')).toEqual([]);
    await context.close();
  });
});

describe("the reviewer's viewer on a phone and in both languages", () => {
  it('zooms with a two-finger pinch on a touch screen', async () => {
    const context = await adminContext('en', { width: 390, height: 844 }, { hasTouch: true });
    await serveDocuments(context);
    const page = await context.newPage();
    await page.goto('/dashboard/documents/doc-a');
    await page.getByRole('button', { name: 'Zoom in' }).waitFor();
    const frame = page.getByTestId('page-frame');
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const before = Number.parseInt((await zoomLevel(page)) ?? '0', 10);
    // Two fingers moving apart, as the phone's touch screen reports them.
    const cdp = await context.newCDPSession(page);
    const fingers = (spread: number) => [
      { x: x - spread, y, id: 0 },
      { x: x + spread, y, id: 1 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let spread = 30; spread <= 140; spread += 10)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(async () => Number.parseInt((await zoomLevel(page)) ?? '0', 10))
      .toBeGreaterThan(before);
    await context.close();
  });

  it('lists the keyboard shortcuts in Hebrew, and has no accessibility violation in either language', async () => {
    const found: string[] = [];
    for (const locale of ['en', 'he'] as const) {
      const context = await adminContext(locale);
      await serveDocuments(context);
      const page = await context.newPage();
      await page.goto('/dashboard/documents/doc-a');
      await page.getByTestId('field-invoiceId').waitFor();
      found.push(...(await axeViolations(page, `viewer ${locale}`)));
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', {
        name: locale === 'he' ? 'קיצורי מקלדת' : 'Keyboard shortcuts',
      });
      await help
        .getByText(locale === 'he' ? 'המסמך הבא שדורש בדיקה' : 'Next document needing review')
        .waitFor();
      if (locale === 'he') expect(await help.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      found.push(...(await axeViolations(page, `shortcuts dialog ${locale}`)));
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
      await context.close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});

describe('the portal in both languages', () => {
  it('formats dates for the page language, right to left, on the admin users page', async () => {
    const context = await adminContext('he');
    const page = await context.newPage();
    await page.goto('/dashboard/admin/users');
    await page.getByRole('tab', { name: 'מאושרים' }).click();
    const cell = page.getByTestId('admin-user-row').first().locator('td').nth(5);
    await cell.waitFor();
    expect((await cell.textContent())?.trim()).toMatch(/^\d{1,2} ב?\S+ \d{4}$/);
    expect(await cell.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await page.locator('main [dir="ltr"]').evaluateAll((els) => els.map((e) => e.tagName))).toEqual(
      expect.not.arrayContaining(['DIV', 'TABLE', 'TD', 'TR']),
    );
    // On a phone the rows become cards: cells stacked under their column names, nothing sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await cell.evaluate((el) => getComputedStyle(el).display)).toBe('block');
    expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"נרשם"');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, 'phone-he-admin-users-approved.png'), fullPage: true });
    await context.close();
  });

  it('shows recent documents, documents needing review and usage on the dashboard', async () => {
    for (const locale of ['en', 'he'] as const) {
      const context = await adminContext(locale);
      await serveDocuments(context);
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.getByTestId('recent-documents').getByRole('link', { name: 'march-invoice' }).waitFor();
      await page.getByTestId('review-documents').getByRole('link', { name: 'april-invoice' }).waitFor();
      await page
        .getByTestId('usage-card')
        .getByText(locale === 'en' ? /of \d+ documents used|documents processed/ : /נוצלו|עובדו/)
        .waitFor();
      expect(await axeViolations(page, `dashboard ${locale}`)).toEqual([]);
      await context.close();
    }
  });

  it('lays the portal out for a phone: a labelled menu, documents as cards, values kept whole', async () => {
    const context = await adminContext('en', { width: 375, height: 800 });
    await serveDocuments(context);
    const page = await context.newPage();
    // The list's own answer (the fixtures serve the viewer's calls): a document with every column filled.
    const listed = {
      ...fixtures().docs['doc-a']!.row,
      source: 'portal',
      apiKeyId: null,
      pages: 2,
      vendor: 'Levi Ltd',
      documentDate: '2026-11-24',
      total: 32431.6,
      currency: 'ILS',
      needsReview: true,
    };
    await page.route(
      (url) => url.pathname === '/api/documents',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ items: [listed], nextCursor: null }),
        }),
    );
    await page.goto('/dashboard/documents');
    const row = page.getByTestId('document-row').first();
    await row.waitFor();
    // Every column of a document stacked in its card, none off the screen's edge.
    const cells = await row
      .locator('td')
      .evaluateAll((tds) =>
        tds.map((td) => [getComputedStyle(td).display, td.getBoundingClientRect().right]),
      );
    expect(cells.length).toBeGreaterThan(5);
    for (const [display, right] of cells) {
      expect(display).toBe('block');
      expect(right).toBeLessThanOrEqual(375);
    }
    // No lone sign-out icon: one labelled menu holds every page, the account and signing out.
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Menu/ }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: /^Users/ }).waitFor();
    await menu.getByRole('button', { name: 'Sign Out' }).waitFor();
    await menu.getByRole('link', { name: 'Upload' }).click();
    await page.waitForURL('**/dashboard/upload');
    await menu.waitFor({ state: 'hidden' });
    // Values wrap between words, never inside a date, a number or a code.
    await page.goto('/dashboard/documents/doc-a');
    for (const name of ['invoiceDate', 'totalAmount', 'invoiceId', 'vendorName']) {
      const value = page.getByTestId(`field-${name}`).locator('td span[dir="auto"]').first();
      await value.waitFor();
      expect(await value.evaluate((el) => el.getClientRects().length), name).toBe(1);
    }
    await context.close();
  });

  const PHONE_PATHS = [
    '/dashboard',
    '/dashboard/documents',
    '/dashboard/documents/doc-a',
    '/dashboard/upload',
    '/dashboard/learned',
    '/dashboard/api-keys',
    '/dashboard/webhooks',
    '/dashboard/billing',
    '/dashboard/settings',
    '/dashboard/admin/users',
    '/dashboard/admin/leads',
    '/dashboard/admin/audit',
  ];
  for (const locale of ['en', 'he'] as const) {
    it(`has no horizontal overflow at 375 px on any portal page (${locale})`, async () => {
      const overflowing: string[] = [];
      const context = await adminContext(locale, { width: 375, height: 800 });
      await serveDocuments(context);
      const page = await context.newPage();
      const settled = apiSettled(page);
      for (const route of PHONE_PATHS) {
        await page.goto(route);
        await page.locator('main h1').first().waitFor();
        // Late content (lists, cards) must fit too.
        await settled();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) overflowing.push(`${route}: ${width}px`);
        // Nothing sticks out of its card either (a long passport line in the fields table); a table in a
        // box that scrolls sideways on purpose is fine.
        const wide = await page.evaluate(
          () =>
            [...document.querySelectorAll('main table')].filter((table) => {
              const box = table.parentElement;
              if (!box || getComputedStyle(box).overflowX === 'auto') return false;
              const [t, b] = [table.getBoundingClientRect(), box.getBoundingClientRect()];
              return t.right > b.right + 1 || t.left < b.left - 1;
            }).length,
        );
        if (SHOTS)
          await page.screenshot({
            path: path.join(SHOTS, `phone-${locale}${route.replaceAll('/', '-')}.png`),
            fullPage: true,
          });
        if (wide > 0) overflowing.push(`${route}: ${wide} table(s) wider than their box`);
      }
      await context.close();
      expect(overflowing).toEqual([]);
    }, 120_000);
  }

  it('has no accessibility violation on the webhooks, admin users and billing pages', async () => {
    const found: string[] = [];
    for (const locale of ['en', 'he'] as const) {
      const context = await adminContext(locale);
      const page = await context.newPage();
      const settled = apiSettled(page);
      for (const path of ['/dashboard/webhooks', '/dashboard/admin/users', '/dashboard/billing']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await settled();
        found.push(...(await axeViolations(page, `${locale} ${path}`)));
      }
      await context.close();
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('opens the portal in the language saved in the account, on a new browser', async () => {
    const user = {
      name: 'Noa Cohen',
      email: 'noa@example.com',
      password: 'secret-pass-1',
      language: 'he' as const,
    };
    await createApprovedUser(server, user);
    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en');
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('he');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { name: /ברוכים|שלום|ברוך/ }).waitFor();
    await context.close();
  });
});
