import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../../e2e/chromium.ts';
import type { TestServer } from '../test-support/start-test-server.ts';
import { dialectName, startServer } from './support.ts';

/** A made-up public name, so the page behaves as on a real host (Swagger UI treats localhost specially). */
const HOST = 'docs.docread.test';

describe(`API reference page /api/docs (${dialectName})`, () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    const port = new URL(server.url).port;
    browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1:${port}`]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads with every asset from the server itself and lists the whole portal API', async () => {
    const origin = `http://${HOST}:${new URL(server.url).port}`;
    const page = await browser.newPage();
    const offHost: string[] = [];
    const requests: string[] = [];
    // Anything leaving the server is recorded and refused, so the test never waits on a network.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      requests.push(url);
      if (new URL(url).origin === origin || url.startsWith('data:')) return route.continue();
      offHost.push(url);
      return route.abort();
    });
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));

    const answer = await page.goto(`${origin}/api/docs`, { waitUntil: 'networkidle' });
    expect(answer?.status()).toBe(200);
    await page.locator('.opblock').first().waitFor();

    expect(offHost).toEqual([]);
    expect(failed).toEqual([]);
    expect(requests.some((u) => u.endsWith('/api/docs/json'))).toBe(true);
    const tags = await page.locator('.opblock-tag').allInnerTexts();
    expect(tags.map((t) => t.trim().split('\n')[0])).toEqual(
      expect.arrayContaining(['auth', 'account', 'api-keys', 'webhooks', 'documents', 'billing', 'admin']),
    );
    const paths = await page.locator('.opblock-summary-path').allInnerTexts();
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/two-factor/verify-backup-code',
      '/api/documents',
    ]) {
      expect(paths.map((p) => p.replace(/\u200b/g, '').trim())).toContain(path);
    }
    await page.close();
  });
});
