import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../features/documents/submit-document.ts';

export interface UploadForm {
  /** The text fields as sent; the route validates them. */
  fields: Record<string, string>;
  /** The part named `file`; other file parts are read (to drain the stream) and dropped. */
  file: UploadedFile | null;
}

/** Reads a multipart upload: its text fields and the one file part named `file`. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file') file = { name: part.filename, mimeType: part.mimetype, data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
