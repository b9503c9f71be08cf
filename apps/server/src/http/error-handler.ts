import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type FieldError, fieldError } from '../shared/domain-errors.ts';
import { ProblemError, problemOfDomainError, toProblem } from './problem.ts';
import { isSpaRequest } from './spa.ts';

const PROBLEM_TYPE = 'application/problem+json';

/** The API's routes as patterns, to tell a wrong method (405) from a wrong address (404). */
function apiRouteMethods(app: FastifyInstance): (url: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!API_PATH.test(route.url)) return;
    const source = route.url
      .split('/')
      .map((segment) =>
        segment === '*'
          ? '.*'
          : segment.startsWith(':')
            ? '[^/]+'
            : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    routes.push({ pattern: new RegExp(`^${source}$`), methods: [route.method].flat() });
  });
  return (url) => {
    const pathname = url.split('?')[0]!;
    const methods = routes.filter((r) => r.pattern.test(pathname)).flatMap((r) => r.methods);
    return [...new Set(methods)].sort();
  };
}

const API_PATH = /^\/(api|v3)(\/|$)/;

/** Every failure leaves as `application/problem+json` with a stable `code`. */
export function registerErrorHandling(app: FastifyInstance, options: { spaFallback: boolean }): void {
  const allowedMethods = apiRouteMethods(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = asProblemError(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    reply
      .status(problem.status)
      .headers(problem.headers)
      .type(PROBLEM_TYPE)
      .send(toProblem(problem, request.url));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spaFallback && isSpaRequest(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const allowed = API_PATH.test(request.url) ? allowedMethods(request.url) : [];
    // A method the address takes yet unrouted (a parameter longer than the router keeps) is still a 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const problem = new ProblemError(
        405,
        'method_not_allowed',
        `${request.method} is not allowed here; use ${allowed.join(', ')}.`,
      );
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .type(PROBLEM_TYPE)
        .send(toProblem(problem, request.url));
    }
    return reply
      .status(404)
      .type(PROBLEM_TYPE)
      .send(
        toProblem(
          new ProblemError(404, 'not_found', `No route for ${request.method} ${request.url}`),
          request.url,
        ),
      );
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`%ZZ`) or a path parameter longer than the
 * router keeps (an id no row can have) is answered before any route or error handler runs.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ProblemError(404, 'not_found', 'No resource has an id this long.')
      : new ProblemError(400, 'validation_failed', 'The address is not valid: it has a broken %-escape.');
  reply.status(problem.status).type(PROBLEM_TYPE).send(toProblem(problem, request.url));
}

/**
 * The multipart parser (busboy) raises plain errors, without a code or status, for a body it cannot read:
 * no boundary, a boundary too long for its search, or data that stops before the closing boundary.
 */
const BUSBOY_MALFORMED =
  /^(Multipart: Boundary not found|The needle cannot|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)/;

function asProblemError(error: FastifyError): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error instanceof DomainError) return problemOfDomainError(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((v) => {
      const path = [v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.');
      const where = error.validationContext === 'body' ? path : `${error.validationContext}.${path}`;
      const key = v.message ?? v.keyword;
      return key.startsWith('validation.')
        ? fieldError(where, key)
        : { path: where, messageKey: v.keyword, message: key };
    });
    return new ProblemError(
      400,
      'validation_failed',
      errors.map((e) => `${e.path}: ${e.message}`).join('; '),
      {
        errors,
      },
    );
  }
  if (isResponseSerializationError(error)) return new ProblemError(500, 'internal_error');
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ProblemError(
        413,
        'payload_too_large',
        fieldError('file', 'validation.fileTooLarge').message,
        {
          errors: [fieldError('file', 'validation.fileTooLarge')],
        },
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ProblemError(415, 'unsupported_media_type', error.message);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ProblemError(400, 'validation_failed', error.message);
  }
  if (error.statusCode === undefined && BUSBOY_MALFORMED.test(error.message)) {
    return new ProblemError(400, 'validation_failed', `The multipart body is malformed: ${error.message}`);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return new ProblemError(429, 'rate_limited', error.message);
  if (status === 404) return new ProblemError(404, 'not_found', error.message);
  if (status >= 400 && status < 500) return new ProblemError(status, 'validation_failed', error.message);
  return new ProblemError(500, 'internal_error');
}
