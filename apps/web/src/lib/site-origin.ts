/** Written into prerendered HTML; the server replaces it with the origin the page is served from. */
export const REQUEST_ORIGIN_TOKEN = '%REQUEST_ORIGIN%';

/** The origin the site is served from, so code samples call this server rather than a made-up host. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? REQUEST_ORIGIN_TOKEN : window.location.origin;
}
