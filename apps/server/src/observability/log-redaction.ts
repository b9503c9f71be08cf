import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Fields that may hold a secret wherever they appear in a log object, for pino's `redact`: passwords, tokens,
 * cookies and keys. Mail notices carry no links at all (mail/mailer.ts), so this is the second line.
 */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'links',
  '*.links',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

/**
 * Addresses that carry a token: `?token=` (e-mail confirmation), better-auth's reset callback
 * `/reset-password/<token>`, and the web page `/password-reset?token=`.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|secret|key)=)[^&#]*/gi, `$1${REDACTED}`)
    .replace(/(\/reset-password\/)[^/?#]+/g, `$1${REDACTED}`);
}

/** Fastify's logger settings: the level, `redact`, and a request serializer whose URL has no token in it. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
