import { problemSchema } from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from '../db/database.ts';
import { ProblemError } from '../http/problem.ts';

const status = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: { summary: 'The process is alive', tags: ['health'], security: [], response: { 200: status } },
    },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'The database and the file store answer',
        tags: ['health'],
        security: [],
        response: {
          200: status,
          503: problemSchema.describe('The database or the file store does not answer'),
        },
      },
    },
    async () => {
      if (!(await isDatabaseReachable(app.deps.db)))
        throw new ProblemError(503, 'unavailable', 'Database unreachable');
      if (!(await app.deps.storage.isReachable()))
        throw new ProblemError(503, 'unavailable', 'File store unreachable');
      return { status: 'ok' as const };
    },
  );
};
