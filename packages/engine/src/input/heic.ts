/// <reference path="./heic-decode.d.ts" />
import sharp from 'sharp';
import { EngineInputError } from '../errors.ts';

type HeicDecode = typeof import('heic-decode').default;
let decoderPromise: Promise<HeicDecode> | undefined;
/**
 * libheif is loaded on the first HEIC photo, not with the input stage: its WebAssembly memory, code and
 * script held ~8 MB in every pool child, most of which never sees a HEIC file (docs/decisions/0282-buffers-held-only-while-used.md).
 */
const loadDecoder = () => {
  decoderPromise ??= import('heic-decode').then((module) => module.default);
  return decoderPromise;
};

/** What the uploader reads on the failed document: what went wrong and what to do instead. */
const UNREADABLE = 'This HEIC photo cannot be read. Save it as JPEG and upload it again.';

/**
 * A HEIC/HEIF photo as a PNG of its primary image. sharp's prebuilt libvips has no HEVC decoder, so
 * libheif compiled to WebAssembly (`heic-decode`) decodes it; the declared size is checked against the
 * pixel cap before any decoding. The engine runs in pool workers, so this never blocks the server.
 */
export async function heicToPng(bytes: Uint8Array, maxPixelsPerPage: number): Promise<Buffer> {
  const decodeHeic = await loadDecoder();
  let images: Awaited<ReturnType<HeicDecode['all']>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch (error) {
    throw new EngineInputError('corrupt', UNREADABLE, { cause: error });
  }
  try {
    const primary = images[0];
    if (!primary || primary.width === 0 || primary.height === 0)
      throw new EngineInputError('empty', 'The HEIC file holds no image.');
    if (primary.width * primary.height > maxPixelsPerPage) {
      throw new EngineInputError(
        'too_many_pixels',
        `The image is ${primary.width}×${primary.height} pixels; the limit is ${maxPixelsPerPage.toLocaleString('en')} pixels per page.`,
      );
    }
    let decoded: Awaited<ReturnType<typeof primary.decode>>;
    try {
      decoded = await primary.decode();
    } catch (error) {
      throw new EngineInputError('corrupt', UNREADABLE, { cause: error });
    }
    const { data, width, height } = decoded;
    return await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } finally {
    images.dispose();
  }
}
