import { readFileSync } from 'node:fs';
import { type DocumentResult, documentResultSchema } from '@docread/contracts';

/** The playground's sample documents; their images are the web app's `/try/<id>.png`. */
export const TRY_SAMPLE_IDS = ['hebrew-invoice', 'english-receipt', 'passport-specimen'] as const;
export type TrySampleId = (typeof TRY_SAMPLE_IDS)[number];

/** The engine's results for the samples, read once at start (see samples/README.md for how they were made). */
export function loadTrySamples(): Map<TrySampleId, DocumentResult> {
  return new Map(
    TRY_SAMPLE_IDS.map((id) => {
      const json = JSON.parse(readFileSync(new URL(`./samples/${id}.json`, import.meta.url), 'utf8'));
      return [id, documentResultSchema.parse(json)] as const;
    }),
  );
}
