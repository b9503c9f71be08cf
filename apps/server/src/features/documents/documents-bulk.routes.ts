import {
  documentBulkDeleteResultSchema,
  documentBulkExportSchema,
  documentBulkResultSchema,
  documentBulkSchema,
  documentBulkSummarySchema,
  problemSchema,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { binaryResponse } from '../../http/openapi/binary-response.ts';
import { problems } from '../../http/responses.ts';
import { deleteDocuments } from './delete-documents.ts';
import { exportDocuments } from './export-documents.ts';
import { exportSummary } from './export-summary.ts';
import { reprocessDocuments } from './reprocess-documents.ts';
import { createReprocessLimiter } from './reprocess-limits.ts';
import { restoreDocuments } from './restore-documents.ts';

/** Actions on many own documents at once (ids the account does not own are ignored). */
export const documentsBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  const reprocessLimiter = createReprocessLimiter(app.deps.db);

  app.post(
    '/api/documents/bulk/delete',
    {
      schema: {
        summary: 'Delete documents, restorable until `undoUntil`',
        description:
          'The documents leave lists at once; `POST /api/documents/bulk/restore` brings them back until ' +
          '`undoUntil`, after which their rows and files are purged.',
        tags: ['documents'],
        body: documentBulkSchema,
        response: { 200: documentBulkDeleteResultSchema, ...problems },
      },
    },
    async (request) => deleteDocuments(app.deps.db, currentUser(request).id, request.body.ids),
  );

  app.post(
    '/api/documents/bulk/restore',
    {
      schema: {
        summary: 'Undo a delete: restore documents deleted less than a minute ago',
        tags: ['documents'],
        body: documentBulkSchema,
        response: { 200: documentBulkResultSchema, ...problems },
      },
    },
    async (request) => restoreDocuments(app.deps.db, currentUser(request).id, request.body.ids),
  );

  app.post(
    '/api/documents/bulk/reprocess',
    {
      schema: {
        summary: 'Read completed or failed documents again',
        description:
          'Documents still pending or processing are left as they are; `count` says how many went. Each ' +
          'document read again takes a quota unit (402 when none is left) and counts toward an hourly limit ' +
          '(429 with Retry-After).',
        tags: ['documents'],
        body: documentBulkSchema,
        response: { 200: documentBulkResultSchema, ...problems },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const account = { userId: user.id, role: user.role ?? null, userCreatedAt: user.createdAt };
      return reprocessDocuments({ ...app.deps, limiter: reprocessLimiter }, account, request.body.ids);
    },
  );

  app.post(
    '/api/documents/bulk/export',
    {
      schema: {
        summary: 'A ZIP of the results of processed documents, one JSON, CSV or XLSX file each',
        tags: ['documents'],
        body: documentBulkExportSchema,
        response: {
          200: binaryResponse('The ZIP archive', ['application/zip']),
          ...problems,
          409: problemSchema.describe('None of the documents is processed yet (conflict)'),
        },
      },
    },
    async (request, reply) => {
      const archive = await exportDocuments(
        { db: app.deps.db, storage: app.deps.storage, engine: app.deps.pipeline.engine },
        currentUser(request).id,
        request.body.ids,
        request.body.format,
        request.body.language,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="documents-${request.body.format}.zip"`)
        .header('x-document-count', String(archive.count))
        .header('cache-control', 'private, no-store')
        .send(archive.body);
    },
  );

  app.post(
    '/api/documents/bulk/summary',
    {
      schema: {
        summary: 'One CSV or XLSX of the documents, a row each with its summary fields',
        description:
          'File name, document name and type, status, vendor or merchant, document date, total, currency, ' +
          'confidence, needs review, pages, source and upload time; documents not yet processed have ' +
          'empty result columns.',
        tags: ['documents'],
        body: documentBulkSummarySchema,
        response: {
          200: binaryResponse('The table', [
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ]),
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const file = await exportSummary(
        { db: app.deps.db, engine: app.deps.pipeline.engine },
        currentUser(request).id,
        request.body.ids,
        request.body.format,
        request.body.language,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-document-count', String(file.count))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
