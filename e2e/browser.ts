import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags this closed network needs (no sandbox inside the container, no GPU, nothing that calls
 * home), shared by every browser the tests and the measuring scripts start.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Debian's Chromium, headless, with `CHROMIUM_FLAGS` and a caller's own (a host mapping, say). */
export function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

/**
 * Waits until every toast has finished fading in: axe measures colour contrast as drawn, and a toast caught
 * mid-fade is paler than it ends up.
 */
export async function toastsShown(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((t) => getComputedStyle(t).opacity === '1'),
  );
}
