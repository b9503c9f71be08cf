import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalUrl } from './canonical-path.ts';
import { ProblemError } from './problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The cookie-authenticated API (portal and better-auth); `/v3` takes bearer keys, which no page sends for free. */
const COOKIE_API = /^\/api(\/|$)/i;

/**
 * Refuses state-changing calls to the cookie-authenticated API that a browser says came from another site:
 * an `Origin` that is not the site's own (or a trusted origin), or `Sec-Fetch-Site` other than same-origin
 * or none (typed in by the user). A SameSite=Lax cookie alone still rides along on a sibling subdomain's
 * requests and on a top-level form post. Clients that send neither header are not browsers acting for a
 * foreign page, and pass.
 */
export function registerCrossSiteGuard(app: FastifyInstance, ownOrigins: readonly string[]): void {
  const allowed = new Set(ownOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isCookieApi(request)) return;
    const reason = crossSiteReason(request, allowed);
    if (reason) throw new ProblemError(403, 'forbidden', `Cross-site request refused: ${reason}.`);
  });
}

/**
 * Judged on the route the router chose and on the canonical path (http/canonical-path.ts), never on the raw
 * URL. A path too broken to spell canonically is guarded: refusing a foreign page costs nothing.
 */
function isCookieApi(request: FastifyRequest): boolean {
  if (request.routeOptions.url !== undefined && COOKIE_API.test(request.routeOptions.url)) return true;
  try {
    return COOKIE_API.test(canonicalUrl(request.url).path);
  } catch {
    return true;
  }
}

function crossSiteReason(request: FastifyRequest, allowed: ReadonlySet<string>): string | null {
  const origin = header(request, 'origin');
  const site = header(request, 'sec-fetch-site');
  if (origin !== undefined && !allowed.has(origin)) return `the request came from ${origin}`;
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    // A trusted origin on another site (TRUSTED_ORIGINS) is vouched for by its Origin header.
    if (origin === undefined) return `the browser marked it ${site}`;
  }
  return null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
