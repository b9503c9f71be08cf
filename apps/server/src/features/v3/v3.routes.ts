import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProblemError } from '../../http/problem.ts';
import { apiCaller, requireApiKey } from './api-key-auth.ts';
import { SharedRateLimiter } from './rate-limit.ts';
import { v3JobsRoutes } from './v3-jobs.routes.ts';
import { v3ProcessRoutes } from './v3-process.routes.ts';

/**
 * The integrator API: every /v3 route needs an API key and counts against the account's rate limit. The
 * routes are registered inside this plugin, so both hooks cover them.
 */
export const v3Routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const limiter = new SharedRateLimiter(deps.db, 'v3', {
    limit: deps.config.pipeline.apiRateLimitPerMinute,
    windowSeconds: 60,
  });

  app.decorateRequest('apiCaller', null);
  app.addHook('onRequest', async (request) => {
    await requireApiKey(request);
  });
  app.addHook('onRequest', async (request, reply) => {
    // Per account, not per key: more keys must not mean more requests.
    const decision = await limiter.consume(apiCaller(request).userId);
    reply.headers(decision.headers);
    if (!decision.allowed)
      throw new ProblemError(429, 'rate_limited', `Too many requests; retry in ${decision.resetSeconds} s.`, {
        headers: decision.headers,
      });
  });

  await v3ProcessRoutes(app, {});
  await v3JobsRoutes(app, {});
};
