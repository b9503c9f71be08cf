/**
 * JavaScript a page loads, gzip-compressed, in real Chromium against the real server:
 * `node scripts/page-js-weight.ts /he /en/pricing`. The budget: the home page at most 150 KB.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../../e2e/chromium.ts';
import { startTestServer } from '../../server/test-support/start-test-server.ts';

const paths = process.argv.slice(2);
const server = await startTestServer();
const browser = await launchBrowser();
try {
  for (const path of paths.length ? paths : ['/he', '/en']) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
    if (process.env.VERBOSE)
      for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]))
        console.log(`  ${(size / 1024).toFixed(1)} KB ${url.replace(server.url, '')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
