import { z } from 'zod';

/** Documented as a binary string; typed as what handlers really send, which no serializer touches. */
const file = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<
  Uint8Array | NodeJS.ReadableStream
>;

/**
 * A download's OpenAPI response: one entry per media type it can have. Handlers send a Buffer or stream
 * with its own content-type, which Fastify passes through unserialised.
 */
export function binaryResponse(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: file }])),
  };
}
