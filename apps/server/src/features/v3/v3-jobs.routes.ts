import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ProblemError } from '../../http/problem.ts';
import { exportStoredResult } from '../jobs/export-stored-result.ts';
import { jobListSchema, jobResultSchema } from '../jobs/job-schemas.ts';
import { jobResultView, jobSummaryView } from '../jobs/job-view.ts';
import { apiCaller } from './api-key-auth.ts';
import { jobOf, jobsNewestFirst } from './v3.repository.ts';
import { bearer } from './v3-form.ts';
import { v3Problems } from './v3-problems.ts';

/** GET /v3/results/:jobId (status, result or export) and GET /v3/jobs. */
export const v3JobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.db;

  async function ownJob(request: FastifyRequest, jobId: string) {
    const row = await jobOf(db, apiCaller(request).userId, jobId);
    if (!row) throw notFound('Job not found');
    return row;
  }

  app.get(
    '/v3/results/:jobId',
    {
      schema: {
        summary: "A job's status and result, or its export",
        description:
          'Without `format`: the JSON result (status pending or processing until done). With `format=csv|xlsx|pdf`: ' +
          'the export as a download (409 while the job is not completed). Corrections made in the portal are applied.',
        tags: ['v3'],
        security: bearer,
        params: z.object({ jobId: z.string().min(1) }),
        querystring: z.object({ format: z.enum(['json', 'csv', 'xlsx', 'pdf']).optional() }),
        response: { 200: jobResultSchema.or(z.any()), ...v3Problems },
      },
    },
    async (request, reply) => {
      const row = await ownJob(request, request.params.jobId);
      const format = request.query.format;
      if (!format || format === 'json') return jobResultView(row);
      const rendered = await exportStoredResult(
        { storage: deps.storage, engine: deps.pipeline.engine },
        row,
        format,
      );
      if (!rendered)
        throw new ProblemError(
          409,
          'conflict',
          `The job is ${row.status}; exports exist once it is completed.`,
        );
      return reply
        .header('content-type', rendered.contentType)
        .header('content-disposition', rendered.disposition)
        .send(rendered.body);
    },
  );

  app.get(
    '/v3/jobs',
    {
      schema: {
        summary: "The key owner's jobs, newest first",
        tags: ['v3'],
        security: bearer,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
        response: { 200: jobListSchema, ...v3Problems },
      },
    },
    async (request) => {
      const rows = await jobsNewestFirst(db, apiCaller(request).userId, request.query.limit);
      return { jobs: rows.map(jobSummaryView) };
    },
  );
};
