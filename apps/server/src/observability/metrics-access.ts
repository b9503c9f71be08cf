import type { IncomingMessage } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read `/metrics`. With METRICS_TOKEN, whoever sends it as a bearer token; without, only a caller on
 * this machine talking to the server directly: the peer is a loopback address and no proxy forwarded the
 * request (a reverse proxy on the same host would otherwise make every outside caller look local).
 * Metrics name routes, queue sizes and memory: not for the open network.
 */
export function mayReadMetrics(request: IncomingMessage, token: string | null): boolean {
  if (token) return request.headers.authorization === `Bearer ${token}`;
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && forwarded === undefined;
}
