import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../apps/web/build/markdown-plugin.ts';
import { collectErrors, siteInBrowser } from './marketing-site.ts';

type Locale = 'he' | 'en';
const LOCALES: Locale[] = ['he', 'en'];
const manifest = JSON.parse(
  readFileSync(new URL('../apps/web/dist/site-manifest.json', import.meta.url), 'utf8'),
) as {
  pages: { path: string; indexed: boolean }[];
};
const catalogue = (locale: Locale) => ({
  ...JSON.parse(
    readFileSync(new URL(`../apps/web/src/locales/${locale}/marketing.json`, import.meta.url), 'utf8'),
  ),
  ...JSON.parse(
    readFileSync(new URL(`../apps/web/src/locales/${locale}/marketing-pages.json`, import.meta.url), 'utf8'),
  ),
});

/** The h1 each page must carry, from the same catalogues and Markdown files the site is built from. */
function expectedHeadings(locale: Locale): Map<string, string> {
  const text = catalogue(locale);
  const headings = new Map<string, string>(
    (['home', 'pricing', 'features', 'blog', 'try', 'about', 'faq'] as const).map((section) => [
      section === 'home' ? '/' : `/${section}`,
      text[section].hero.title as string,
    ]),
  );
  const postsDir = new URL('../apps/web/src/marketing/blog/content/posts/', import.meta.url);
  for (const file of readdirSync(postsDir).filter((f) => f.endsWith(`.${locale}.md`))) {
    const { data } = splitFrontMatter(readFileSync(new URL(file, postsDir), 'utf8'));
    headings.set(`/blog/${file.replace(`.${locale}.md`, '')}`, data.title as string);
  }
  return headings;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const localized = (locale: Locale, path: string) => `/${locale}${path === '/' ? '' : path}`;

const suite = siteInBrowser();

describe('every public page, fetched without JavaScript', () => {
  for (const locale of LOCALES) {
    it(`is complete HTML in ${locale}: lang and dir, h1, body text, canonical, hreflang, in the sitemap`, async () => {
      const sitemap = await (await fetch(`${suite.site.url}/sitemap.xml`)).text();
      const headings = expectedHeadings(locale);
      const checked: string[] = [];
      for (const { path, indexed } of manifest.pages) {
        const url = localized(locale, path);
        const res = await fetch(`${suite.site.url}${url}`);
        expect(res.status, url).toBe(200);
        const html = await res.text();
        expect(html, url).toContain(`<html lang="${locale}" dir="${locale === 'he' ? 'rtl' : 'ltr'}"`);
        const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
        expect(h1, url).not.toBe('');
        expect(h1, url).not.toBe('404');
        if (headings.has(path)) expect(h1, url).toBe(headings.get(path));
        const main = decode(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '');
        expect(main.length, `${url} body text`).toBeGreaterThan(200);
        expect(html, url).toMatch(/<title>[^<]+ \| DocRead<\/title>/);
        expect(html, url).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(html, url).toContain(`<link rel="canonical" href="${suite.site.url}${url}" />`);
        for (const l of LOCALES)
          expect(html, url).toContain(
            `<link rel="alternate" hreflang="${l}" href="${suite.site.url}${localized(l, path)}" />`,
          );
        expect(html, url).toContain(`hreflang="x-default" href="${suite.site.url}${localized('he', path)}"`);
        expect(html, url).toContain('<meta property="og:title"');
        expect(html, url).toContain('<meta name="twitter:card"');
        expect(html, url).toContain('"@type":"Organization"');
        // Only the theme script runs inline: no part of the page waits for a script to be revealed.
        expect(html.match(/<script>/g)?.length, url).toBe(1);
        expect(html, url).not.toContain('<template');
        if (indexed) expect(sitemap, url).toContain(`<loc>${suite.site.url}${url}</loc>`);
        checked.push(url);
      }
      expect(checked.length).toBeGreaterThan(60);
    }, 120_000);
  }

  it('pricing carries the product with its offers, blog posts BlogPosting; blog pages link their feed', async () => {
    const pricing = await (await fetch(`${suite.site.url}/en/pricing`)).text();
    expect(pricing).toContain('"@type":"SoftwareApplication"');
    expect(pricing).toMatch(/"@type":"Offer","name":"Starter","price":\d+,"priceCurrency":"USD"/);
    const post = manifest.pages.find((p) => p.path.startsWith('/blog/'))!.path;
    const html = await (await fetch(`${suite.site.url}/en${post}`)).text();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<meta property="og:type" content="article" />');
    for (const locale of LOCALES) {
      const list = await (await fetch(`${suite.site.url}/${locale}/blog`)).text();
      expect(list).toContain(`type="application/rss+xml"`);
      expect(list).toContain(`href="/${locale}/blog/feed.xml"`);
      const feed = await (await fetch(`${suite.site.url}/${locale}/blog/feed.xml`)).text();
      expect((feed.match(/<item>/g) ?? []).length).toBe(21);
    }
  });

  it('answers unknown addresses 404 with the site page, and moves old addresses with 301', async () => {
    const missing = await fetch(`${suite.site.url}/en/no-such-page`);
    expect(missing.status).toBe(404);
    expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await missing.text())?.[1] ?? '')).toBe('404');
    const old = await fetch(`${suite.site.url}/pricing`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en' },
    });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/en/pricing');
    const home = await fetch(`${suite.site.url}/`, { redirect: 'manual', headers: { cookie: 'locale=he' } });
    expect(home.headers.get('location')).toBe('/he');
  });

  it("a problem's type leads to the page that explains its code, in the visitor's language", async () => {
    const problem = (await (await fetch(`${suite.site.url}/v3/jobs`)).json()) as {
      type: string;
      code: string;
    };
    expect(problem.code).toBe('invalid_api_key');
    const [path, code] = problem.type.split('#') as [string, string];
    const moved = await fetch(new URL(path, suite.site.url), {
      redirect: 'manual',
      headers: { 'accept-language': 'he' },
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/he/docs/errors');
    const page = await (await fetch(new URL('/he/docs/errors', suite.site.url))).text();
    expect(page).toContain(`id="${code}"`);
    expect(page).toContain('מפתח API לא תקין');
  });

  it('docs code samples call the server the page came from', async () => {
    const html = await (await fetch(`${suite.site.url}/en/docs/getting-started`)).text();
    expect(html).toContain(`${suite.site.url}/v3/process`);
    expect(html).not.toContain('api.docread.example');
  });
});

describe('in a browser', () => {
  it('with JavaScript off, a page and an article are readable', async () => {
    const context = await suite.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/he`);
    expect(await page.locator('main h1').first().textContent()).toBe(catalogue('he').home.hero.title);
    const post = manifest.pages.find((p) => p.path.startsWith('/blog/'))!.path;
    await page.goto(`${suite.site.url}/en${post}`);
    const firstParagraph = page.locator('.article-prose p').first();
    expect(await firstParagraph.isVisible()).toBe(true);
    expect((await firstParagraph.textContent())?.length).toBeGreaterThan(80);
    expect(
      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').count(),
    ).toBeGreaterThan(2);
  });

  it("the portal's first visit fetches both font faces ahead of its stylesheet", async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/login`);
    await page.waitForLoadState('networkidle');
    // A preloaded face is announced by a link (initiator "link"); one the stylesheet finds comes too late
    // for `font-display: optional` and the first visit is drawn in the fallback font.
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => [
          /heebo-(hebrew|latin)/.exec(entry.name)?.[1],
          (entry as PerformanceResourceTiming).initiatorType,
        ]),
    );
    expect(fonts.sort()).toEqual([
      ['hebrew', 'link'],
      ['latin', 'link'],
    ]);
  });

  it('hydrates without errors; the language link opens the same page in Hebrew; blog search works', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${suite.site.url}/en/pricing`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'עברית' }).first().click();
    await page.waitForURL(`${suite.site.url}/he/pricing`);
    await expect
      .poll(() => page.locator('main h1').first().textContent())
      .toBe(catalogue('he').pricing.hero.title);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.goto(`${suite.site.url}/en/blog`);
    await page.waitForLoadState('networkidle');
    const cards = page.getByTestId('post-card');
    const before = await cards.count();
    await page.getByRole('searchbox').first().fill('MRZ');
    await expect.poll(() => cards.count()).toBeLessThan(before);
    expect(await cards.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('the playground', () => {
  it('reads a sample at once and an uploaded file, and offers sign-up', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${suite.site.url}/en/try`);
    // The page is prerendered: a click before React has hydrated it lands on a button with no handler yet.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'English till receipt' }).click();
    const result = page.getByTestId('try-result');
    // A precomputed sample: no OCR, but the result's code and the request still wait on a loaded CI machine.
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('HARBOUR LANE CAFE');
    expect(await result.getByRole('heading', { level: 2 }).textContent()).toContain('Receipt');
    expect(await result.locator('pre').textContent()).toContain('"documentType": "receipt"');
    expect(await result.getByTestId('field-box').count()).toBeGreaterThanOrEqual(5);
    const signUp = result.getByRole('link', { name: 'Sign up free' });
    expect(await signUp.getAttribute('href')).toBe('/signup?documentType=receipt');

    const invoice = new URL('../apps/web/public/try/hebrew-invoice.png', import.meta.url);
    await page.locator('input[type="file"]').setInputFiles(invoice.pathname);
    await expect.poll(() => result.textContent(), { timeout: 90_000 }).toContain('סטודיו גלים לעיצוב בע"מ');
    expect(await result.getByRole('heading', { level: 2 }).textContent()).toContain('Invoice');
    expect(errors).toEqual([]);
  }, 120_000);
});
