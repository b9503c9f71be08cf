import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** Accepted from a caller or a proxy: short and plain, so it is safe in logs and headers. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is plain, else a UUID; unique across
 * processes, unlike Fastify's per-process counter, so logs of several web processes can be merged.
 */
export function requestIdFor(request: { headers: FastifyRequest['headers'] }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Echoes the id in `X-Request-Id` and keeps it reachable from code that has no request at hand (the
 * pipeline logs it beside the document id when a document is queued, which ties the upload's request
 * to its job and its webhook deliveries).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    storage.run({ requestId: request.id }, done);
  });
}

/** The id of the HTTP request being served, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
