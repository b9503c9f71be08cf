import { type SniffedType, sniffType } from './sniff.js';

/**
 * What can be uploaded: a file path (Node), a Blob or File, bytes, or a stream (web or Node). Streams
 * are read into memory first (uploads are at most 10 MB) so that a retried call can send them again.
 */
export type FileInput =
  | string
  | Blob
  | Uint8Array
  | ArrayBuffer
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array>;

export interface UploadNaming {
  /** The multipart file name; by default the path's or File's own name, else `document.<type>`. */
  filename?: string;
  /** The MIME type; by default detected from the content. */
  contentType?: string;
}

export interface PreparedUpload {
  blob: Blob;
  filename: string;
}

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function toBytesOrBlob(file: FileInput): Promise<{ data: Blob | Uint8Array; name: string | null }> {
  if (typeof file === 'string') {
    // Loaded only for paths, so browsers and bundlers never need node:fs.
    const { readFile } = await import('node:fs/promises');
    return { data: new Uint8Array(await readFile(file)), name: file.split(/[\\/]/).pop() || null };
  }
  if (file instanceof Blob)
    return { data: file, name: 'name' in file && typeof file.name === 'string' ? file.name : null };
  if (file instanceof Uint8Array) return { data: file, name: null };
  if (file instanceof ArrayBuffer) return { data: new Uint8Array(file), name: null };
  if (file instanceof ReadableStream) return { data: await readStream(file), name: null };
  const path = (file as { path?: unknown }).path;
  const name = typeof path === 'string' ? path.split(/[\\/]/).pop() || null : null;
  return { data: await collect(file), name };
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

function typeFromName(name: string): string | undefined {
  return TYPES_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''];
}

function hasExtension(name: string): boolean {
  return /\.[A-Za-z0-9]{2,5}$/.test(name);
}

/** Names the file so the server accepts it: its own name, with the detected type's extension when it has none. */
function nameFor(given: string | null, sniffed: SniffedType | null): string {
  const base = given?.trim() || 'document';
  return sniffed && !hasExtension(base) ? `${base}.${sniffed.extension}` : base;
}

/** Turns any file input into a typed, named Blob for a multipart upload. */
export async function prepareUpload(file: FileInput, naming: UploadNaming = {}): Promise<PreparedUpload> {
  const { data, name } = await toBytesOrBlob(file);
  const head =
    data instanceof Blob ? new Uint8Array(await data.slice(0, 16).arrayBuffer()) : data.subarray(0, 16);
  const sniffed = sniffType(head);
  const filename = nameFor(naming.filename ?? name, sniffed);
  // The content decides; the name only for content the SDK does not recognise (the server then judges).
  const type =
    naming.contentType ?? sniffed?.type ?? typeFromName(filename) ?? (data instanceof Blob ? data.type : '');
  const blob =
    data instanceof Blob
      ? data.type === type
        ? data
        : new Blob([data], { type })
      : new Blob([data as Uint8Array<ArrayBuffer>], { type });
  return { blob, filename };
}
