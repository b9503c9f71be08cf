import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Follows a page's calls to the API; the answer waits until the page shows what they brought: no call in
 * flight (the event stream aside, which stays open), no loading skeleton left, and a frame painted since,
 * checked again after it in case an answer started another call.
 */
export function apiSettled(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/events') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const loading = async () => inFlight.size + (await page.locator('[data-slot="skeleton"]').count());
  return async () => {
    for (let round = 0; round < 2; round++) {
      await expect.poll(loading, { timeout: 15_000 }).toBe(0);
      await page.evaluate(
        () => new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted))),
      );
    }
    expect(await loading()).toBe(0);
  };
}

/**
 * Waits until every toast, and every part of one, has finished its transition: axe measures colour contrast as
 * drawn, and a toast caught mid-fade (arriving, or a stacked one's text fading out behind a newer one) is
 * paler than it ends up.
 */
export async function toastsShown(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (t) =>
        getComputedStyle(t).opacity === '1' &&
        t.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
    ),
  );
}

/** Axe's findings on the current page, one line each, naming where they were found and what failed. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) =>
      `${where}: ${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`,
  );
}

/**
 * A context on the test server signed in with a session cookie, whose first visit starts in `locale`; a
 * later switch (kept in localStorage) wins, as it would for a person.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  cookie: string,
  locale: 'en' | 'he',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
  }, locale);
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseURL }]);
  return context;
}
