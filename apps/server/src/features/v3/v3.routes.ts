import { createHash } from 'node:crypto';
import {
  acceptedJobSchema,
  asyncJsonBodySchema,
  DOCUMENT_TYPES,
  EXPORT_MEDIA_TYPES,
  jobListQuerySchema,
  jobListSchema,
  jobResultSchema,
  processFieldsSchema,
  processMultipartSchema,
} from '@docread/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryResponse } from '../../http/openapi/binary-response.ts';
import { fieldError, notFound, ProblemError, validationFailed } from '../../http/problem.ts';
import { readUploadForm } from '../../http/read-upload-form.ts';
import type { ProcessingOptions } from '../../jobs/process-document.ts';
import { wasRefundedAsUnreadable } from '../billing/usage-ledger.ts';
import { downloadFileUrl } from '../documents/download-file-url.ts';
import { submitApiDocument } from '../documents/submit-api-document.ts';
import type { UploadedFile } from '../documents/upload-document.ts';
import { exportDisposition, renderExport } from '../jobs/exports.ts';
import { jobResultView, jobSummaryView, storedResult } from '../jobs/job-view.ts';
import { vetWebhookUrl } from '../webhooks/vet-webhook-url.ts';
import { apiCaller, requireApiKey } from './api-key-auth.ts';
import { isValidIdempotencyKey, requestFingerprint, type StoredAnswer } from './idempotency.ts';
import { abandonIdempotent, beginIdempotent, finishIdempotent } from './idempotency-store.ts';
import { cursorForOffset, offsetFromCursor } from './job-list-cursor.ts';
import { SharedRateLimiter } from './rate-limit.ts';
import { v3Problems } from './v3-problems.ts';

/** Multipart bodies are not JSON: the handlers validate them, so Fastify's body validation passes them through. */
const passThrough = () => (data: unknown) => ({ value: data });

const bearer = [{ bearerAuth: [] }];

const exportContent = binaryResponse('', Object.values(EXPORT_MEDIA_TYPES)).content;
const multipartDoc =
  'multipart/form-data with `file` (PDF, PNG, JPEG or TIFF, up to 10 MB) and optional `documentType` ' +
  `(${DOCUMENT_TYPES.join(', ')}; classified when absent), \`languageHint\` (he, en, he+en), \`model\`, ` +
  '`modules` (comma-separated), `outputFormat` (json, csv, xlsx, pdf).';

interface ParsedForm {
  file: UploadedFile | null;
  fields: z.infer<typeof processFieldsSchema>;
  fingerprintFields: Record<string, string>;
}

async function readForm(request: FastifyRequest): Promise<ParsedForm> {
  const { fields: raw, file } = await readUploadForm(request);
  const parsed = processFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((i) =>
        i.message.startsWith('validation.')
          ? fieldError(String(i.path[0]), i.message)
          : { path: String(i.path[0]), messageKey: i.code, message: i.message },
      ),
    );
  }
  return { file, fields: parsed.data, fingerprintFields: raw };
}

function optionsFrom(fields: Partial<ParsedForm['fields']>): ProcessingOptions {
  const options: ProcessingOptions = {};
  if (fields.documentType) options.documentType = fields.documentType;
  if (fields.languageHint) options.languageHint = fields.languageHint;
  if (fields.model) options.model = fields.model;
  if (fields.modules) options.modules = fields.modules;
  if (fields.outputFormat) options.outputFormat = fields.outputFormat;
  return options;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export const v3Routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.db;
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

  /**
   * Runs a POST under its Idempotency-Key: a replay answers the stored answer, a different request with
   * the same key is 422, a duplicate while the first still runs is 409. Without a key it just runs.
   */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    fingerprintParts: { fields: Record<string, unknown>; fileSha256: string | null },
    work: () => Promise<StoredAnswer>,
  ) {
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const caller = apiCaller(request);
    if (key !== undefined) {
      if (!isValidIdempotencyKey(key))
        throw validationFailed([
          {
            path: 'Idempotency-Key',
            messageKey: 'idempotencyKey.invalid',
            message: 'Use 1 to 255 visible ASCII characters',
          },
        ]);
      const fingerprint = requestFingerprint({
        method: request.method,
        path: request.routeOptions.url ?? request.url,
        ...fingerprintParts,
      });
      const decision = await beginIdempotent(db, caller, key, fingerprint);
      if (decision.kind === 'replay') {
        return reply
          .status(decision.answer.status)
          .headers({ ...decision.answer.headers, 'idempotent-replayed': 'true' })
          .send(decision.answer.body);
      }
      if (decision.kind === 'mismatch')
        throw new ProblemError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used with a different request.',
        );
      if (decision.kind === 'in_progress')
        throw new ProblemError(
          409,
          'idempotency_key_in_use',
          'The first request with this Idempotency-Key is still being processed.',
        );
    }
    let answer: StoredAnswer;
    try {
      answer = await work();
    } catch (error) {
      if (key !== undefined) await abandonIdempotent(db, caller.userId, key);
      throw error;
    }
    if (key !== undefined) await finishIdempotent(db, caller.userId, key, answer);
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  }

  const jsonAnswer = (status: number, body: unknown): StoredAnswer => ({
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });

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
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: processMultipartSchema,
        response: { 200: jobResultSchema, 202: jobResultSchema, ...v3Problems },
      },
      validatorCompiler: passThrough,
    },
    async (request, reply) => {
      const form = await readForm(request);
      if (form.fields.webhookUrl)
        await vetWebhookUrl(form.fields.webhookUrl, deps.config.pipeline.outboundAllowlist, 'webhookUrl');
      return idempotent(
        request,
        reply,
        { fields: form.fingerprintFields, fileSha256: form.file ? sha256(form.file.data) : null },
        async () => {
          const document = await submitApiDocument(
            { db: deps.db, storage: deps.storage, pipeline: deps.pipeline },
            apiCaller(request),
            {
              file: form.file,
              options: optionsFrom(form.fields),
              webhookUrl: form.fields.webhookUrl ?? null,
            },
          );
          const row = await deps.pipeline.waitForOutcome(document.id, deps.config.pipeline.syncWaitMs);
          if (!row) throw notFound('Job not found');
          if (row.status === 'failed' && (await wasRefundedAsUnreadable(deps.db, row.id)))
            throw new ProblemError(
              422,
              'unreadable_document',
              `${row.error ?? 'The file cannot be read.'} It was not counted against the quota (job ${row.id}).`,
            );
          const view = jobResultView(row);
          return jsonAnswer(view.status === 'completed' || view.status === 'failed' ? 200 : 202, view);
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
        consumes: ['application/json', 'multipart/form-data'],
        body: asyncJsonBodySchema.or(processMultipartSchema).optional(),
        response: { 202: acceptedJobSchema, ...v3Problems },
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
        file = form.file;
        options = optionsFrom(form.fields);
        webhookUrl = form.fields.webhookUrl ?? null;
        fingerprint = { fields: form.fingerprintFields, fileSha256: file ? sha256(file.data) : null };
      } else {
        const parsed = asyncJsonBodySchema.safeParse(request.body);
        if (!parsed.success)
          throw validationFailed(
            parsed.error.issues.map((i) => ({
              path: String(i.path[0] ?? 'body'),
              messageKey: i.code,
              message: i.message,
            })),
          );
        if (!/^https?:\/\//i.test(parsed.data.fileUrl))
          throw validationFailed([
            { path: 'fileUrl', messageKey: 'fileUrl.invalid', message: 'Only http and https URLs' },
          ]);
        fileUrl = parsed.data.fileUrl;
        file = null;
        options = optionsFrom(parsed.data);
        webhookUrl = parsed.data.webhookUrl ?? null;
        fingerprint = { fields: { ...parsed.data }, fileSha256: null };
      }
      if (webhookUrl && !/^https?:\/\//i.test(webhookUrl))
        throw validationFailed([fieldError('webhookUrl', 'validation.webhookUrlInvalid')]);
      if (webhookUrl) await vetWebhookUrl(webhookUrl, deps.config.pipeline.outboundAllowlist, 'webhookUrl');
      return idempotent(request, reply, fingerprint, async () => {
        const upload =
          file ??
          (await downloadFileUrl(fileUrl!, {
            allowlist: deps.config.pipeline.outboundAllowlist,
            timeoutMs: deps.config.pipeline.fileUrlTimeoutMs,
          }));
        const document = await submitApiDocument(
          { db: deps.db, storage: deps.storage, pipeline: deps.pipeline },
          apiCaller(request),
          { file: upload, options, webhookUrl },
        );
        return jsonAnswer(202, { jobId: document.id, status: document.status });
      });
    },
  );

  async function ownJob(request: FastifyRequest, jobId: string) {
    const row = await db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', jobId)
      .where('user_id', '=', apiCaller(request).userId)
      .executeTakeFirst();
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
      const result = storedResult(row);
      if (row.status !== 'completed' || !result)
        throw new ProblemError(
          409,
          'conflict',
          `The job is ${row.status}; exports exist once it is completed.`,
        );
      const rendered = await renderExport(
        format,
        result,
        async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of await deps.storage.read(row.file_path)) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        },
        deps.pipeline.engine,
      );
      // The export file, one of the binary media types this response declares beside the JSON result.
      return (reply as FastifyReply)
        .header('content-type', rendered.contentType)
        .header('content-disposition', exportDisposition(row.filename, rendered.extension))
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
      const offset = cursor === undefined ? 0 : offsetFromCursor(cursor);
      // One row more than asked tells whether another page follows.
      const rows = await db
        .selectFrom('documents')
        .selectAll()
        .where('user_id', '=', apiCaller(request).userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute();
      const more = rows.length > limit;
      return {
        jobs: rows.slice(0, limit).map(jobSummaryView),
        nextCursor: more ? cursorForOffset(offset + limit) : null,
      };
    },
  );
};
