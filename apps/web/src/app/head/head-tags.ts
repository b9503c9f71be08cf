import { LOCALES, type Locale } from '@docread/contracts';
import { COMPANY_CONTACT } from '../../marketing/company.ts';
import { localizedPath } from '../locale/paths.ts';
import type { PageMeta } from './page-meta.ts';

/** Written into prerendered HTML; the server replaces it with its configured public URL. */
export const SITE_ORIGIN_TOKEN = '%SITE_ORIGIN%';

const OG_LOCALE: Record<Locale, string> = { he: 'he_IL', en: 'en_US' };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script>`: `<` escaped so no string in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface HeadInput {
  locale: Locale;
  /** The page's path without its language, e.g. `/pricing` or `/`. */
  path: string;
  meta: PageMeta;
  brand: string;
  /** The blog feed of this language, linked from blog pages. */
  feed?: { title: string; href: string };
}

/** The organisation behind the site, on every page. */
function organisation(brand: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: COMPANY_CONTACT.email,
    telephone: COMPANY_CONTACT.phone,
  };
}

/** Title, description, canonical and language alternates, Open Graph and Twitter cards, JSON-LD. */
export function headTags({ locale, path, meta, brand, feed }: HeadInput): string {
  const origin = SITE_ORIGIN_TOKEN;
  const url = (l: Locale) => `${origin}${localizedPath(l, path)}`;
  const title = `${meta.title} | ${brand}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.notFound) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  tags.push(`<link rel="canonical" href="${url(locale)}" />`);
  for (const l of LOCALES) tags.push(`<link rel="alternate" hreflang="${l}" href="${url(l)}" />`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${url('he')}" />`);
  if (feed)
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${feed.href}" />`,
    );
  const image = meta.image ? `${origin}${meta.image}` : `${origin}/og-image.png`;
  const og: [string, string][] = [
    ['og:type', meta.kind === 'article' ? 'article' : 'website'],
    ['og:site_name', brand],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', url(locale)],
    ['og:image', image],
    ['og:locale', OG_LOCALE[locale]],
    ...LOCALES.filter((l) => l !== locale).map((l): [string, string] => [
      'og:locale:alternate',
      OG_LOCALE[l],
    ]),
  ];
  for (const [property, content] of og)
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  const twitter: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
    ['twitter:image', image],
  ];
  for (const [name, content] of twitter)
    tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  const jsonLd = [organisation(brand, origin), ...(meta.jsonLd ?? [])];
  tags.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  return tags.join('\n    ');
}
