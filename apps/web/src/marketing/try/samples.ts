import { TRY_MAX_MEGABYTES, TRY_MAX_PAGES } from '@docread/contracts';
/**
 * The playground's sample documents: ids the server knows (/api/try `sample`), images in public/try. The
 * picker shows a 128-pixel WebP thumbnail (2 KB instead of the page's 60 KB); the full page is loaded
 * only when chosen.
 */
export const TRY_SAMPLES = [
  {
    id: 'hebrew-invoice',
    image: '/try/hebrew-invoice.png',
    thumbnail: '/try/hebrew-invoice.thumb.webp',
    width: 1240,
    height: 720,
  },
  {
    id: 'english-receipt',
    image: '/try/english-receipt.png',
    thumbnail: '/try/english-receipt.thumb.webp',
    width: 720,
    height: 940,
  },
  {
    id: 'passport-specimen',
    image: '/try/passport-specimen.png',
    thumbnail: '/try/passport-specimen.thumb.webp',
    width: 1252,
    height: 720,
  },
] as const;

export type TrySample = (typeof TRY_SAMPLES)[number];
export type TrySampleId = TrySample['id'];

/** Limits the server enforces (the shared contracts), shown before a visitor picks a file. */
export const TRY_LIMITS = { megabytes: TRY_MAX_MEGABYTES, pages: TRY_MAX_PAGES } as const;
