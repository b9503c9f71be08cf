/**
 * Lighthouse (performance, accessibility, best practices, SEO) for the home page, pricing and a blog post
 * in both languages, against the real server serving the real build, in Debian's Chromium, loopback only:
 * `npm run build -w apps/web && npm run lighthouse -w apps/web` (`-- --desktop` for the desktop preset).
 * A measurement, not a test: it prints the figures and exits 1 when one is under the issue's 95.
 * Paths given after `--` replace the default six (`-- /he /en/pricing`).
 */
import { readdirSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startTestServer } from '../../server/src/testing/start-test-server.ts';

const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const desktop = process.argv.includes('--desktop');

const post = readdirSync(new URL('../src/marketing/blog/content/posts/', import.meta.url))
  .find((file) => file.endsWith('.en.md'))!
  .replace('.en.md', '');
const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = asked.length
  ? asked
  : ['/he', '/en', '/he/pricing', '/en/pricing', `/he/blog/${post}`, `/en/blog/${post}`];
/** The performance score's inputs, so a low score shows where the time went. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

const server = await startTestServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows: { path: string; scores: Record<string, number> }[] = [];
try {
  for (const path of paths) {
    const result = await lighthouse(
      `${server.url}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]),
    );
    rows.push({ path, scores });
    const failed = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    const metrics = Object.entries(METRICS)
      .map(([name, id]) => `${name} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
      .join('  ');
    console.log(`${path.padEnd(50)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}`);
    console.log(`  ${metrics}`);
    if (failed.length) console.log(`  below 0.9: ${failed.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}
console.log(
  `\n${desktop ? 'desktop' : 'mobile (Lighthouse default)'} preset; target ${TARGET} in every category`,
);
process.exitCode = rows.some((r) => Object.values(r.scores).some((s) => s < TARGET)) ? 1 : 0;
