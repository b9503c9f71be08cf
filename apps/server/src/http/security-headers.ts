import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers on every answer: a Content-Security-Policy the built site runs under without violations,
 * `nosniff`, a referrer policy that keeps paths (tokens in reset links) off other sites, no framing, and HSTS
 * only when the public address is HTTPS (over plain HTTP it would lock a local install out of itself).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; webDistDir: string | null },
): Promise<void> {
  const https = new URL(options.publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.webDistDir)],
        scriptSrcAttr: ["'none'"],
        // UI libraries (toasts, popovers) insert <style> elements and style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Page images and previews of a chosen upload are blob: and data: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The /v3 API and the files it serves are read by other sites' servers and pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
}

/** The built index.html keeps one inline script (theme and direction before first paint): allow it by hash. */
function inlineScriptHashes(webDistDir: string | null): string[] {
  if (!webDistDir) return [];
  let html: string;
  try {
    html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * The API reference page (/api/docs) sets its own policy with the hashes of Swagger UI's inline scripts;
 * it is kept unframeable too, and plain-HTTP installs are not told to upgrade requests they cannot serve.
 */
export function swaggerUiCsp(publicUrl: string) {
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    staticCSP: true,
    transformStaticCSP: (header: string) => {
      const policy = header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        // Swagger UI inserts <style> elements at run time, as the site's own UI libraries do.
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
      return https ? policy : policy.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  };
}
