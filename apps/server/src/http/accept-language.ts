import { LOCALES, type Locale } from '@docread/contracts';

/**
 * The supported language the browser prefers most, from an `Accept-Language` header (RFC 9110 §12.5.4):
 * `he-IL,he;q=0.9,en;q=0.8` gives `he`. `iw` is the old code for Hebrew. Null when none is supported.
 */
export function preferredLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const item of header.split(',')) {
    const [tag = '', ...params] = item.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const locale = primary === 'iw' ? 'he' : LOCALES.find((l) => l === primary);
    if (!locale) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? null;
}
