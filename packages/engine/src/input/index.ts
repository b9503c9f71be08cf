import { EngineInputError } from '../errors.ts';
import { heicToPng } from './heic.ts';
import { openImage } from './image.ts';
import { DEFAULT_INPUT_LIMITS, type InputLimits } from './limits.ts';
import { openPdf } from './pdf.ts';
import { sniffFileKind } from './sniff.ts';
import type { SourceDocument } from './source-page.ts';

export { DEFAULT_INPUT_LIMITS, type InputLimits } from './limits.ts';
export { type FileKind, sniffFileKind } from './sniff.ts';
export type { GreyImage, Ruling, SourceDocument, SourcePage } from './source-page.ts';

/** Opens any supported file; throws EngineInputError for anything it will not read. */
export async function openDocument(
  bytes: Buffer,
  limits: InputLimits = DEFAULT_INPUT_LIMITS,
): Promise<SourceDocument> {
  if (bytes.length === 0) throw new EngineInputError('empty', 'The file is empty.');
  const kind = sniffFileKind(bytes);
  if (kind === 'pdf') return openPdf(bytes, limits);
  // A HEIC photo is read as the PNG of its primary image; the document still says it came from HEIC.
  if (kind === 'heic') return openImage(await heicToPng(bytes, limits.maxPixelsPerPage), kind, limits);
  return openImage(bytes, kind, limits);
}

/**
 * Pages of a file from its PDF page tree (parsed by pdf.js: name escapes such as `/P#61ge` and object
 * streams included) or its image metadata (every page of a TIFF), without rendering or decoding a page.
 */
export async function countPages(bytes: Buffer, limits: InputLimits = DEFAULT_INPUT_LIMITS): Promise<number> {
  if (bytes.length === 0) throw new EngineInputError('empty', 'The file is empty.');
  const kind = sniffFileKind(bytes);
  // HEIC holds one primary image, the one the engine reads.
  if (kind === 'heic') return 1;
  const doc = kind === 'pdf' ? await openPdf(bytes, limits) : await openImage(bytes, kind, limits);
  await doc.close();
  return doc.pageCount;
}
