/**
 * Build step after `vite build` and the SSR build: writes every public page in both languages as complete
 * HTML (`dist/<locale>/<path>/index.html`), each language's 404 page, and `dist/site-manifest.json`, which
 * the server reads for the sitemap, the feeds and the old-link redirects.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

type Locale = 'he' | 'en';
const LOCALES: Locale[] = ['he', 'en'];

interface ServerEntry {
  render(
    url: string,
    locale: Locale,
  ): Promise<{
    html: string;
    meta: { title: string; description: string };
    brand: string;
    feedTitle: string;
  }>;
  headTags(input: object): string;
  publicPages(): { path: string; indexed: boolean; lastModified?: string }[];
  localizedPath(locale: Locale, to: string): string;
  blogFeedItems(locale: Locale): object[];
  movedPaths(): Record<string, string>;
}

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-ssr');
const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const template = await readFile(path.join(dist, 'index.html'), 'utf8');

const assets = await readdir(path.join(dist, 'assets'));
/**
 * The page's fonts, preloaded so text is not drawn twice: the Latin face on every page (the brand, digits,
 * code) and the Hebrew face on Hebrew pages. Each is a variable font carrying every weight.
 */
function fontPreloads(locale: Locale): string {
  const subsets = locale === 'he' ? ['hebrew', 'latin'] : ['latin'];
  return subsets
    .map((subset) => {
      const file = assets.find((f) => f.startsWith(`heebo-${subset}-wght-normal-`) && f.endsWith('.woff2'));
      if (!file) throw new Error(`the build has no ${subset} font`);
      return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`;
    })
    .join('\n    ');
}

/**
 * The site's one stylesheet, written into each prerendered page: a separate file would be a render-blocking
 * request before the first paint (Lighthouse's largest cost on a slow connection), and the whole sheet
 * compressed is a few kilobytes. The portal's shell (`index.html`) keeps the link.
 */
const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/assets\/([^"]+\.css)">/;
const stylesheet = template.match(stylesheetLink);
if (!stylesheet) throw new Error('index.html links no stylesheet');
const inlineStyle = `<style>${await readFile(path.join(dist, 'assets', stylesheet[1]!), 'utf8')}</style>`;

/**
 * Vite's `modulepreload` links fetch every module of the entry while the page is still being drawn. A
 * prerendered page is complete without them: the entry script alone is fetched at once, its imports after
 * it, and the text and the fonts have the connection to themselves until the first paint.
 */
const modulePreloads = /\s*<link rel="modulepreload"[^>]*>/g;

function page(locale: Locale, head: string, body: string): string {
  return template
    .replace(stylesheetLink, () => inlineStyle)
    .replace(modulePreloads, '')
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${locale}" dir="${locale === 'he' ? 'rtl' : 'ltr'}" data-prerendered="">`,
    )
    .replace(/<title>[^<]*<\/title>/, `${head}\n    ${fontPreloads(locale)}`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

async function write(file: string, html: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

const pages = entry.publicPages();
const feeds: Record<string, { title: string; description: string }> = {};
let count = 0;
for (const locale of LOCALES) {
  const feed = (title: string) => ({ title, href: `/${locale}/blog/feed.xml` });
  for (const { path: pagePath } of pages) {
    const url = entry.localizedPath(locale, pagePath);
    const rendered = await entry.render(url, locale);
    const head = entry.headTags({
      locale,
      path: pagePath,
      meta: rendered.meta,
      brand: rendered.brand,
      ...(pagePath.startsWith('/blog') ? { feed: feed(rendered.feedTitle) } : {}),
    });
    await write(path.join(dist, url, 'index.html'), page(locale, head, rendered.html));
    if (pagePath === '/blog')
      feeds[locale] = { title: rendered.feedTitle, description: rendered.meta.description };
    count++;
  }
  const missing = await entry.render(`/${locale}/404`, locale);
  const head = entry.headTags({
    locale,
    path: '/404',
    meta: { ...missing.meta, notFound: true },
    brand: missing.brand,
  });
  await write(path.join(dist, locale, '404.html'), page(locale, head, missing.html));
}

const manifest = {
  pages,
  moved: entry.movedPaths(),
  feeds: Object.fromEntries(LOCALES.map((l) => [l, { ...feeds[l], items: entry.blogFeedItems(l) }])),
};
await writeFile(path.join(dist, 'site-manifest.json'), JSON.stringify(manifest, null, 1));

/**
 * The portal's shell preloads both faces as the prerendered pages do: with `font-display: optional` a face
 * the stylesheet asks for only once it is parsed arrives too late for the first paint, and a first visit
 * was drawn in the fallback font. Its language is chosen in the browser, so it takes both (the Hebrew face
 * is 12 KB, and an English portal still shows "עברית" in its language menu).
 */
await writeFile(
  path.join(dist, 'index.html'),
  template.replace('</title>', `</title>\n    ${fontPreloads('he')}`),
);
await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${count} pages and 2 not-found pages`);

/**
 * Brotli and gzip copies of the static text files, which the server sends as they are (`preCompressed`):
 * no compression work per request. Prerendered pages are filled in per request, so the server compresses
 * those itself.
 */
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(js|css|svg|json|txt|xml)$/;
const staticTextFiles = [
  'index.html',
  ...(await readdir(dist, { recursive: true })).filter(
    (f) => TEXT.test(f) && !f.endsWith('site-manifest.json'),
  ),
];
let compressed = 0;
for (const file of staticTextFiles) {
  const data = await readFile(path.join(dist, file));
  if (data.length < 1024) continue;
  await writeFile(
    path.join(dist, `${file}.br`),
    await brotli(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(path.join(dist, `${file}.gz`), await gzipAsync(data, { level: 9 }));
  compressed++;
}
console.log(`compressed ${compressed} static files (br, gz)`);
