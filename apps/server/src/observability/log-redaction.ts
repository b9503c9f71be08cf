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

/** pino-pretty runs in pino's transport thread, off the event loop, like JSON logging does. */
const PRETTY = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
};

/**
 * Fastify's logger settings: the level, the format, `redact`, and a request serializer whose URL has no
 * token in it.
 */
export function loggerOptions(level: string, format: 'pretty' | 'json' = 'json') {
  return {
    level,
    ...(format === 'pretty' ? { transport: PRETTY } : {}),
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
