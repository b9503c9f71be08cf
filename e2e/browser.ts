import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';

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
