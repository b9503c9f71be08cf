import {
  ALLOWED_UPLOAD_MIME_TYPES,
  documentDetailSchema,
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
  documentTypeChangeSchema,
  documentUploadSchema,
  problemSchema,
  sanitizeFilename,
} from '@docread/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireApproved } from '../../http/guards.ts';
import { binaryResponse } from '../../http/openapi/binary-response.ts';
import { readUploadForm } from '../../http/read-upload-form.ts';
import { problems } from '../../http/responses.ts';
import { notFound } from '../../shared/domain-errors.ts';
import { changeDocumentType } from './change-document-type.ts';
import { deleteDocument } from './delete-document.ts';
import { findOwnDocument } from './get-document.ts';
import { getDocument } from './get-document-detail.ts';
import { listDocuments } from './list-documents.ts';
import { createReprocessLimiter } from './reprocess-limits.ts';
import { submitDocument } from './submit-document.ts';

const idParams = z.object({ id: z.string().min(1) });

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  const reprocessLimiter = createReprocessLimiter(app.deps.db);

  app.get(
    '/api/documents',
    {
      schema: {
        summary: 'A page of own documents: filtered, searched, sorted, with a keyset cursor',
        description:
          'Answers `{ items, nextCursor }`; pass `nextCursor` as `cursor` for the next page (null at the end). ' +
          '`q` searches file and document names and the extracted text; `source` is `portal`, `api` or an API ' +
          'key id; `from`/`to` are upload days (UTC, inclusive). Items carry summary columns only.',
        tags: ['documents'],
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema, ...problems },
      },
    },
    async (request) => listDocuments(app.deps.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/documents',
    {
      schema: {
        summary:
          'Upload (multipart/form-data: documentName, documentType (a hint; left out, detected), language, file)',
        description:
          'PDF, PNG, JPEG, TIFF (multi-page), WebP or HEIC/HEIF up to 10 MB, recognised by its content whatever ' +
          'its name or declared type. An empty file answers 400 `validation.fileEmpty`; over 10 MB 413; ' +
          'content that is not what a supported name says 415 ' +
          '`validation.fileContentMismatch`; any other type 415 `validation.fileTypeNotSupported`. `language` (`he`, `en`, `he+en`) hints the text language. ' +
          'A used-up free trial (10 documents, 14 days) or plan quota answers 402 `quota_exceeded`.',
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        body: documentUploadSchema,
        response: {
          201: documentSchema,
          ...problems,
          402: problemSchema,
          413: problemSchema,
          415: problemSchema,
        },
      },
      // The handler reads and validates the parts itself (readUploadForm, submitDocument).
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request, reply) => {
      const { fields, file } = await readUploadForm(request);
      const user = currentUser(request);
      const account = { userId: user.id, role: user.role ?? null, userCreatedAt: user.createdAt };
      const document = await submitDocument(app.deps, account, {
        documentName: fields.documentName,
        documentType: fields.documentType,
        language: fields.language,
        file,
        source: 'portal',
      });
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/api/documents/:id',
    {
      schema: {
        summary: 'One own document with its result once processed',
        tags: ['documents'],
        params: idParams,
        response: { 200: documentDetailSchema, ...problems },
      },
    },
    async (request) => getDocument(app.deps.db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/documents/:id/file',
    {
      schema: {
        summary: 'Download the original file',
        tags: ['documents'],
        params: idParams,
        response: { 200: binaryResponse('The file as uploaded', ALLOWED_UPLOAD_MIME_TYPES), ...problems },
      },
    },
    async (request, reply) => {
      const row = await findOwnDocument(app.deps.db, currentUser(request).id, request.params.id);
      const stream = await app.deps.storage.read(row.file_path).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === 'ENOENT') throw notFound('File not found');
        throw error;
      });
      return reply
        .header('content-type', row.file_type)
        .header('content-disposition', contentDisposition(row.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.put(
    '/api/documents/:id/type',
    {
      schema: {
        summary: 'Say what a document is, and read it again as that type',
        description:
          "The type becomes the document's `documentType` at once, everywhere; the document goes back to the " +
          'queue and is read as that type (not classified). Like `POST /api/documents/bulk/reprocess`, it takes ' +
          'a quota unit (402 when none is left) and counts toward the hourly limit (429 with Retry-After); a ' +
          'document still pending or processing answers 409.',
        tags: ['documents'],
        params: idParams,
        body: documentTypeChangeSchema,
        response: { 200: documentSchema, ...problems, 409: problemSchema.describe('Still being read') },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const account = { userId: user.id, role: user.role ?? null, userCreatedAt: user.createdAt };
      return changeDocumentType(
        { ...app.deps, limiter: reprocessLimiter },
        account,
        request.params.id,
        request.body.documentType,
      );
    },
  );

  app.delete(
    '/api/documents/:id',
    {
      schema: {
        summary: 'Delete the row and its file',
        tags: ['documents'],
        params: idParams,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteDocument({ ...app.deps, log: request.log }, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** RFC 6266: an ASCII fallback plus the original (Hebrew included) name in UTF-8. */
function contentDisposition(filename: string): string {
  return `attachment; filename="${sanitizeFilename(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
