import type { Page } from '@docread/contracts';
import { linesToPage } from '../ocr/to-page.ts';
import type { RecognisedPage } from './types.ts';

/** Layout: lines grouped into blocks in reading order (right-hand blocks first on Hebrew pages). */
export function layoutPage(page: RecognisedPage): Page {
  return {
    ...linesToPage(page.lines, {
      number: page.number,
      width: page.width,
      height: page.height,
      rotation: page.rotation,
      unit: 'pixel',
    }),
    ...(page.skew === undefined ? {} : { skew: page.skew }),
    reading: page.reading,
  };
}
