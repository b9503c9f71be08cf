import { type DocumentResult, fieldCorrectionSchema } from '@docread/contracts';
import { z } from 'zod';

/** People's corrections by field name; the engine's own reading stays in the stored result. */
export const correctionsSchema = z.record(z.string(), fieldCorrectionSchema);
export type Corrections = z.infer<typeof correctionsSchema>;

export function parseCorrections(json: string | null): Corrections {
  if (!json) return {};
  const parsed = correctionsSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}

/**
 * The result as the customer now sees it: corrected fields carry the corrected value (and full
 * confidence, since a person vouched for it); everything else is the engine's reading. Exports use this.
 */
export function applyCorrections(result: DocumentResult, corrections: Corrections): DocumentResult {
  const names = Object.keys(corrections);
  if (names.length === 0) return result;
  const fields = { ...result.fields };
  for (const name of names) {
    const correction = corrections[name]!;
    const original = fields[name];
    fields[name] = {
      value: correction.value,
      text: correction.value == null ? '' : String(correction.value),
      confidence: 1,
      page: original?.page ?? null,
      bbox: original?.bbox ?? null,
    };
  }
  const reviewReasons = result.reviewReasons.filter((r) => !names.includes(r));
  return { ...result, fields, reviewReasons, needsReview: result.needsReview && reviewReasons.length > 0 };
}
