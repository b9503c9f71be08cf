import { fieldFrom } from './field.ts';
import { parseNumber } from './parse/amounts.ts';
import type { FieldRow, TextLine } from './types.ts';

const HEADER_CUES = [
  /תיאור|פריט|שם\s*(?:ה)?מוצר|מוצר|\bdescription\b|\bitems?\b|\bproducts?\b|\bservices?\b|\bdesignation\b|\barticle\b/i,
  /כמות|\bqty\b|\bquantity\b|\bunits?\b|\bhours\b|\bquantité\b/i,
  /מחיר|\bprice\b|\brate\b|\bunit\s*cost\b|\bprix\b/i,
  /סה["״]?כ|סכום|\btotal\b|\bamount\b|\bmontant\b/i,
];

/** Numbers of a row read from its logical end: quantity, unit price, line total, maybe a tax column. */
function trailingNumbers(text: string): { numbers: Array<{ value: number; text: string }>; rest: string } {
  const tokens = text.trim().split(/\s+/);
  const numbers: Array<{ value: number; text: string }> = [];
  while (tokens.length) {
    const token = tokens[tokens.length - 1] ?? '';
    const bare = token.replace(/^[₪$€£]|[₪$€£]$|^(?:RM|x|X)|^\(|\)$/g, '');
    if (/^(?:₪|ש["״]?ח|NIS|ILS|USD|EUR|RM|MYR|[$€£]|x|X|@)$/.test(token)) {
      tokens.pop();
      continue;
    }
    const value = /^-?\d[\d,.]*$/.test(bare) ? parseNumber(bare.replace(/^-/, '')) : null;
    if (value === null || numbers.length >= 4) break;
    numbers.unshift({ value: bare.startsWith('-') ? -value : value, text: token });
    tokens.pop();
  }
  return { numbers, rest: tokens.join(' ') };
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.02, Math.abs(b) * 0.005);
}

/** A row of an item table, its columns told apart by arithmetic: quantity × unit price = line total. */
function itemRow(row: TextLine): FieldRow | null {
  const { numbers, rest } = trailingNumbers(row.text);
  const description = rest.replace(/[\s:|-]+$/, '').trim();
  if (!numbers.length || !/\p{L}{2,}/u.test(description)) return null;
  const item: FieldRow = { description: fieldFrom(row, description, description, 0.9) };
  const total = numbers[numbers.length - 1];
  if (!total) return null;
  let quantity: { value: number; text: string } | undefined;
  let unitPrice: { value: number; text: string } | undefined;
  let consistent = false;
  const head = numbers.slice(0, -1);
  for (let i = 0; i + 1 < head.length && !consistent; i++) {
    const a = head[i];
    const b = head[i + 1];
    if (a && b && close(a.value * b.value, total.value)) {
      const aIsCount = Number.isInteger(a.value) && !/[.,]\d{2}$/.test(a.text);
      [quantity, unitPrice] = aIsCount || !Number.isInteger(b.value) ? [a, b] : [b, a];
      consistent = true;
    }
  }
  if (!consistent && head.length === 1 && head[0]) {
    const only = head[0];
    if (close(only.value, total.value)) unitPrice = only;
    else if (
      Number.isInteger(only.value) &&
      only.value > 0 &&
      only.value < 1000 &&
      !/[.,]\d{2}$/.test(only.text)
    )
      quantity = only;
    else unitPrice = only;
  }
  const certainty = consistent ? 0.97 : 0.8;
  if (quantity) item.quantity = fieldFrom(row, quantity.value, quantity.text, certainty);
  if (unitPrice) item.unitPrice = fieldFrom(row, unitPrice.value, unitPrice.text, certainty);
  item.lineTotal = fieldFrom(row, total.value, total.text, certainty);
  return item;
}

export function isItemHeader(text: string): boolean {
  return HEADER_CUES.filter((re) => re.test(text)).length >= 2;
}

/**
 * Item rows between a table header (or `start`) and the first totals row. A row without numbers
 * continues the description above it (wrapped text).
 */
export function findLineItems(
  rows: TextLine[],
  isTotalsRow: (text: string) => boolean,
  start?: number,
): FieldRow[] {
  const header = rows.findIndex((r) => isItemHeader(r.text));
  const from = header !== -1 ? header + 1 : start;
  if (from === undefined) return [];
  const items: FieldRow[] = [];
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] as TextLine;
    if (isTotalsRow(row.text)) break;
    const item = itemRow(row);
    if (item) {
      items.push(item);
      continue;
    }
    const previous = items[items.length - 1];
    if (
      previous?.description &&
      /\p{L}{3,}/u.test(row.text) &&
      !/\d{2,}/.test(row.text) &&
      row.page === previous.description.page
    ) {
      previous.description.value = `${previous.description.value} ${row.text.trim()}`;
      previous.description.text = `${previous.description.text} ${row.text.trim()}`;
    }
  }
  return items;
}
