import {
  acceptedJobSchema,
  asyncJsonBodySchema,
  jobResultSchema,
  processMultipartSchema,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProcessingOptions } from '../../jobs/process-document.ts';
import { DomainError, fieldError, invalid, notFound } from '../../shared/domain-errors.ts';
import { assertCanProcess } from '../billing/account-controls.ts';
import { assertQuotaRoom } from '../billing/enforce-quota.ts';
import { wasRefundedAsUnreadable } from '../billing/usage-ledger.ts';
import { downloadFileUrl } from '../documents/download-file-url.ts';
import { submitDocument, type UploadedFile } from '../documents/submit-document.ts';
import { jobResultView } from '../results/job-view.ts';
import { vetWebhookUrl } from '../webhooks/vet-webhook-url.ts';
import { apiCaller } from './api-key-auth.ts';
import { apiSubmissionInput } from './api-submission.ts';
import { idempotent, jsonAnswer } from './idempotent-answer.ts';
import { bearer, multipartDoc, optionsFrom, passThrough, readForm, sha256 } from './v3-form.http.ts';
import { v3SubmitProblems } from './v3-problems.ts';

/** Seconds a client should wait before polling a job that is still running (the SDK polls at this pace). */
const POLL_AFTER_SECONDS = 2;

const idempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      '1 to 255 visible ASCII characters. A repeat with the same key and request answers the first answer ' +
        '(with `Idempotent-Replayed: true`) instead of processing and billing the document again.',
    ),
});

/** A job still running: where to poll and when. Stored with an idempotent answer, so a replay says the same. */
const acceptedAnswer = (jobId: string, body: unknown) => {
  const answer = jsonAnswer(202, body);
  answer.headers.location = `/v3/results/${encodeURIComponent(jobId)}`;
  answer.headers['retry-after'] = String(POLL_AFTER_SECONDS);
  return answer;
};

/** POST /v3/process (waits for the result) and /v3/process/async (answers at once, announces by webhook). */
export const v3ProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.db;

  app.post(
    '/v3/process',
    {
      schema: {
        operationId: 'processDocument',
        summary: 'Process a document and wait for its result',
        description:
          `${multipartDoc} Waits for the result up to a limit; a document still running then answers 202 ` +
          'with its jobId (poll GET /v3/results/{jobId}). Send an Idempotency-Key to make retries safe.',
        tags: ['v3'],
        security: bearer,
        consumes: ['multipart/form-data'],
        headers: idempotencyKeyHeader,
        body: processMultipartSchema,
        response: {
          200: jobResultSchema.describe('The job finished: completed, or failed with `error`'),
          202: jobResultSchema.describe('Still running after the wait: poll `Location` after `Retry-After`'),
          ...v3SubmitProblems,
        },
      },
      validatorCompiler: passThrough,
    },
    async (request, reply) => {
      const form = await readForm(request);
      if (form.fields.webhookUrl)
        await vetWebhookUrl(form.fields.webhookUrl, deps.config.pipeline.outboundAllowlist, 'webhookUrl');
      return idempotent(
        db,
        request,
        reply,
        { fields: form.fingerprintFields, fileSha256: form.file ? sha256(form.file.data) : null },
        async () => {
          const caller = apiCaller(request);
          const document = await submitDocument(
            deps,
            caller,
            apiSubmissionInput(db, caller, {
              file: form.file,
              options: optionsFrom(form.fields),
              webhookUrl: form.fields.webhookUrl ?? null,
            }),
          );
          const row = await deps.pipeline.waitForOutcome(document.id, deps.config.pipeline.syncWaitMs);
          if (!row) throw notFound('Job not found');
          if (row.status === 'failed' && (await wasRefundedAsUnreadable(deps.db, row.id)))
            throw new DomainError(
              'unreadable_document',
              `${row.error ?? 'The file cannot be read.'} It was not counted against the quota (job ${row.id}).`,
            );
          const view = jobResultView(row);
          return view.status === 'completed' || view.status === 'failed'
            ? jsonAnswer(200, view)
            : acceptedAnswer(view.jobId, view);
        },
      );
    },
  );

  app.post(
    '/v3/process/async',
    {
      schema: {
        operationId: 'submitDocument',
        summary: 'Queue a document; the result is announced to webhookUrl',
        description:
          'JSON `{ fileUrl, webhookUrl?, documentType?, languageHint? }` (the server downloads fileUrl: public ' +
          'addresses only, 10 MB, with a time limit), or multipart with `file`, `webhookUrl` and the options of ' +
          '/v3/process. Answers 202 with the jobId. The webhookUrl receives `processing_completed` or ' +
          '`processing_failed`, signed (Standard Webhooks) with the callback secret shown when the API key was ' +
          'created (keys made before 2026-11-25: `whsec_` + base64(SHA-256(the key)) until the key is replaced).',
        tags: ['v3'],
        security: bearer,
        headers: idempotencyKeyHeader,
        body: {
          content: {
            'application/json': { schema: asyncJsonBodySchema },
            'multipart/form-data': { schema: processMultipartSchema },
          },
        },
        response: {
          202: acceptedJobSchema.describe(
            'Queued: poll `Location` after `Retry-After`, or wait for the webhook',
          ),
          ...v3SubmitProblems,
        },
      },
      validatorCompiler: passThrough,
    },
    async (request, reply) => {
      const isMultipart = request.isMultipart();
      let file: UploadedFile | null;
      let options: ProcessingOptions;
      let webhookUrl: string | null;
      let fingerprint: { fields: Record<string, unknown>; fileSha256: string | null };
      let fileUrl: string | null = null;
      if (isMultipart) {
        const form = await readForm(request);
        if (!form.file) throw invalid([fieldError('file', 'validation.fileOrUrlRequired')]);
        file = form.file;
        options = optionsFrom(form.fields);
        webhookUrl = form.fields.webhookUrl ?? null;
        fingerprint = { fields: form.fingerprintFields, fileSha256: file ? sha256(file.data) : null };
      } else {
        // No body, or one without a file address, is a call that forgot the document: say how to send it.
        const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const parsed = asyncJsonBodySchema.safeParse(body);
        if (!parsed.success)
          throw invalid(
            parsed.error.issues.map((i) =>
              i.message.startsWith('validation.')
                ? fieldError(String(i.path[0]), i.message)
                : { path: String(i.path[0] ?? 'body'), messageKey: i.code, message: i.message },
            ),
          );
        if (!/^https?:\/\//i.test(parsed.data.fileUrl))
          throw invalid([fieldError('fileUrl', 'validation.fileUrlInvalid')]);
        fileUrl = parsed.data.fileUrl;
        file = null;
        options = optionsFrom(parsed.data);
        webhookUrl = parsed.data.webhookUrl ?? null;
        fingerprint = { fields: { ...parsed.data }, fileSha256: null };
      }
      if (webhookUrl && !/^https?:\/\//i.test(webhookUrl))
        throw invalid([fieldError('webhookUrl', 'validation.webhookUrlInvalid')]);
      if (webhookUrl) await vetWebhookUrl(webhookUrl, deps.config.pipeline.outboundAllowlist, 'webhookUrl');
      return idempotent(db, request, reply, fingerprint, async () => {
        const caller = apiCaller(request);
        // A suspended or spent account makes the server fetch nothing on its behalf.
        await assertCanProcess(db, caller.userId);
        await assertQuotaRoom(db, caller);
        const upload =
          file ??
          (await downloadFileUrl(fileUrl!, {
            allowlist: deps.config.pipeline.outboundAllowlist,
            timeoutMs: deps.config.pipeline.fileUrlTimeoutMs,
          }));
        const document = await submitDocument(
          deps,
          caller,
          apiSubmissionInput(db, caller, { file: upload, options, webhookUrl }),
        );
        return acceptedAnswer(document.id, { jobId: document.id, status: document.status });
      });
    },
  );
};
