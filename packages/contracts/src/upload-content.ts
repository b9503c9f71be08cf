/**
 * Uploads are judged by their content (magic bytes), never by their name or declared type: the same
 * rules run in the browser on the file's first bytes and on the server on the whole upload.
 */
export const UPLOAD_KINDS = ['pdf', 'png', 'jpeg', 'tiff', 'webp', 'heic'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The MIME type stored for each kind, whatever the client declared. */
export const UPLOAD_KIND_MIME: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  webp: 'image/webp',
  heic: 'image/heic',
};

/** How the supported types are named to people, in messages and on the upload screen. */
export const SUPPORTED_UPLOAD_TYPES_LABEL = 'PDF, PNG, JPEG, TIFF, WebP, HEIC';

/** Bytes of the file's start that decide its kind (a PDF header may sit anywhere in the first kilobyte). */
export const UPLOAD_SNIFF_BYTES = 1024;

const EXTENSION_KIND: Record<string, UploadKind> = {
  '.pdf': 'pdf',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.jpe': 'jpeg',
  '.tif': 'tiff',
  '.tiff': 'tiff',
  '.webp': 'webp',
  '.heic': 'heic',
  '.heif': 'heic',
  '.hif': 'heic',
};

/** ISO-BMFF major brands of HEIF stills and sequences (HEVC-coded or generic); AVIF's `avif` is not one. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function ascii(bytes: Uint8Array, from: number, to: number): string {
  let text = '';
  for (let i = from; i < Math.min(to, bytes.length); i++) text += String.fromCharCode(bytes[i] ?? 0);
  return text;
}

/** The kind the content is, or null when it is none of the supported ones. */
export function sniffUploadKind(bytes: Uint8Array): UploadKind | null {
  if (ascii(bytes, 0, UPLOAD_SNIFF_BYTES).includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = ascii(bytes, 0, 4);
  if (head === 'II*\0' || head === 'MM\0*') return 'tiff';
  if (head === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

/** The kind a file name promises by its extension, if it names a supported one. */
export function kindOfName(name: string): UploadKind | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (EXTENSION_KIND[name.slice(dot).toLowerCase()] ?? null);
}

export type UploadContentVerdict =
  | { ok: true; kind: UploadKind; mimeType: string }
  | { ok: false; key: 'validation.fileContentMismatch'; expected: UploadKind }
  | { ok: false; key: 'validation.fileTypeNotSupported' };

/**
 * One answer per file: accepted by its content (HEIC photos included: the engine converts them); else,
 * when the name promises a supported type, the content does not match the name; else the type is not
 * supported.
 */
export function judgeUploadContent(name: string, head: Uint8Array): UploadContentVerdict {
  const kind = sniffUploadKind(head);
  if (kind) return { ok: true, kind, mimeType: UPLOAD_KIND_MIME[kind] };
  const expected = kindOfName(name);
  if (expected) return { ok: false, key: 'validation.fileContentMismatch', expected };
  return { ok: false, key: 'validation.fileTypeNotSupported' };
}

/** The label of a kind in messages (`{{expected}}`). */
export function uploadKindLabel(kind: UploadKind): string {
  return kind === 'jpeg' ? 'JPEG' : kind === 'webp' ? 'WebP' : kind.toUpperCase();
}
