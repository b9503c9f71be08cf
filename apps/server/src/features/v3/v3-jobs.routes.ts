import { createHash } from 'node:crypto';
import {
  EXPORT_MEDIA_TYPES,
  exportQuerySchema,
  jobListQuerySchema,
  jobListSchema,
  jobResultSchema,
} from '@docread/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse } from '../../http/openapi/binary-response.ts';
import { DomainError } from '../../shared/domain-errors.ts';
import { jobsNewestFirst } from '../documents/document-records.ts';
import { findOwnDocument } from '../documents/get-document.ts';
import { exportStoredResult } from '../results/export-stored-result.ts';
import { jobResultView, jobSummaryView } from '../results/job-view.ts';
import { apiCaller } from './api-key-auth.ts';
import { cursorAfter, positionFromCursor } from './job-list-cursor.ts';
import { bearer } from './v3-form.http.ts';
import { v3ExportProblems, v3ListProblems, v3ResultProblems } from './v3-problems.ts';

const jobParams = z.object({ jobId: z.string().min(1) });

/** A strong validator of the JSON a finished job answers: it changes when a correction changes the result. */
const etagOf = (body: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;

/** RFC 9110 If-None-Match: `*` or a list of tags, compared weakly (a `W/` prefix does not matter). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** GET /v3/results/:jobId (status and result), its exports, and GET /v3/jobs. */
export const v3JobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.db;

  /** The jobs an API key's account may see: its own documents. */
  const ownJob = (request: FastifyRequest, jobId: string) =>
    findOwnDocument(db, apiCaller(request).userId, jobId, 'Job not found');

  app.get(
    '/v3/results/:jobId',
    {
      schema: {
        operationId: 'getResult',
        summary: "A job's status and, once done, its result",
        description:
          'The JSON result: status `pending` or `processing` until done, then `completed` (with the structured ' +
          'data) or `failed` (with `error`). A finished job carries an `ETag`: send it back as `If-None-Match` ' +
          'to get 304 while nothing changed (a correction made in the portal changes it). Exports are ' +
          'GET /v3/results/{jobId}/export.',
        tags: ['v3'],
        security: bearer,
        params: jobParams,
        headers: z.object({ 'if-none-match': z.string().optional() }),
        response: {
          200: jobResultSchema,
          304: z.null().describe('Not modified: the result is still the one of the ETag sent'),
          ...v3ResultProblems,
        },
      },
    },
    async (request, reply) => {
      const view = jobResultView(await ownJob(request, request.params.jobId));
      // Only a finished job's answer can be cached: a running one changes without a new request.
      if (view.status !== 'completed' && view.status !== 'failed') return view;
      const etag = etagOf(view);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // A 304 has no body at all, not even a serialised null with its content type.
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag))
        return (reply as FastifyReply).status(304).send();
      return view;
    },
  );

  app.get(
    '/v3/results/:jobId/export',
    {
      schema: {
        operationId: 'exportResult',
        summary: "A completed job's result as a CSV, XLSX or searchable PDF download",
        description:
          'The same exports as the portal, corrections applied. 409 while the job is not completed (or failed).',
        tags: ['v3'],
        security: bearer,
        params: jobParams,
        querystring: exportQuerySchema,
        response: {
          200: binaryResponse(
            'The export file, of the media type of `format`',
            Object.values(EXPORT_MEDIA_TYPES),
          ),
          ...v3ExportProblems,
        },
      },
    },
    async (request, reply) => {
      const row = await ownJob(request, request.params.jobId);
      const rendered = await exportStoredResult(
        { storage: deps.storage, engine: deps.pipeline.engine },
        row,
        request.query.format,
        request.query.language,
        request.query.table,
      );
      if (!rendered)
        throw new DomainError('conflict', `The job is ${row.status}; exports exist once it is completed.`);
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
        operationId: 'listJobs',
        summary: "The key owner's jobs, newest first, a page at a time",
        tags: ['v3'],
        security: bearer,
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, ...v3ListProblems },
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
