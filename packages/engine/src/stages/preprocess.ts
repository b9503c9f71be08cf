import { estimateSkew, preprocess } from '../preprocess/index.ts';
import type { ImagePage, PreparedPage, StageSettings } from './types.ts';

/** Preprocess: the page straightened when it is skewed; scaling is left to each reader. */
export async function preparePage(
  source: ImagePage,
  settings: Pick<StageSettings, 'deskew'>,
): Promise<PreparedPage> {
  const skew = settings.deskew ? await estimateSkew(source.image) : 0;
  const { image } = await preprocess(source.image, { skew, upscale: false });
  return { source, image, skew };
}
