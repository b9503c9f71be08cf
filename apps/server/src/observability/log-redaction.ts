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
 * Our API keys (`ocr_` + 64 hex, api-keys/create-api-key.ts) wherever they stand, `_` also written `%5F`.
 * Shorter runs are left alone: the 12-character prefix the portal shows is not a secret.
 */
const API_KEY_SHAPE = /ocr(?:_|%5f)[0-9a-z]{16,}/gi;
/** Query parameters that carry a credential, whatever their value looks like. */
const SECRET_PARAMS =
  /([?&](?:token|code|secret|key|api[_-]?key|access[_-]?token|refresh[_-]?token)=)[^&#]*/gi;

/** Anything in a text shaped like one of our API keys. */
export function redactApiKeys(text: string): string {
  return text.replace(API_KEY_SHAPE, REDACTED);
}

/**
 * Addresses that carry a secret: `?token=` (e-mail confirmation), better-auth's reset callback
 * `/reset-password/<token>`, the web page `/password-reset?token=`, a key in `?api_key=`, `?apikey=` or
 * `?access_token=` (refused by /v3, but logged before that), or an API key anywhere else in the address.
 */
export function redactUrl(url: string): string {
  return redactApiKeys(url)
    .replace(SECRET_PARAMS, `$1${REDACTED}`)
    .replace(/(\/reset-password\/)[^/?#]+/g, `$1${REDACTED}`);
}

/** A logged header set: credentials by name (as REDACT_PATHS), API keys in any other header's value. */
export function redactHeaders(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  return Object.fromEntries(
    Object.entries(headers as Record<string, unknown>).map(([name, value]) => [
      name,
      CREDENTIAL_HEADERS.has(name.toLowerCase())
        ? REDACTED
        : typeof value === 'string'
          ? redactUrl(value)
          : Array.isArray(value)
            ? value.map((v) => (typeof v === 'string' ? redactUrl(v) : v))
            : value,
    ]),
  );
}

const CREDENTIAL_HEADERS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'proxy-authorization',
]);

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
      // Any log object's `url` (a fileUrl, a webhook address) and `headers` pass the same filters.
      url: (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value),
      headers: redactHeaders,
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
