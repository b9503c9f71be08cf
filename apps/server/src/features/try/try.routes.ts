import { randomUUID } from 'node:crypto';
import {
  jobResultSchema,
  SUPPORTED_UPLOAD_TYPES_LABEL,
  TRY_MAX_BYTES,
  TRY_MAX_MEGABYTES,
  TRY_MAX_PAGES,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problem.ts';
import { readUploadForm } from '../../http/read-upload-form.ts';
import { DomainError, fieldError, invalid } from '../../shared/domain-errors.ts';
import { checkFileContent } from '../documents/check-file-content.ts';
import { resultFieldsView } from '../results/job-view.ts';
import { SharedRateLimiter } from '../v3/rate-limit.ts';
import { tryProblems } from '../v3/v3-problems.ts';
import { assertTryPages, runTry } from './run-try.ts';
import { createConcurrencyCap, TRY_BUSY_RETRY_SECONDS } from './try-limits.ts';
import { loadTrySamples, TRY_SAMPLE_IDS } from './try-samples.ts';

const tryFieldsSchema = z.object({ sample: z.enum(TRY_SAMPLE_IDS).optional() });

/** The multipart body as documented: a sample id or a file. */
const tryUploadSchema = tryFieldsSchema
  .extend({
    file: z
      .string()
      .optional()
      .meta({
        format: 'binary',
        description: `${SUPPORTED_UPLOAD_TYPES_LABEL}, up to ${TRY_MAX_MEGABYTES} MB`,
      }),
  })
  .meta({ id: 'TryUpload' });

/**
 * The public playground: `POST /api/try` with a sample id or a file answers what `/v3/process` would,
 * without signing in. Samples answer from precomputed results; uploads are limited per visitor and
 * overall, and never stored.
 */
export const tryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const samples = loadTrySamples();
  const visitors = new SharedRateLimiter(app.deps.db, 'try', {
    limit: config.tryIt.uploadsPerHour,
    windowSeconds: 3600,
  });
  const slots = createConcurrencyCap(config.tryIt.concurrency);

  app.post(
    '/api/try',
    {
      schema: {
        summary: 'Try the engine without an account (public playground)',
        description:
          `multipart/form-data with \`sample\` (${TRY_SAMPLE_IDS.join(', ')}) or \`file\` (${SUPPORTED_UPLOAD_TYPES_LABEL}, ` +
          `up to ${TRY_MAX_MEGABYTES} MB and ${TRY_MAX_PAGES} pages). Answers the result shape ` +
          'of /v3/process. Uploads are limited per visitor per hour (429 with Retry-After) and overall (503 ' +
          'with Retry-After while every slot is busy); files are not stored.',
        tags: ['try'],
        consumes: ['multipart/form-data'],
        security: [],
        body: tryUploadSchema,
        response: { 200: jobResultSchema, ...tryProblems },
      },
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request) => {
      const started = new Date();
      const form = await readUploadForm(request);
      const fields = tryFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw invalid([fieldError('sample', 'validation.choiceRequired')]);
      const answer = (result: Parameters<typeof resultFieldsView>[0]) => ({
        jobId: `try_${randomUUID()}`,
        status: 'completed' as const,
        ...resultFieldsView(result),
        requestedType: null,
        error: null,
        exportUrl: null,
        createdAt: started.toISOString(),
        completedAt: new Date().toISOString(),
      });
      if (fields.data.sample) return answer(samples.get(fields.data.sample)!);

      const file = form.file;
      if (file && file.data.length > TRY_MAX_BYTES) {
        const error = fieldError('file', 'validation.tryFileTooLarge');
        throw new DomainError('payload_too_large', error.message, { errors: [error] });
      }
      checkFileContent(file);

      // A busy answer costs the visitor nothing: the slot is taken before the visit is counted.
      const leave = slots.tryEnter();
      if (!leave)
        throw new ProblemError(503, 'unavailable', 'The playground is busy; try again in a few seconds.', {
          headers: { 'retry-after': String(TRY_BUSY_RETRY_SECONDS) },
        });
      try {
        const visitor = await visitors.consume(request.ip);
        if (!visitor.allowed)
          throw new ProblemError(
            429,
            'rate_limited',
            `The playground reads ${config.tryIt.uploadsPerHour} of your files an hour; retry in ${visitor.resetSeconds} s.`,
            { headers: visitor.headers },
          );
        await assertTryPages(app.deps.pipeline.engine, file!.data);
        return answer(await runTry(app.deps.pipeline.engine, file!.data));
      } finally {
        leave();
      }
    },
  );
};
