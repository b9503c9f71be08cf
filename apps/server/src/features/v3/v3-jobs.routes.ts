import { EXPORT_MEDIA_TYPES, jobListQuerySchema, jobListSchema, jobResultSchema } from '@docread/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse } from '../../http/openapi/binary-response.ts';
import { DomainError, notFound } from '../../shared/domain-errors.ts';
import { exportStoredResult } from '../jobs/export-stored-result.ts';
import { jobResultView, jobSummaryView } from '../jobs/job-view.ts';
import { apiCaller } from './api-key-auth.ts';
import { cursorAfter, positionFromCursor } from './job-list-cursor.ts';
import { jobOf, jobsNewestFirst } from './v3.repository.ts';
import { bearer } from './v3-form.http.ts';
import { v3Problems } from './v3-problems.ts';

const exportContent = binaryResponse('', Object.values(EXPORT_MEDIA_TYPES)).content;

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
        operationId: 'getResult',
        summary: "A job's status and result, or its export",
        description:
          'Without `format`: the JSON result (status pending or processing until done). With `format=csv|xlsx|pdf`: ' +
          'the export as a download (409 while the job is not completed). Corrections made in the portal are applied.',
        tags: ['v3'],
        security: bearer,
        params: z.object({ jobId: z.string().min(1) }),
        querystring: z.object({ format: z.enum(['json', 'csv', 'xlsx', 'pdf']).optional() }),
        response: {
          200: {
            description: 'The result as JSON, or with `format` the export file',
            content: {
              'application/json': { schema: jobResultSchema },
              ...exportContent,
            },
          },
          ...v3Problems,
        },
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
        throw new DomainError('conflict', `The job is ${row.status}; exports exist once it is completed.`);
      // The export file, one of the binary media types this response declares beside the JSON result.
      return (reply as FastifyReply)
        .header('content-type', rendered.contentType)
        .header('content-disposition', rendered.disposition)
        .send(rendered.body);
    },
  );

  app.get(
    '/v3/jobs',
    {
      schema: {
        operationId: 'listJobs',
        summary: "The key owner's jobs, newest first, a page at a time",
        tags: ['v3'],
        security: bearer,
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, ...v3Problems },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = cursor === undefined ? null : positionFromCursor(cursor);
      // One row more than asked tells whether another page follows.
      const rows = await jobsNewestFirst(db, apiCaller(request).userId, limit + 1, after);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        jobs: page.map(jobSummaryView),
        nextCursor: rows.length > limit && last ? cursorAfter(last) : null,
      };
    },
  );
};
