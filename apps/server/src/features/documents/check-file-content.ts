import { extensionOf } from '@docread/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** What the declared type and the extension each promise the content to be. */
const MIME_KIND: Record<string, string> = {
  'application/pdf': 'application/pdf',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/tiff': 'image/tiff',
};
const EXTENSION_KIND: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.tiff': 'image/tiff',
};

/**
 * Reads the magic bytes: the content must be what both its declared type and its extension say.
 * Returns the canonical MIME type to store, or null on a mismatch.
 */
export async function detectUploadType(
  data: Buffer,
  name: string,
  declaredType: string,
): Promise<string | null> {
  const detected = (await fileTypeFromBuffer(data))?.mime;
  if (!detected) return null;
  if (MIME_KIND[declaredType] !== detected) return null;
  if (EXTENSION_KIND[extensionOf(name)] !== detected) return null;
  return detected;
}
