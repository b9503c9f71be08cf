import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError } from './problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The cookie-authenticated API (portal and better-auth); `/v3` takes bearer keys, which no page sends for free. */
const COOKIE_API = /^\/api(\/|$)/;

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
    if (SAFE_METHODS.has(request.method) || !COOKIE_API.test(request.url)) return;
    const reason = crossSiteReason(request, allowed);
    if (reason) throw new ProblemError(403, 'forbidden', `Cross-site request refused: ${reason}.`);
  });
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
