import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../apps/server/test-support/start-test-server.ts';
import { signedInContext } from './browser.ts';
import { launchBrowser } from './chromium.ts';
import { startReadingServer } from './reading-server.ts';

/**
 * Boxes on their text, in Debian's Chromium against the real server and build: a photo held crooked is
 * read level, and the viewer draws each word's box over that word on the image as uploaded; the
 * playground's boxes stay on its image whatever stands beside it, and its page fits a phone.
 */

let server: TestServer;
let browser: Browser;

/** A page photographed 3.2° clockwise off level: lines drawn level, then the whole drawing turned. */
const TILTED = {
  width: 1200,
  height: 900,
  angle: 3.2,
  left: 150,
  firstBaseline: 180,
  spacing: 80,
  fontSize: 34,
  lines: [
    'Acme Supplies Ltd',
    'INVOICE',
    'Invoice No: INV-4410',
    'Date: 01/11/2026',
    'Bill To: Levi Trading',
    'Payment terms: thirty days net',
    'Total: 480.00',
  ],
} as const;

function tiltedPng(): Promise<Buffer> {
  const { width, height, angle, left, firstBaseline, spacing, fontSize, lines } = TILTED;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${left}" y="${firstBaseline + i * spacing}" font-family="DejaVu Sans" font-size="${fontSize}" fill="black">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/><g transform="rotate(${angle} ${width / 2} ${height / 2})">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Where a point of the tilted image lay on the level drawing, and so which line it belongs to: the
 * distance from the middle of the nearest line's letters, in line spacings, and how far past its ends.
 */
function offText(x: number, y: number): { across: number; pastEnd: boolean } {
  const { width, height, angle, left, firstBaseline, spacing, fontSize, lines } = TILTED;
  const a = (-angle * Math.PI) / 180;
  const [cx, cy] = [width / 2, height / 2];
  const lx = cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a);
  const ly = cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a);
  // Capitals and digits stand about 0.73 em above the baseline: their middle is 0.36 em above it.
  const index = Math.max(0, Math.min(lines.length - 1, Math.round((ly - firstBaseline) / spacing)));
  const middle = firstBaseline + index * spacing - 0.36 * fontSize;
  const end = left + (lines[index]?.length ?? 0) * fontSize * 0.7;
  return { across: Math.abs(ly - middle) / spacing, pastEnd: lx < left - 10 || lx > end };
}

/** The centre of each drawn box, in pixels of the image under it. */
async function boxCentresOnImage(page: Page, boxes: string, image: string) {
  return page.evaluate(
    ({ boxes, image }) => {
      const img = document.querySelector<HTMLImageElement>(image)!;
      const frame = img.getBoundingClientRect();
      const scale = img.naturalWidth / frame.width;
      return [...document.querySelectorAll(boxes)].map((box) => {
        const r = box.getBoundingClientRect();
        return {
          x: (r.left + r.width / 2 - frame.left) * scale,
          y: (r.top + r.height / 2 - frame.top) * scale,
        };
      });
    },
    { boxes, image },
  );
}

beforeAll(async () => {
  server = await startReadingServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the viewer on a crooked photo', () => {
  it('draws every word box over its word on the image as uploaded', async () => {
    const cookie = await createApprovedUser(server, {
      email: `boxes.${Date.now().toString(36)}@example.com`,
      password: 'secret-pass-1',
      name: 'Boxes',
    });
    const context = await signedInContext(browser, server.url, cookie, 'en');
    const page = await context.newPage();
    await page.goto('/dashboard/upload');
    await page.getByLabel('Files', { exact: true }).setInputFiles({
      name: 'crooked-photo.png',
      mimeType: 'image/png',
      buffer: await tiltedPng(),
    });
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await page.waitForURL('**/dashboard/documents/*');
    const image = '[data-testid="page-content"] img';
    await page.locator(image).waitFor({ timeout: 60_000 });
    await page.waitForFunction((s) => document.querySelector<HTMLImageElement>(s)?.complete, image);
    await page.getByLabel('Outline words').click();

    const words = '[data-testid="page-content"] svg rect:not([data-field])';
    await expect.poll(() => page.locator(words).count(), { timeout: 60_000 }).toBeGreaterThan(15);
    const centres = await boxCentresOnImage(page, words, image);
    const off = centres
      .map((c) => ({ ...c, ...offText(c.x, c.y) }))
      .filter((c) => c.across > 0.2 || c.pastEnd);
    expect(off).toEqual([]);
    const id = page.url().split('/').at(-1);
    const result = await page.evaluate(
      async (id) => (await fetch(`/api/documents/${id}/result`)).json(),
      id as string,
    );
    expect(Math.abs(result.result.pages[0].skew - TILTED.angle)).toBeLessThan(0.5);
    await context.close();
  }, 120_000);
});

describe('the playground', () => {
  async function openSample(width: number, locale: 'en' | 'he') {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/${locale}/try`);
    // The page is prerendered: a click before React has hydrated it lands on a button with no handler yet.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: locale === 'en' ? /Passport specimen/ : /דוגמת דרכון/ }).click();
    const frame = page.getByTestId('try-page');
    await frame.waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('[data-testid="try-page"] img')?.complete,
    );
    return { context, page, frame };
  }

  for (const locale of ['en', 'he'] as const) {
    it(`keeps the passport's boxes on its image beside a long fields list (${locale})`, async () => {
      const { context, page, frame } = await openSample(1440, locale);
      const image = frame.locator('img');
      const [frameBox, imageBox] = [await frame.boundingBox(), await image.boundingBox()];
      // The frame is the image (and its border), not the height of the fields list beside it.
      expect(Math.abs(frameBox!.height - imageBox!.height)).toBeLessThanOrEqual(2);
      // The machine-readable zone's box (y 509-536 of 720 in the sample's result) lies on that zone.
      const centres = await boxCentresOnImage(
        page,
        '[data-testid="field-box"]',
        '[data-testid="try-page"] img',
      );
      expect(centres.length).toBeGreaterThan(5);
      for (const c of centres) expect(Math.abs(c.y - 522.5)).toBeLessThan(10);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
      await context.close();
    });
  }

  it("turns a crooked photo's boxes onto their text, as the viewer does", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/en/try');
    await page.waitForLoadState('networkidle');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'crooked-photo.png',
      mimeType: 'image/png',
      buffer: await tiltedPng(),
    });
    const boxes = page.getByTestId('try-page').getByTestId('field-box');
    await expect.poll(() => boxes.count(), { timeout: 90_000 }).toBeGreaterThan(3);
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('[data-testid="try-page"] img')?.complete,
    );
    const centres = await boxCentresOnImage(
      page,
      '[data-testid="field-box"]',
      '[data-testid="try-page"] img',
    );
    const off = centres
      .map((c) => ({ ...c, ...offText(c.x, c.y) }))
      .filter((c) => c.across > 0.2 || c.pastEnd);
    expect(off).toEqual([]);
    await context.close();
  }, 120_000);

  it('fits a 375-pixel phone: the image and every value within the screen', async () => {
    const { context, page, frame } = await openSample(375, 'en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const imageBox = await frame.locator('img').boundingBox();
    expect(imageBox!.x).toBeGreaterThanOrEqual(0);
    expect(imageBox!.x + imageBox!.width).toBeLessThanOrEqual(375);
    const values = await page
      .getByTestId('try-result')
      .locator('dd')
      .evaluateAll((dds) => dds.map((dd) => dd.getBoundingClientRect().right));
    expect(values.length).toBeGreaterThan(5);
    for (const right of values) expect(right).toBeLessThanOrEqual(375);
    await context.close();
  });
});
