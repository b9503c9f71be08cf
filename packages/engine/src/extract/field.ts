import type { BBox, Field } from '@docread/contracts';
import { unionBox } from './lines.ts';
import type { TextLine } from './types.ts';

/** The box of the words of a row that make up `text`, or the row's box when they cannot be told apart. */
export function boxOf(row: TextLine, text: string): BBox {
  const wanted = text.replace(/\s+/g, ' ').trim();
  if (!wanted) return row.bbox;
  const words = row.words;
  let best: { from: number; to: number } | null = null;
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < words.length; j++) {
      joined = joined ? `${joined} ${words[j]?.text ?? ''}` : (words[j]?.text ?? '');
      if (joined.includes(wanted)) {
        if (!best || j - i < best.to - best.from) best = { from: i, to: j };
        break;
      }
      if (joined.length > wanted.length + 40) break;
    }
  }
  if (best) return unionBox(words.slice(best.from, best.to + 1).map((w) => w.bbox));
  const single = words.find((w) => w.text.includes(wanted) || wanted.includes(w.text));
  return single && single.text.length >= wanted.length / 2 ? single.bbox : row.bbox;
}

/** The lowest word confidence among the words that carry `text`. */
function confidenceOf(row: TextLine, text: string): number {
  const parts = text.split(/\s+/).filter(Boolean);
  const hits = row.words.filter((w) => parts.some((p) => w.text.includes(p) || p.includes(w.text)));
  return hits.length ? Math.min(...hits.map((w) => w.confidence)) : row.confidence;
}

/**
 * A field read from a row. `certainty` is how sure the reading rule is (a labelled value is surer
 * than a guess by position); it multiplies the OCR confidence of the words.
 */
export function fieldFrom(row: TextLine, value: Field['value'], text: string, certainty: number): Field {
  return {
    value,
    text: text.trim(),
    confidence: round(confidenceOf(row, text) * certainty),
    page: row.page,
    bbox: boxOf(row, text),
  };
}

/** A field derived from others (a computed total, a check result): no place on the page. */
export function derivedField(value: Field['value'], text: string, confidence: number): Field {
  return { value, text, confidence: round(confidence), page: null, bbox: null };
}

export function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 1000) / 1000;
}

/** Raises (a check passed) or lowers (it failed) a field's confidence. */
export function adjust(field: Field | undefined, passed: boolean): void {
  if (!field) return;
  field.confidence = round(
    passed ? Math.max(field.confidence, 0.5 + field.confidence / 2, 0.96) : field.confidence * 0.6,
  );
}
