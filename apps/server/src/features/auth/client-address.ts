import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';

/**
 * The header that tells better-auth (its rate limiter, its session records) the client's address. Fastify
 * has already decided that address (`request.ip`, from X-Forwarded-For only when TRUST_PROXY names the
 * proxy); better-auth's default would read X-Forwarded-For from anyone.
 */
export const CLIENT_ADDRESS_HEADER = 'x-docread-client-address';

/** The request's headers for better-auth, with our address header set and any client-sent one replaced. */
export function authRequestHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}
