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
/** The GST/VAT code a till prints after each amount ("4.40 SR", "5.90 Z"): a column of its own, not text. */
const TAX_CODE_AFTER_AMOUNT = /(?<=\d[.,]\d{2})\s+[A-Z]{1,2}$/;

function trailingNumbers(text: string): { numbers: Array<{ value: number; text: string }>; rest: string } {
  const tokens = text.trim().replace(TAX_CODE_AFTER_AMOUNT, '').split(/\s+/);
  const numbers: Array<{ value: number; text: string }> = [];
  while (tokens.length) {
    const token = tokens[tokens.length - 1] ?? '';
    const bare = token.replace(/^[₪$€£]|[₪$€£]$|^(?:RM|Rs\.?)|^[xX×@]|[xX×]$|^\(|\)$/g, '');
    if (/^(?:₪|ש["״]?ח|NIS|ILS|USD|EUR|RM|MYR|Rs\.?|[$€£]|[xX×*@])$/.test(token)) {
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

/** A number read with one digit lost ("5.0" for "5.80"): its digits, in order, are all but one of the product's. */
function lostOneDigit(read: string, product: number): boolean {
  const got = read.replace(/\D/g, '');
  const want = product.toFixed(2).replace(/\D/g, '');
  if (got.length !== want.length - 1) return false;
  return [...want].some((_, i) => want.slice(0, i) + want.slice(i + 1) === got);
}

/** Reads quantity, unit price and total from a row's numbers, told apart by quantity × unit price = total. */
function assignNumbers(
  row: TextLine,
  numbers: Array<{ value: number; text: string }>,
  item: FieldRow,
  /** A number that turned out to be part of the description. */
  descriptionTail?: string,
): boolean {
  const description = item.description;
  if (descriptionTail && description) {
    description.value = `${description.value} ${descriptionTail}`;
    description.text = `${description.text} ${descriptionTail}`;
  }
  const money = (n: { text: string }) => /[.,]\d{2}$/.test(n.text);
  let quantity: { value: number; text: string } | undefined;
  let unitPrice: { value: number; text: string } | undefined;
  let total: { value: number; text: string } | undefined;
  // Any order: OCR of right-to-left receipts prints "total x price qty" as often as "qty price total".
  for (let t = numbers.length - 1; t >= 0 && !total; t--) {
    for (let a = 0; a < numbers.length && !total; a++) {
      for (let b = a + 1; b < numbers.length && !total; b++) {
        const [na, nb, nt] = [numbers[a], numbers[b], numbers[t]];
        if (a === t || b === t || !na || !nb || !nt || nt.value === 0) continue;
        if (close(na.value * nb.value, nt.value)) {
          const aIsCount = Number.isInteger(na.value) && !money(na);
          [quantity, unitPrice] = aIsCount || !Number.isInteger(nb.value) ? [na, nb] : [nb, na];
          total = nt;
        }
      }
    }
  }
  const consistent = Boolean(total);
  if (!total && numbers.length === 3) {
    // Quantity and price read whole, the total with a digit lost: the product is the total.
    const [a, b, t] = numbers as [
      (typeof numbers)[number],
      (typeof numbers)[number],
      (typeof numbers)[number],
    ];
    const product = Math.round(a.value * b.value * 100) / 100;
    if (Number.isInteger(a.value) && !money(a) && lostOneDigit(t.text, product)) {
      item.quantity = fieldFrom(row, a.value, a.text, 0.8);
      item.unitPrice = fieldFrom(row, b.value, b.text, 0.8);
      item.lineTotal = fieldFrom(row, product, t.text, 0.6);
      return true;
    }
  }
  if (!total) {
    total = numbers[numbers.length - 1];
    const head = numbers.slice(0, -1);
    const only = head.length === 1 ? head[0] : undefined;
    if (only && total) {
      if (close(only.value, total.value)) unitPrice = only;
      else if (Number.isInteger(only.value) && only.value > 0 && only.value < 1000 && !money(only)) {
        // A count only when it divides the total into a price in cents; else it belongs to the name ("רול און 50").
        const unit = total.value / only.value;
        if (Math.abs(Math.round(unit * 100) / 100 - unit) < 1e-6) quantity = only;
        else return assignNumbers(row, [total], item, only.text);
      } else unitPrice = only;
    }
  }
  if (!total) return false;
  const certainty = consistent ? 0.97 : 0.8;
  if (quantity) item.quantity = fieldFrom(row, quantity.value, quantity.text, certainty);
  if (unitPrice) item.unitPrice = fieldFrom(row, unitPrice.value, unitPrice.text, certainty);
  item.lineTotal = fieldFrom(row, total.value, total.text, certainty);
  const ratio = unitPrice && unitPrice.value > 0 ? total.value / unitPrice.value : 0;
  if (!quantity && unitPrice && ratio >= 2 && Math.abs(ratio - Math.round(ratio)) < 0.001) {
    // The count was lost but the price divides the total: "2.90 … 5.80" is two of them.
    item.quantity = { ...fieldFrom(row, Math.round(ratio), '', 0.75), bbox: null };
  }
  if (!quantity && !unitPrice && numbers.length === 1) {
    // A single price on an item row is one unit at that price.
    item.quantity = { ...fieldFrom(row, 1, '', 0.8), bbox: null };
    item.unitPrice = fieldFrom(row, total.value, total.text, 0.8);
  }
  return true;
}

/** A number glued to the description's first or last word ("240חלב טרי"): OCR ran the quantity cell into it. */
const GLUED_NUMBER = /^(\d{1,4})(?=\p{L})|(?<=\p{L})(\d{1,4})$/u;

/**
 * Splits a quantity OCR ran into the description when quantity × unit price gives the line total; when the
 * arithmetic cannot confirm it, the description is kept as read but doubted, so it is reviewed.
 */
function splitGluedQuantity(row: TextLine, item: FieldRow): void {
  const description = item.description;
  if (!description || typeof description.value !== 'string' || item.quantity?.bbox) return;
  const m = GLUED_NUMBER.exec(description.value);
  if (!m) return;
  const quantity = Number(m[1] ?? m[2]);
  const unit = item.unitPrice?.value;
  const total = item.lineTotal?.value;
  if (
    typeof unit === 'number' &&
    typeof total === 'number' &&
    unit !== total &&
    close(quantity * unit, total)
  ) {
    const rest = description.value.replace(GLUED_NUMBER, '').trim();
    item.description = fieldFrom(row, rest, rest, 0.85);
    item.quantity = fieldFrom(row, quantity, m[0], 0.85);
    return;
  }
  description.confidence = Math.min(description.confidence, 0.5);
}

/** A row of an item table: description first (logical order), numbers last. */
function itemRow(row: TextLine): FieldRow | null {
  const { numbers, rest } = trailingNumbers(row.text);
  const description = rest.replace(/[\s:|-]+$/, '').trim();
  if (!numbers.length || !/\p{L}{2,}/u.test(description)) return null;
  const item: FieldRow = { description: fieldFrom(row, description, description, 0.9) };
  if (!assignNumbers(row, numbers, item)) return null;
  splitGluedQuantity(row, item);
  return item;
}

/** A row of numbers only ("2 x 2.90 5.80"): the quantity line of the item named on the row above. */
function numbersOnlyRow(row: TextLine): Array<{ value: number; text: string }> | null {
  if (/\p{L}{2,}/u.test(row.text.trim().replace(TAX_CODE_AFTER_AMOUNT, ''))) return null;
  // On Hebrew slips OCR reads the "x" of "2 x 2.90" as "א".
  const { numbers, rest } = trailingNumbers(row.text.replace(/(?<=\d)\s*[xX×*@א]\s*(?=\d)/g, ' '));
  return numbers.length >= 2 && !rest.trim() ? numbers : null;
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
  const header = rows.findIndex((r) => isItemHeader(r.text) && !isTotalsRow(r.text));
  const from = header !== -1 ? header + 1 : start;
  if (from === undefined) return [];
  const items: FieldRow[] = [];
  let pendingDescription: TextLine | null = null;
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] as TextLine;
    if (isTotalsRow(row.text)) break;
    const numbers = numbersOnlyRow(row);
    if (numbers && pendingDescription) {
      const text = pendingDescription.text.trim();
      const item: FieldRow = { description: fieldFrom(pendingDescription, text, text, 0.9) };
      if (assignNumbers(row, numbers, item)) items.push(item);
      pendingDescription = null;
      continue;
    }
    const item = itemRow(row);
    if (item) {
      items.push(item);
      pendingDescription = null;
      continue;
    }
    if (/\p{L}{3,}/u.test(row.text)) {
      // A name without numbers starts a two-row item when numbers follow, else it continues the wrapped description above.
      const next = rows[i + 1];
      const previous = items[items.length - 1]?.description;
      if (next && numbersOnlyRow(next)) pendingDescription = row;
      else if (previous && previous.page === row.page && !/\d/.test(row.text)) {
        previous.value = `${previous.value} ${row.text.trim()}`;
        previous.text = `${previous.text} ${row.text.trim()}`;
      }
    }
  }
  return items;
}
