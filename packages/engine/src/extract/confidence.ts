import type { DocumentType, Field } from '@docread/contracts';
import { round } from './field.ts';

/** Fields a result of each type is not usable without; a missing or doubtful one sends it to review. */
export const REQUIRED_FIELDS: Record<DocumentType, string[]> = {
  invoice: ['vendorName', 'invoiceId', 'invoiceDate', 'totalAmount'],
  receipt: ['merchantName', 'date', 'total'],
  passport: ['documentNumber', 'surname', 'dateOfBirth', 'expiryDate', 'mrzValid'],
  id: ['documentNumber', 'surname'],
  bank_statement: ['accountNumber', 'closingBalance'],
  contract: [],
  form: [],
  other: [],
};

export interface Review {
  confidence: number;
  needsReview: boolean;
  reviewReasons: string[];
}

/**
 * Overall confidence: the mean of the required fields (a missing one counts as 0), or of all
 * fields when the type requires none, times how sure the classification is.
 */
export function review(
  type: DocumentType,
  fields: Record<string, Field>,
  typeConfidence: number,
  threshold: number,
  pageConfidence: number,
  required = REQUIRED_FIELDS[type],
  doubted: string[] = [],
): Review {
  const reasons: string[] = [];
  for (const name of required) {
    const field = fields[name];
    const failed = name === 'mrzValid' && field?.value === false;
    if (!field || field.confidence < threshold || failed) reasons.push(name);
  }
  for (const name of doubted) if (!reasons.includes(name)) reasons.push(name);
  const scored = required.length
    ? required.map((n) => fields[n]?.confidence ?? 0)
    : Object.values(fields).map((f) => f.confidence);
  const fieldMean = scored.length ? scored.reduce((a, b) => a + b, 0) / scored.length : pageConfidence;
  const confidence = round(fieldMean * Math.min(1, 0.5 + typeConfidence / 2 + 0.05));
  if (confidence < threshold && reasons.length === 0) reasons.push('confidence');
  return { confidence, needsReview: reasons.length > 0, reviewReasons: reasons };
}
