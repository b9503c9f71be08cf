import { LOCALES, type Locale } from '@docread/contracts';
import type { SiteManifest } from './site-manifest.ts';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** `/pricing` in `en` is `/en/pricing`; the home page is `/en`. */
export const localeUrl = (origin: string, locale: Locale, pagePath: string) =>
  `${origin}/${locale}${pagePath === '/' ? '' : pagePath}`;

/** Every indexed page in both languages, each with its alternates (sitemaps.org + Google's xhtml:link). */
export function sitemapXml(manifest: SiteManifest, origin: string): string {
  const urls: string[] = [];
  for (const page of manifest.pages.filter((p) => p.indexed)) {
    const alternates = [
      ...LOCALES.map((l) => [l, localeUrl(origin, l, page.path)] as const),
      ['x-default', localeUrl(origin, 'he', page.path)] as const,
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    for (const locale of LOCALES) {
      urls.push(
        [
          '  <url>',
          `    <loc>${escapeXml(localeUrl(origin, locale, page.path))}</loc>`,
          ...(page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : []),
          alternates,
          '  </url>',
        ].join('\n'),
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the public site; the signed-in portal, its forms and the API stay out. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /login',
    'Disallow: /signup',
    'Disallow: /password-reset',
    'Disallow: /api/',
    'Disallow: /v3/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** RSS 2.0 of one language's blog, newest first. */
export function blogFeedXml(manifest: SiteManifest, origin: string, locale: Locale): string {
  const feed = manifest.feeds[locale];
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(origin + item.path)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(origin + item.path)}</guid>`,
      `      <pubDate>${new Date(`${item.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <description>${escapeXml(item.description)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  const newest = feed.items[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(`${origin}/${locale}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/${locale}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${locale}</language>`,
    ...(newest
      ? [`    <lastBuildDate>${new Date(`${newest}T00:00:00Z`).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
