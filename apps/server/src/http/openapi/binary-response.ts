import { z } from 'zod';

/** Marks a download sent with `Content-Disposition: attachment`; polish-document.ts turns it into the header. */
export const ATTACHMENT_MARK = 'x-attachment';

/** Documented as a binary string; typed as what handlers really send, which no serializer touches. */
type File = z.ZodType<Uint8Array | NodeJS.ReadableStream | string>;
const inlineFile = z.string().meta({ format: 'binary' }) as unknown as File;
const attachmentFile = z.string().meta({ format: 'binary', [ATTACHMENT_MARK]: true }) as unknown as File;

/**
 * A download's OpenAPI response: one entry per media type it can have. Handlers send a Buffer, stream or
 * text with its own content-type, which Fastify passes through unserialised. An attachment (the default)
 * is declared with its `Content-Disposition` header.
 */
export function binaryResponse(
  description: string,
  mediaTypes: readonly string[],
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const schema = disposition === 'attachment' ? attachmentFile : inlineFile;
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  };
}
