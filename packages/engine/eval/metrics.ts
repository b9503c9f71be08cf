/** Text-comparison measures shared by the evaluation and the benchmark. */

const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** NFC, bidi marks removed, every run of whitespace one space (the datasets' scoring convention). */
export function normaliseText(text: string): string {
  return text.normalize('NFC').replace(BIDI_MARKS, '').replace(/\s+/g, ' ').trim();
}

/** Also folds typographic variants OCR cannot tell apart (quotes, geresh, dashes, maqaf, ellipsis). */
export function foldTypography(text: string): string {
  return normaliseText(text.normalize('NFKC'))
    .replace(/[“”„״″]/g, '"')
    .replace(/[‘’׳′`]/g, "'")
    .replace(/[–—־‐]/g, '-')
    .replace(/…/g, '...')
    .replace(/ ?([.,:;!?)\]]) ?/g, '$1')
    .replace(/([([]) /g, '$1');
}

export function editDistance<T>(a: readonly T[], b: readonly T[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

export type ErrorCount = { errors: number; length: number };

export function charErrors(hypothesis: string, reference: string): ErrorCount {
  const ref = [...reference];
  return { errors: editDistance([...hypothesis], ref), length: ref.length };
}

export function wordErrors(hypothesis: string, reference: string): ErrorCount {
  const ref = reference.split(' ').filter(Boolean);
  return { errors: editDistance(hypothesis.split(' ').filter(Boolean), ref), length: ref.length };
}

/** Order-free word recall: share of reference words found (as a multiset) in the hypothesis. */
export function wordRecall(hypothesis: string, reference: string): ErrorCount {
  const strip = (w: string) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const pool = new Map<string, number>();
  for (const w of hypothesis.split(' ').map(strip).filter(Boolean)) pool.set(w, (pool.get(w) ?? 0) + 1);
  let missing = 0;
  const ref = reference.split(' ').map(strip).filter(Boolean);
  for (const w of ref) {
    const n = pool.get(w) ?? 0;
    if (n > 0) pool.set(w, n - 1);
    else missing++;
  }
  return { errors: missing, length: ref.length };
}

export const rate = (c: ErrorCount) => (c.length === 0 ? 0 : c.errors / c.length);
export const add = (a: ErrorCount, b: ErrorCount): ErrorCount => ({
  errors: a.errors + b.errors,
  length: a.length + b.length,
});
export const ZERO: ErrorCount = { errors: 0, length: 0 };

/** Per-field tallies: a prediction is correct when it equals the reference after normalisation. */
export type FieldTally = { truePositive: number; predicted: number; expected: number };

export function f1(t: FieldTally): { precision: number; recall: number; f1: number } {
  const precision = t.predicted ? t.truePositive / t.predicted : 0;
  const recall = t.expected ? t.truePositive / t.expected : 0;
  return {
    precision: round(precision),
    recall: round(recall),
    f1: round(precision + recall ? (2 * precision * recall) / (precision + recall) : 0),
  };
}

export const round = (v: number, digits = 4) => Math.round(v * 10 ** digits) / 10 ** digits;

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A ground-truth date as ISO yyyy-mm-dd: day first numeric ("25/12/2018", "03-02-18") unless only month
 * first makes a date ("12/25/2018"), year first ("2018-03-30", "20180330"), and month names either side of
 * the day ("30 MAR 2018", "Mar 30, 2018"). The text as
 * given when none fits, so a wrong reading is still counted as wrong rather than as missing.
 */
export function keyDate(raw: string): string {
  const v = raw.trim();
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  let m = /(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/.exec(v);
  if (m) return `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  m = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})/.exec(v);
  if (m) {
    // Day first unless that makes no date (`12/13/2016` can only be month first).
    const [first, second] = [Number(m[1]), Number(m[2])];
    const [day, month] = second > 12 && first <= 12 ? [second, first] : [first, second];
    return `${year(m[3] as string)}-${pad(month)}-${pad(day)}`;
  }
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return `${m[1]}-${m[2]}-${m[3]}`;
  const month = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  m = /(\d{1,2})(?:st|nd|rd|th)?[\s./-]*([A-Za-z]{3,9})\.?[\s.,/-]*(\d{4}|\d{2})(?!\d)/.exec(v);
  if (m && month(m[2] as string))
    return `${year(m[3] as string)}-${pad(month(m[2] as string))}-${pad(Number(m[1]))}`;
  m = /([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|\d{2})(?!\d)/.exec(v);
  if (m && month(m[1] as string))
    return `${year(m[3] as string)}-${pad(month(m[1] as string))}-${pad(Number(m[2]))}`;
  return v;
}

/** A ground-truth amount as a number: currency marks ("RM7.70", "$8.20") and thousands separators dropped. */
export function keyAmount(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  const s = String(raw).trim();
  const negative = /^\(.*\)$|^-|-$/.test(s.replace(/[^\d.,()-]/g, ''));
  const digits = s.replace(/[^\d.,]/g, '');
  const normal =
    /,\d{2}$/.test(digits) && !digits.includes('.') ? digits.replace(',', '.') : digits.replace(/,/g, '');
  const n = Number(normal);
  return negative ? -n : n;
}
