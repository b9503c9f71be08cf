import {
  documentResultViewSchema,
  EXPORT_FORMATS,
  EXPORT_MEDIA_TYPES,
  exportLanguageSchema,
  exportTableSchema,
  fieldCorrectionInputSchema,
  fieldNameSchema,
  problemSchema,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { binaryResponse } from '../../http/openapi/binary-response.ts';
import { problems } from '../../http/responses.ts';
import { DomainError } from '../../shared/domain-errors.ts';
import { findOwnDocument } from '../documents/get-document.ts';
import { correctDocumentField, resultView, undoFieldCorrection } from './correct-document-field.ts';
import { exportStoredResult } from './export-stored-result.ts';
import { storedResult } from './job-view.ts';
import { pageImageFor } from './page-image.ts';

const idParams = z.object({ id: z.string().min(1) });

/** The results viewer's calls: the result, corrections, downloads and page images. */
export const documentResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  const { deps } = app;

  app.get(
    '/api/documents/:id/result',
    {
      schema: {
        summary:
          'The processing result with corrections applied, and the original readings of corrected fields',
        tags: ['documents'],
        params: idParams,
        response: { 200: documentResultViewSchema, ...problems },
      },
    },
    async (request) => resultView(await findOwnDocument(deps.db, currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/documents/:id/fields/:name',
    {
      schema: {
        summary: "Correct one field's value (the engine's reading is kept)",
        tags: ['documents'],
        params: z.object({ id: z.string().min(1), name: fieldNameSchema }),
        body: fieldCorrectionInputSchema,
        response: { 200: documentResultViewSchema, ...problems },
      },
    },
    async (request) =>
      correctDocumentField(
        deps.db,
        currentUser(request).id,
        request.params.id,
        request.params.name,
        request.body,
      ),
  );

  app.delete(
    '/api/documents/:id/fields/:name',
    {
      schema: {
        summary:
          'Undo the correction of one field: it reads as first read again, and what it taught is unlearned',
        tags: ['documents'],
        params: z.object({ id: z.string().min(1), name: fieldNameSchema }),
        response: { 200: documentResultViewSchema, ...problems },
      },
    },
    async (request) =>
      undoFieldCorrection(deps.db, currentUser(request).id, request.params.id, request.params.name),
  );

  app.get(
    '/api/documents/:id/export',
    {
      schema: {
        summary: 'Download the result as JSON, CSV, XLSX or searchable PDF (corrections applied)',
        tags: ['documents'],
        params: idParams,
        querystring: z.object({
          format: z.enum(EXPORT_FORMATS),
          language: exportLanguageSchema,
          table: exportTableSchema,
        }),
        response: {
          200: binaryResponse('The export file', ['application/json', ...Object.values(EXPORT_MEDIA_TYPES)]),
          ...problems,
          409: problemSchema.describe('The document is not processed yet (conflict)'),
        },
      },
    },
    async (request, reply) => {
      const row = await findOwnDocument(deps.db, currentUser(request).id, request.params.id);
      const rendered = await exportStoredResult(
        { storage: deps.storage, engine: deps.pipeline.engine },
        row,
        request.query.format,
        request.query.language,
        request.query.table,
      );
      if (!rendered)
        throw new DomainError(
          'conflict',
          `The document is ${row.status}; downloads exist once it is processed.`,
        );
      return reply
        .header('content-type', rendered.contentType)
        .header('content-disposition', rendered.disposition)
        .header('cache-control', 'private, no-store')
        .send(rendered.body);
    },
  );

  app.get(
    '/api/documents/:id/pages/:n/image',
    {
      schema: {
        summary: 'One page as a PNG, upright as the engine read it (for the results viewer)',
        tags: ['documents'],
        params: z.object({ id: z.string().min(1), n: z.coerce.number().int().min(1) }),
        response: { 200: binaryResponse('The page as PNG', ['image/png'], 'inline'), ...problems },
      },
    },
    async (request, reply) => {
      const row = await findOwnDocument(deps.db, currentUser(request).id, request.params.id);
      const image = await pageImageFor(
        { db: deps.db, storage: deps.storage, engine: deps.pipeline.engine },
        row,
        storedResult(row),
        request.params.n,
      );
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=300')
        .send(image);
    },
  );
};
