import { estimateSkew, preprocess } from '../preprocess/index.ts';
import type { ImagePage, PreparedPage, StageSettings } from './types.ts';

/** Preprocess: the page straightened when it is skewed; scaling is left to each reader. */
export async function preparePage(
  source: ImagePage,
  settings: Pick<StageSettings, 'deskew'>,
): Promise<PreparedPage> {
  return preparePageAt(source, settings.deskew ? await estimateSkew(source.image) : 0);
}

/** The page turned by `skew` degrees (clockwise positive) to level, or as it is at 0. */
export async function preparePageAt(source: ImagePage, skew: number): Promise<PreparedPage> {
  const { image } = await preprocess(source.image, { skew, upscale: false });
  return { source, image, skew };
}
