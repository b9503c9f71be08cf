import { DomainError } from '../shared/domain-errors.ts';

/**
 * The one spelling of a request's path that every guard judges (the cross-site guard, the throttles and
 * better-auth alike): dot segments (also written `%2e`) resolved, empty segments (`//`) and a trailing
 * slash dropped, every segment decoded once and encoded again. The router decodes `%61pi` to `api`, so a
 * guard that compared the raw URL let `/%61pi/…` and `/api/./…` through.
 */
export function canonicalUrl(rawUrl: string): { path: string; search: string } {
  const parsed = new URL(rawUrl, 'http://canonical.invalid');
  const segments: string[] = [];
  for (const raw of parsed.pathname.split('/')) {
    if (raw === '') continue;
    const segment = decodeSegment(raw);
    // Decoding can reveal a separator or a dot segment the URL parser did not resolve (`%2f`, `%252e`).
    if (segment.includes('/') || segment === '.' || segment === '..') {
      throw new DomainError('not_found', 'No such address.');
    }
    segments.push(encodeURIComponent(segment));
  }
  return { path: `/${segments.join('/')}`, search: parsed.search };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new DomainError('validation_failed', 'The address is not valid: it has a broken %-escape.');
  }
}
