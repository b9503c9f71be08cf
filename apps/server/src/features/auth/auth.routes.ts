import { problemTypeUrl, signUpRequestSchema } from '@docread/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { preferredLocale } from '../../http/accept-language.ts';
import { canonicalUrl } from '../../http/canonical-path.ts';
import { ProblemError } from '../../http/problem.ts';
import { DomainError, fieldError, invalid } from '../../shared/domain-errors.ts';
import { guardAdminEndpoint } from './admin-endpoint-guard.ts';
import { authRequestHeaders } from './client-address.ts';

const SIGN_UP = '/api/auth/sign-up/email';
/** Calls that make the server send an e-mail to an address the caller chooses. */
const SENDS_MAIL = new Set([
  SIGN_UP,
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
]);
const SIGN_IN = '/api/auth/sign-in/email';

/**
 * better-auth answers every `/api/auth/*` call. In front of it: the seeds' sign-up rules (full name of at
 * least 2 characters) as a 400 problem, and the failed-sign-in throttle (429). Both, and better-auth, see one
 * canonical spelling of the path (http/canonical-path.ts). Its error answers are passed on as problem+json that
 * keeps better-auth's own `code` (EMAIL_NOT_VERIFIED, INVALID_EMAIL_OR_PASSWORD…).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth, signInThrottle, authMailThrottle } = app.deps;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { path, search } = canonicalUrl(request.url);
    if (!path.startsWith('/api/auth/'))
      throw new DomainError('not_found', 'No such authentication endpoint.');
    let body = request.body;
    if (request.method === 'POST' && path === SIGN_UP) {
      const parsed = signUpRequestSchema.safeParse(body ?? {});
      if (!parsed.success) {
        throw invalid(parsed.error.issues.map((i) => fieldError(i.path.join('.'), i.message)));
      }
      // The new profile's language (and so its mails' language): the form's choice, else the browser's.
      const language = parsed.data.language ?? preferredLocale(request.headers['accept-language']);
      body = { ...(body as object), ...parsed.data, ...(language ? { language } : {}) };
    }
    const isSignIn =
      request.method === 'POST' && (path === SIGN_IN || path.startsWith('/api/auth/two-factor/verify'));
    if (isSignIn) {
      const wait = await signInThrottle.retryAfterSeconds(request.ip);
      if (wait > 0) {
        throw new ProblemError(429, 'rate_limited', 'Too many failed sign-in attempts. Try again later.', {
          headers: { 'retry-after': String(wait) },
        });
      }
    }

    if (request.method === 'POST' && SENDS_MAIL.has(path)) {
      const wait = await authMailThrottle.retryAfterSeconds(request.ip);
      if (wait > 0) {
        throw new ProblemError(
          429,
          'rate_limited',
          'Too many e-mails requested from this address. Try again later.',
          {
            headers: { 'retry-after': String(wait) },
          },
        );
      }
      await authMailThrottle.record(request.ip);
    }

    const afterAdminCall = await guardAdminEndpoint(
      { auth, db: app.deps.db, ownerEmail: app.deps.config.admin.email },
      request,
      path,
      body,
    );
    const response = await auth.handler(
      new Request(new URL(`${path}${search}`, app.deps.config.publicUrl), {
        method: request.method,
        headers: authRequestHeaders(request),
        ...(request.method === 'POST' ? { body: serialize(body ?? {}) } : {}),
      }),
    );
    // 401 is a wrong password or code; 403 (e-mail not confirmed) is not a guess and is not counted.
    if (isSignIn && response.status === 401) await signInThrottle.record(request.ip);
    await afterAdminCall?.(response.status);
    return relay(response, reply);
  };

  // Documented in /api/openapi.json from better-auth's own description (auth/auth-openapi.ts).
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler });
};

/** JSON.parse takes nesting that JSON.stringify cannot give back (it overflows the stack): that is a 400. */
function serialize(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch {
    throw new DomainError('validation_failed', 'The request body is nested too deeply.');
  }
}

async function relay(response: Response, reply: FastifyReply): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400 && text) {
    const data = parseJson(text);
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const { code, message } = data as { code?: unknown; message?: unknown };
      return reply.type('application/problem+json').send({
        type: problemTypeUrl('auth'),
        title: 'Authentication error',
        status: response.status,
        detail: typeof message === 'string' ? message : undefined,
        code: typeof code === 'string' ? code : response.status === 401 ? 'unauthenticated' : 'forbidden',
        message,
      });
    }
  }
  return reply.send(text || null);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
