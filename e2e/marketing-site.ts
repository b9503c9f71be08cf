import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../apps/server/test-support/start-test-server.ts';
import { launchBrowser } from './chromium.ts';

export type { TestServer };

/** The real server serving the built web (global-setup builds it once per run). */
export function startSite(): Promise<TestServer> {
  return startTestServer();
}

/**
 * A test file's site (`startSite`) and Chromium, started before the file's tests and closed after them. Contexts opened with
 * `newContext` are closed after each test.
 */
export function siteInBrowser() {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the site is started in beforeAll');
    return value;
  };
  return {
    get site(): TestServer {
      return started(server);
    },
    async newContext(options?: BrowserContextOptions): Promise<BrowserContext> {
      const context = await started(browser).newContext(options);
      contexts.push(context);
      return context;
    },
  };
}

/**
 * Every public marketing route with a path that must render its own h1 (not the 404 page). These are the
 * old unprefixed addresses: the server moves each to the visitor's language (301).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/features',
  '/integrations',
  '/pricing',
  '/docs',
  '/about',
  '/blog',
  '/blog/1',
  '/contact',
  '/contact-sales',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/early-access',
  '/thank-you',
  '/docs/getting-started',
  '/docs/examples/invoice-processing',
  '/docs/examples/id-verification',
  '/docs/examples/form-digitization',
  '/docs/examples/receipt-analysis',
  '/docs/integrations/zapier',
  '/docs/integrations/google-sheets',
  '/docs/integrations/power-bi',
  '/docs/playground',
  '/docs/samples',
  '/product-demo',
] as const;

/**
 * Saves the locale (and theme) before any script runs, as a returning visitor would have them: in storage
 * for the app and in the cookie the server reads to send unprefixed addresses to that language.
 */
export async function presetStorage(page: Page, values: { locale?: 'he' | 'en'; theme?: 'light' | 'dark' }) {
  if (values.locale)
    await page
      .context()
      .addCookies([{ name: 'locale', value: values.locale, domain: '127.0.0.1', path: '/' }]);
  await page.addInitScript((v) => {
    if (v.locale) localStorage.setItem('locale', v.locale);
    if (v.theme) localStorage.setItem('theme', v.theme);
  }, values);
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
