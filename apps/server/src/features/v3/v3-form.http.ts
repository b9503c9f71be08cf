import { createHash } from 'node:crypto';
import { DOCUMENT_TYPES, processFieldsSchema, SUPPORTED_UPLOAD_TYPES_LABEL } from '@docread/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readUploadForm } from '../../http/read-upload-form.ts';
import type { ProcessingOptions } from '../../jobs/process-document.ts';
import { fieldError, invalid } from '../../shared/domain-errors.ts';
import type { UploadedFile } from '../documents/submit-document.ts';

/** The multipart form of /v3/process and /v3/process/async: its fields, their OpenAPI description, reading. */

/** Multipart bodies are not JSON: the handlers validate them, so Fastify's body validation passes them through. */
export const passThrough = () => (data: unknown) => ({ value: data });

export const bearer = [{ bearerAuth: [] }];
export const multipartDoc =
  `multipart/form-data with \`file\` (${SUPPORTED_UPLOAD_TYPES_LABEL}, up to 10 MB) and optional \`documentType\` ` +
  `(${DOCUMENT_TYPES.join(', ')}; classified when absent), \`languageHint\` (he, en, he+en), \`model\`, ` +
  '`modules` (comma-separated), `outputFormat` (json, csv, xlsx, pdf).';

export interface ParsedForm {
  file: UploadedFile | null;
  fields: z.infer<typeof processFieldsSchema>;
  fingerprintFields: Record<string, string>;
}

export async function readForm(request: FastifyRequest): Promise<ParsedForm> {
  const { fields: raw, file } = await readUploadForm(request);
  const parsed = processFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    throw invalid(
      parsed.error.issues.map((i) =>
        i.message.startsWith('validation.')
          ? fieldError(String(i.path[0]), i.message)
          : { path: String(i.path[0]), messageKey: i.code, message: i.message },
      ),
    );
  }
  return { file, fields: parsed.data, fingerprintFields: raw };
}

export function optionsFrom(fields: Partial<ParsedForm['fields']>): ProcessingOptions {
  const options: ProcessingOptions = {};
  if (fields.documentType) options.documentType = fields.documentType;
  if (fields.languageHint) options.languageHint = fields.languageHint;
  if (fields.model) options.model = fields.model;
  if (fields.modules) options.modules = fields.modules;
  if (fields.outputFormat) options.outputFormat = fields.outputFormat;
  return options;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
