import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from './metrics.ts';

/** Counts and times every answer by its route pattern (never the raw URL: ids would explode the series). */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
