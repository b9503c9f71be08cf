import { sniffUploadKind } from '@docread/contracts';
import { EngineInputError } from '../errors.ts';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'webp' | 'heic';

/** File type from magic bytes; the name and the declared MIME type are never trusted. */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  if (bytes.length === 0) throw new EngineInputError('empty', 'The file is empty.');
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  // PDF readers accept the header anywhere in the first kilobyte.
  if (ascii(0, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // HEIF brands are the upload check's own list, so both sides agree on what a HEIC photo is.
  if (sniffUploadKind(bytes.subarray(0, 16)) === 'heic') return 'heic';
  throw new EngineInputError(
    'unsupported_type',
    'Unsupported file type: expected PDF, PNG, JPEG, TIFF, WebP or HEIC.',
  );
}
