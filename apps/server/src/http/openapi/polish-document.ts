import { STATUS_CODES } from 'node:http';
import { operationIdFor } from './operation-id.ts';
import { webhooksDocument } from './webhooks-doc.ts';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, Json>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PROBLEM = { schema: { $ref: '#/components/schemas/Problem' } };

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
      description: !generic
        ? response.description
        : typeof described === 'string'
          ? described
          : (STATUS_CODES[status] ?? 'Error'),
      content: { 'application/problem+json': PROBLEM },
    };
  }
}

/**
 * Finishes the generated document for client generators: an operationId on every operation, problem
 * answers as application/problem+json, the portal's session cookie on the calls that need it, webhooks.
 */
export function polishDocument<T extends Json>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path);
      if (operation.responses) problemResponses(operation.responses);
      if (!operation.security && path.startsWith('/api/') && operation.responses?.['401'])
        operation.security = [{ sessionCookie: [] }];
    }
  }
  return { ...document, webhooks: webhooksDocument() };
}
