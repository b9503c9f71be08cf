import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/start-test-server.ts';
import { startServer } from './support.ts';

const item = {
  title: 'Post',
  description: 'About <things>',
  date: '2026-05-01',
  author: 'Noa',
  category: 'api',
};
const manifest = {
  pages: [
    { path: '/', indexed: true },
    { path: '/pricing', indexed: true },
    { path: '/thank-you', indexed: false },
    { path: '/blog/first-post', indexed: true, lastModified: '2026-05-01' },
  ],
  moved: { '/blog/1': '/blog/first-post' },
  feeds: {
    he: { title: 'בלוג', description: 'תיאור', items: [{ ...item, path: '/he/blog/first-post' }] },
    en: { title: 'Blog', description: 'About', items: [{ ...item, path: '/en/blog/first-post' }] },
  },
};

const page = (locale: string, text: string) =>
  `<!doctype html><html lang="${locale}"><link rel="canonical" href="%SITE_ORIGIN%/x"><h1>${text}</h1><pre>curl %REQUEST_ORIGIN%/v3/process</pre><a href="https://x.example/share?u=%25REQUEST_ORIGIN%25%2F${locale}">share</a>`;

describe('the public site: language addresses, redirects, 404, sitemap, robots and feeds', () => {
  let server: TestServer;
  let webDir: string;
  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${p}`, { redirect: 'manual', headers });

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'docread-site-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDir, 'site-manifest.json'), JSON.stringify(manifest));
    for (const locale of ['he', 'en']) {
      for (const p of ['', '/pricing', '/thank-you', '/blog/first-post']) {
        await mkdir(path.join(webDir, locale, p), { recursive: true });
        await writeFile(path.join(webDir, locale, p, 'index.html'), page(locale, `${locale}${p}`));
      }
      await writeFile(path.join(webDir, locale, '404.html'), page(locale, `${locale} not found`));
    }
    server = await startServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves each language page with the public URL in links and the request origin in code', async () => {
    const res = await get('/en/pricing');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>en/pricing</h1>');
    expect(html).toContain(`href="${server.url}/x"`);
    expect(html).toContain(`curl ${server.url}/v3/process`);
    expect(html).toContain(`share?u=${encodeURIComponent(server.url)}%2Fen"`);
    expect((await get('/he')).status).toBe(200);
  });

  it('compresses pages for browsers that accept it', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetch(`${server.url}/he/pricing`, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decompresses: the text is the page.
      expect(await res.text()).toContain('<h1>he/pricing</h1>');
    }
  });

  it('sends / to the remembered language, else the browser language, else Hebrew', async () => {
    expect((await get('/')).headers.get('location')).toBe('/he');
    expect((await get('/', { 'accept-language': 'en-GB,en;q=0.9' })).headers.get('location')).toBe('/en');
    const remembered = await get('/', { 'accept-language': 'en', cookie: 'a=1; locale=he' });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get('location')).toBe('/he');
    expect(remembered.headers.get('vary')).toContain('Accept-Language');
  });

  it('moves old unprefixed and renamed addresses with 301', async () => {
    const old = await get('/pricing?plan=pro', { 'accept-language': 'en' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/en/pricing?plan=pro');
    expect((await get('/blog/1')).headers.get('location')).toBe('/he/blog/first-post');
    expect((await get('/en/blog/1')).headers.get('location')).toBe('/en/blog/first-post');
    expect((await get('/en/pricing/')).headers.get('location')).toBe('/en/pricing');
  });

  it('answers unknown addresses 404 with the language own not-found page; portal pages get the app', async () => {
    const missing = await get('/en/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('en not found');
    expect((await get('/no-such-page', { cookie: 'locale=en' })).status).toBe(404);
    expect((await get('/he/blog/2')).status).toBe(404);
    const portal = await get('/dashboard/documents');
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain('<div id="root">');
    const api = await get('/api/no-such-route');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/problem+json');
  });

  it('lists indexed pages in both languages with alternates in /sitemap.xml, which robots.txt names', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${server.url}/en/pricing</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/he</loc>`);
    expect(sitemap).toContain(`hreflang="x-default" href="${server.url}/he/blog/first-post"`);
    expect(sitemap).toContain('<lastmod>2026-05-01</lastmod>');
    expect(sitemap).not.toContain('thank-you');
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /dashboard');
  });

  it('publishes an RSS 2.0 feed per language', async () => {
    const res = await get('/en/blog/feed.xml');
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const feed = await res.text();
    expect(feed).toContain('<rss version="2.0"');
    expect(feed).toContain(`<link>${server.url}/en/blog/first-post</link>`);
    expect(feed).toContain('About &lt;things&gt;');
    expect(await (await get('/he/blog/feed.xml')).text()).toContain('<language>he</language>');
  });
});
