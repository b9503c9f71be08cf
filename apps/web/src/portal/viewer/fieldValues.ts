import {
  DEFAULT_REVIEW_THRESHOLD,
  type DocumentResult,
  type DocumentResultView,
  type Field,
} from '@docread/contracts';

/** A value as the viewer prints it: numbers and yes/no in the reader's language, dates and codes as they are. */
export function displayValue(
  value: Field['value'],
  locale: string,
  words: { yes: string; no: string },
): string {
  if (value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number')
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value);
  return String(value);
}

/** Reads what a person typed in the type of the engine's value (a number stays a number). */
export function parseCorrection(text: string, original: Field['value']): string | number | boolean | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (typeof original === 'number') {
    const n = Number(trimmed.replace(/[,\s₪$€]/g, ''));
    return Number.isFinite(n) ? n : trimmed;
  }
  if (typeof original === 'boolean') return /^(true|yes|1|כן)$/i.test(trimmed);
  return trimmed;
}

/** Below the review threshold, or named by the engine as a reason for review. */
export function isLowConfidence(name: string, field: Field, result: DocumentResult): boolean {
  return field.confidence < DEFAULT_REVIEW_THRESHOLD || result.reviewReasons.includes(name);
}

/** `invoiceDate` -> `Invoice date`, for field names the catalogue does not know. */
export function humanize(name: string): string {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

export function percent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

type ViewWithResult = Pick<DocumentResultView, 'corrections'> & { result: DocumentResult };

/** Low-confidence fields nobody has corrected or accepted yet: what a reviewer still has to look at. */
export function fieldsAwaitingReview(view: ViewWithResult): string[] {
  return Object.entries(view.result.fields)
    .filter(([name, field]) => isLowConfidence(name, field, view.result) && !(name in view.corrections))
    .map(([name]) => name);
}

/** The order a reviewer walks the fields: those awaiting review first, then the rest as the engine wrote them. */
export function reviewOrder(view: ViewWithResult): string[] {
  const first = fieldsAwaitingReview(view);
  const rest = Object.keys(view.result.fields).filter((name) => !first.includes(name));
  return [...first, ...rest];
}
