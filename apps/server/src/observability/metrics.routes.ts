import { problemSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../http/problem.ts';
import { registry } from './metrics.ts';
import { mayReadMetrics } from './metrics-access.ts';

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.deps.config.metrics.token;
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics',
        description:
          'The text format: HTTP traffic, queue depth and age, job durations, pages, webhook sends, memory. ' +
          'With METRICS_TOKEN set, send it as a bearer token; without it, only callers on the same machine (not through a proxy) are answered.',
        tags: ['health'],
        // Anonymous from this machine, or the METRICS_TOKEN when one is set.
        security: [{}, { metricsToken: [] }],
        response: {
          200: { description: 'The metrics', content: { 'text/plain': { schema: z.string() } } },
          401: problemSchema.describe('METRICS_TOKEN is set and was not sent (unauthenticated)'),
          403: problemSchema.describe('No METRICS_TOKEN is set and the caller is not local (forbidden)'),
        },
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics(request.raw, token)) {
        if (!token) {
          throw new ProblemError(
            403,
            'forbidden',
            'Metrics answer local callers only; set METRICS_TOKEN to scrape them remotely.',
          );
        }
        reply.header('www-authenticate', 'Bearer');
        throw new ProblemError(
          401,
          'unauthenticated',
          'This endpoint wants the METRICS_TOKEN as a bearer token.',
        );
      }
      const text = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};
