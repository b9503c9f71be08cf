import type { BBox } from '@docread/contracts';
import { cellsOf } from './cells.ts';
import { boxOf } from './field.ts';
import { unionBox } from './lines.ts';
import type { TextLine } from './types.ts';

/** The words of a row that sit under a label (a header row over a row of values), in logical order. */
function wordsUnder(row: TextLine, label: BBox): string | null {
  const words = row.words.filter((w) => {
    const overlap = Math.min(w.bbox.x + w.bbox.w, label.x + label.w) - Math.max(w.bbox.x, label.x);
    return overlap > Math.min(w.bbox.w, label.w) * 0.3;
  });
  return words.length ? words.map((w) => w.text).join(' ') : null;
}

export interface KeyValue {
  label: string;
  value: string;
  /** Row holding the value (the label's own row, or the one below it). */
  row: TextLine;
  labelRow: TextLine;
}

/** A label is short, mostly letters, and ends with ':' (on the right of a Hebrew row, still last in logical order). */
const LABEL_VALUE = /^\s*([^:\d][^:]{0,38}?)\s*[:：]\s*(.*)$/;

/** Key-value pairs: "Label: value" on one row, or a row holding only "Label:" with the value below it. */
export function findKeyValues(rows: TextLine[]): KeyValue[] {
  const out: KeyValue[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as TextLine;
    const m = LABEL_VALUE.exec(row.text);
    if (!m) continue;
    const label = (m[1] ?? '').trim();
    const value = (m[2] ?? '').trim();
    if (!/\p{L}/u.test(label)) continue;
    if (value) {
      out.push({ label, value, row, labelRow: row });
      continue;
    }
    const below = rows[i + 1];
    if (below && below.page === row.page && !LABEL_VALUE.test(below.text)) {
      out.push({ label, value: below.text.trim(), row: below, labelRow: row });
    }
  }
  return out;
}

export interface LabelHit<T> {
  value: T;
  text: string;
  row: TextLine;
  /** Which label of the list matched: earlier labels are the more specific. */
  rank: number;
}

/**
 * Finds the value next to the first matching label: the text after the label on its row, else the
 * text before it (a value printed on the other side), else the row below.
 */
/**
 * The box of the label matched at `at`: a header can print the same word twice ("Invoice date", "Invoice"),
 * and the second label's value is under the second word, not the first.
 */
function labelBox(row: TextLine, at: number, label: string): BBox {
  if (row.words.map((w) => w.text).join(' ') !== row.text) return boxOf(row, label);
  let offset = 0;
  const covering = row.words.filter((w) => {
    const start = offset;
    offset += w.text.length + 1;
    return start < at + label.trimEnd().length && start + w.text.length > at;
  });
  return covering.length ? unionBox(covering.map((w) => w.bbox)) : boxOf(row, label);
}

export function findLabelled<T>(
  rows: TextLine[],
  labels: RegExp[],
  read: (text: string) => { value: T; text: string } | null,
  /** `below: 'header'`: the row below counts only under a header of several cells, not under a lone title. */
  opts: { below?: boolean | 'header'; from?: number; to?: number; last?: boolean } = {},
): LabelHit<T> | null {
  const from = opts.from ?? 0;
  const to = opts.to ?? rows.length;
  for (let rank = 0; rank < labels.length; rank++) {
    const label = labels[rank] as RegExp;
    const order = Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
    if (opts.last) order.reverse();
    for (const i of order) {
      const row = rows[i] as TextLine;
      const next = rows[i + 1];
      // Every occurrence: in a header row the same word can open several labels ("Invoice date", "Invoice").
      for (const m of row.text.matchAll(
        new RegExp(label.source, label.flags.includes('g') ? label.flags : `${label.flags}g`),
      )) {
        const after = row.text.slice(m.index + m[0].length);
        const before = row.text.slice(0, m.index);
        const hit = read(after) ?? read(before);
        if (hit) return { ...hit, row, rank };
        if (opts.below === false || !next || next.page !== row.page) continue;
        // Under a header of several cells only the words beneath the label count; a lone label owns the row below.
        const header = cellsOf(row).length > 1;
        if (opts.below === 'header' && !header) continue;
        const under = header ? wordsUnder(next, labelBox(row, m.index, m[0])) : next.text;
        const below = under ? read(under) : null;
        if (below) return { ...below, row: next, rank };
      }
    }
  }
  return null;
}
