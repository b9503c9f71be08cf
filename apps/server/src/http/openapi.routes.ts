import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI 3 document generated from the contracts' zod schemas; the readable page is /api/docs. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
