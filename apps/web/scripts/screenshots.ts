/**
 * Saves every public route in Hebrew and English, light and dark, at desktop and phone widths, so a person
 * can look at them all: `node apps/web/scripts/screenshots.ts [outDir]` after `npm run build -w apps/web`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../../../e2e/chromium.ts';
import { PUBLIC_ROUTES, presetStorage, startSite } from '../../../e2e/marketing-site.ts';

const outDir = path.resolve(process.argv[2] ?? 'screenshots');
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = (process.env.SCREENSHOT_THEMES ?? 'light,dark').split(',') as Array<'light' | 'dark'>;
const ROUTES = process.env.SCREENSHOT_ROUTES ? process.env.SCREENSHOT_ROUTES.split(',') : PUBLIC_ROUTES;

const site = await startSite();
const browser = await launchBrowser();
try {
  await mkdir(outDir, { recursive: true });
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const locale of ['he', 'en'] as const) {
      for (const theme of THEMES) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        const page = await context.newPage();
        await presetStorage(page, { locale, theme });
        for (const route of ROUTES) {
          await page.goto(`${site.url}${route}`);
          await page.locator('h1').first().waitFor();
          const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}.${locale}.${theme}.${viewportName}.png`;
          await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        }
        await context.close();
      }
    }
  }
  console.log(`Saved screenshots to ${outDir}`);
} finally {
  await browser.close();
  await site.close();
}
