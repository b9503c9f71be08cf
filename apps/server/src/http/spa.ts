import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { DEFAULT_SITE_LOCALE, LOCALES, type Locale } from '@docread/contracts';
import type { SiteManifest } from '../features/site/site-manifest.ts';
import { preferredLocale } from './accept-language.ts';

/** GETs outside `/api` and `/v3` belong to the web app's router: they get index.html. */
export function isSpaRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0]!;
  return !/^\/(api|v3)(\/|$)/.test(pathname);
}

export function hasWebBuild(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

/** Hashed assets never change under one name; everything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** The signed-in app's own pages: the browser renders them from index.html, unprefixed. */
const APP_PAGE = /^\/(dashboard|login|signup|password-reset)(\/|$)/;

/**
 * The visitor's language: the choice remembered in the `locale` cookie (set by the site's language
 * switch), else the browser's `Accept-Language`, else Hebrew.
 */
export function visitorLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const remembered = /(?:^|;\s*)locale=(\w+)/.exec(cookieHeader ?? '')?.[1];
  if ((LOCALES as readonly string[]).includes(remembered ?? '')) return remembered as Locale;
  return preferredLocale(acceptLanguage) ?? DEFAULT_SITE_LOCALE;
}

export type SiteAnswer =
  | { kind: 'page'; file: string; locale: Locale }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'app' }
  | { kind: 'not-found'; locale: Locale };

/**
 * What a GET of the public site answers: a prerendered page of `/he/...` or `/en/...`, a 301 from an old
 * unprefixed (or moved) address to the visitor's language, the app shell for portal pages, else 404.
 */
export function resolveSitePath(manifest: SiteManifest, url: string, visitor: () => Locale): SiteAnswer {
  const [rawPath = '/', query] = url.split('?');
  const search = query === undefined ? '' : `?${query}`;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'not-found', locale: visitor() };
  }
  if (pathname !== '/' && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '') || '/';
  if (APP_PAGE.test(pathname)) return { kind: 'app' };
  const first = pathname.split('/')[1] ?? '';
  const locale = (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
  const rest = locale ? pathname.slice(locale.length + 1) || '/' : pathname;
  const known = manifest.pages.some((p) => p.path === rest);
  const moved = manifest.moved[rest];
  const address = (l: Locale, p: string) => `/${l}${p === '/' ? '' : p}${search}`;
  if (locale) {
    if (known) {
      const canonical = address(locale, rest);
      if (rawPath + search !== canonical) return { kind: 'redirect', status: 301, location: canonical };
      return { kind: 'page', file: path.join(locale, rest, 'index.html'), locale };
    }
    if (moved) return { kind: 'redirect', status: 301, location: address(locale, moved) };
    return { kind: 'not-found', locale };
  }
  if (rest === '/') return { kind: 'redirect', status: 302, location: address(visitor(), '/') };
  if (known || moved) return { kind: 'redirect', status: 301, location: address(visitor(), moved ?? rest) };
  return { kind: 'not-found', locale: visitor() };
}

/** The encoding to answer with, from `Accept-Encoding`: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Prerendered HTML with its two origins filled in: the configured public URL for canonical and alternate
 * links, the origin the request came to for code samples (so they call the server the reader is on).
 * Compressed off the event loop (zlib's thread pool); answers for the public origin are kept in memory.
 * Brotli quality 5: a page's first answer waits for its compression, and quality 9 took ten times as long
 * (about 300 ms against 30–50 ms for a 50 KB page on the shared test machine) for 1% smaller output;
 * gzip likewise at its default level.
 */
export function createPageReader(webDistDir: string, publicOrigin: string) {
  const sources = new Map<string, string>();
  const answers = new Map<string, Buffer | string>();
  const fill = (file: string, origins: { site: string; request: string }): string => {
    let html = sources.get(file);
    if (html === undefined) {
      html = readFileSync(path.join(webDistDir, file), 'utf8');
      sources.set(file, html);
    }
    // Share links carry the page's address URL-encoded, so the encoded tokens are filled in too.
    return html
      .replaceAll('%SITE_ORIGIN%', origins.site)
      .replaceAll('%REQUEST_ORIGIN%', origins.request)
      .replaceAll(encodeURIComponent('%REQUEST_ORIGIN%'), encodeURIComponent(origins.request));
  };
  return async (
    file: string,
    origins: { site: string; request: string },
    encoding: 'br' | 'gzip' | null,
  ): Promise<Buffer | string> => {
    const key = `${file}\n${encoding}`;
    const cacheable = origins.request === publicOrigin;
    const cached = cacheable ? answers.get(key) : undefined;
    if (cached !== undefined) return cached;
    const html = fill(file, origins);
    const body =
      encoding === 'br'
        ? await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? await gzipAsync(html, { level: 6 })
          : html;
    if (cacheable) answers.set(key, body);
    return body;
  };
}
