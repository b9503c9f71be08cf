import { STATUS_CODES } from 'node:http';
import { ATTACHMENT_MARK } from './binary-response.ts';
import { operationIdFor } from './operation-id.ts';
import { webhooksDocument } from './webhooks-doc.ts';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  security?: unknown[];
  requestBody?: Json;
  responses?: Record<string, Json>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PROBLEM = { schema: { $ref: '#/components/schemas/Problem' } };

/** The response headers the server sends, declared once and referred to by each response that carries them. */
const HEADERS: Record<string, Json> = {
  RateLimit: {
    description: 'Requests left in the window and seconds until it resets: `"default";r=12;t=30`',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The limit and its window in seconds: `"default";q=60;w=60`',
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds to wait before the next attempt',
    schema: { type: 'integer', minimum: 0 },
  },
  'WWW-Authenticate': {
    description: 'The scheme to authenticate with (`Bearer realm="docread"`, with `error` for a bad key)',
    schema: { type: 'string' },
  },
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
  Location: {
    description: 'Where the outcome shows: GET /v3/results/{jobId} for a job, the delivery log for a replay',
    schema: { type: 'string' },
  },
  ETag: {
    description: "The finished result's validator; send it as If-None-Match to get 304 while it is unchanged",
    schema: { type: 'string' },
  },
  'Content-Disposition': {
    description: 'attachment, with the file name (RFC 6266: an ASCII fallback and `filename*` in UTF-8)',
    schema: { type: 'string' },
  },
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Error answers are RFC 9457 problem documents; the route's description of the case is kept. */
function problemResponses(responses: Record<string, Json>): void {
  for (const [status, response] of Object.entries(responses)) {
    if (!(status === 'default' || Number(status) >= 400)) continue;
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    // Already a problem document (the auth calls' own kind, see auth/auth-openapi.ts).
    if (content && Object.keys(content).join() === 'application/problem+json') continue;
    const described = Object.values(content ?? {})[0]?.schema?.description;
    const generic = response.description === 'Default Response';
    responses[status] = {
      ...(response.headers ? { headers: response.headers } : {}),
      description: !generic
        ? response.description
        : typeof described === 'string'
          ? described
          : (STATUS_CODES[status] ?? 'Error'),
      content: { 'application/problem+json': PROBLEM },
    };
  }
}

/** A body in a media type the route has no parser for is refused before the route runs. */
function unsupportedMediaType(operation: Operation): void {
  const responses = operation.responses;
  if (!operation.requestBody || !responses || responses['415']) return;
  responses['415'] = {
    description: 'The body is not in a media type this call takes (unsupported_media_type)',
    content: { 'application/problem+json': PROBLEM },
  };
}

/** The headers each answer of an operation carries, from the rules the server follows. */
function headersOf(path: string, method: string, status: string, response: Json): string[] {
  const names: string[] = [];
  const v3 = path.startsWith('/v3/');
  // The key guard runs before the rate limit: a 401 has not been counted.
  if (v3 && status !== '401') names.push('RateLimit', 'RateLimit-Policy');
  if ((v3 || path === '/metrics') && status === '401') names.push('WWW-Authenticate');
  if (path === '/api/try' && status === '429') names.push('RateLimit', 'RateLimit-Policy');
  if (status === '429' || (path === '/api/try' && status === '503')) names.push('Retry-After');
  if (status === '202') names.push('Location', 'Retry-After');
  if (v3 && method === 'post' && (status === '200' || status === '202')) names.push('Idempotent-Replayed');
  if (path === '/v3/results/{jobId}' && (status === '200' || status === '304')) names.push('ETag');
  const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
  let attachment = false;
  for (const media of Object.values(content)) {
    if (media.schema?.[ATTACHMENT_MARK]) {
      attachment = true;
      delete media.schema[ATTACHMENT_MARK];
    }
  }
  if (attachment) names.push('Content-Disposition');
  return names;
}

/**
 * Finishes the generated document for client generators: an operationId on every operation, problem
 * answers as application/problem+json, 415 where a body is taken, the response headers, the portal's
 * session cookie on the calls that need it, webhooks.
 */
export function polishDocument<T extends Json>(document: T, options: { webhookTimeoutSeconds: number }): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path);
      unsupportedMediaType(operation);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const names = headersOf(path, method, status, response);
        if (names.length) response.headers = Object.fromEntries(names.map((name) => [name, ref(name)]));
      }
      if (operation.responses) problemResponses(operation.responses);
      if (!operation.security && path.startsWith('/api/') && operation.responses?.['401'])
        operation.security = [{ sessionCookie: [] }];
    }
  }
  const components = (document.components ?? {}) as Json;
  return {
    ...document,
    components: { ...components, headers: HEADERS },
    webhooks: webhooksDocument(options.webhookTimeoutSeconds),
  };
}
