import { LOCALES, type Locale } from '@docread/contracts';

/** The signed-in app and the API keep unprefixed URLs: only the public site carries its language in the path. */
const UNLOCALIZED = /^\/(dashboard|login|signup|password-reset|api|v3)(\/|$|\?|#)/;

/** `he` for `/he/pricing`, null for `/pricing` or `/dashboard`. */
export function localeOfPath(pathname: string): Locale | null {
  return localeOfTag(pathname.split('/')[1] ?? '');
}

/** `he` for the language tag `he` (an `<html lang>`), null for a tag that is not one of the site's. */
export function localeOfTag(tag: string): Locale | null {
  return (LOCALES as readonly string[]).includes(tag) ? (tag as Locale) : null;
}

/** The path without its language: `/he/pricing` gives `/pricing`, `/he` gives `/`. */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (!locale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' || rest === '/' ? '/' : rest;
}

/** The public site's address of `to` in `locale`; app paths, external and already prefixed links are kept. */
export function localizedPath(locale: Locale, to: string): string {
  if (!to.startsWith('/') || to.startsWith('//') || UNLOCALIZED.test(to) || localeOfPath(to)) return to;
  if (to === '/') return `/${locale}`;
  if (to.startsWith('/#') || to.startsWith('/?')) return `/${locale}${to.slice(1)}`;
  return `/${locale}${to}`;
}
