/** The playground's sample documents: ids the server knows (/api/try `sample`), images in public/try. */
export const TRY_SAMPLES = [
  { id: 'hebrew-invoice', image: '/try/hebrew-invoice.png', width: 1240, height: 720 },
  { id: 'english-receipt', image: '/try/english-receipt.png', width: 720, height: 940 },
  { id: 'passport-specimen', image: '/try/passport-specimen.png', width: 1252, height: 720 },
] as const;

export type TrySample = (typeof TRY_SAMPLES)[number];
export type TrySampleId = TrySample['id'];

/** Limits the server enforces (apps/server/src/try/try-limits.ts), shown before a visitor picks a file. */
export const TRY_LIMITS = { megabytes: 5, pages: 3 } as const;
