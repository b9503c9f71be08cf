import { fieldFrom } from './field.ts';
import { parseNumber } from './parse/amounts.ts';
import type { FieldRow, TextLine } from './types.ts';

type Num = {
  value: number;
  text: string;
  /** A unit follows it ("1.00 kg", "1 PCS"): it counts something. */
  counted: boolean;
  /** Its place among the row's tokens. */
  at: number;
};

/** The GST/VAT code a till prints after each amount ("4.40 SR", "5.90 Z"): a column of its own, not text. */
const TAX_CODE_AFTER_AMOUNT = /(?<=\d[.,]\d{2})\s+[A-Z]{1,2}$/;
const MARK = /^(?:₪|ש["״]?ח|NIS|ILS|USD|EUR|RM|MYR|Rs\.?|[$€£]|[xX×*@])$/;
const RATE = /^\d+(?:[.,]\d+)?%$/;
/** A unit word between two numbers ("1.00 kg 42.00", "1 PCS 49,99"): short, letters only. */
const UNIT = /^\p{L}{1,5}\.?$/u;
const NUMERIC = /^-?\d[\d,.]*$/;
const TIMES = /(?<=\d)\s*[xX×*@א]\s*(?=\d)/g;
const bareOf = (token: string) => token.replace(/^[₪$€£]|[₪$€£]$|^(?:RM|Rs\.?)|^[xX×@]|[xX×]$|^\(|\)$/g, '');
const isNumeric = (token: string | undefined) => token !== undefined && NUMERIC.test(bareOf(token));

/**
 * The numeric columns at a row's logical end, with where each sits among the row's tokens: currency marks,
 * rates ("21 %") and units between numbers are columns too, not part of the description.
 */
function tailOf(text: string): { tokens: string[]; numbers: Array<Num>; start: number } {
  const tokens = text.trim().replace(TAX_CODE_AFTER_AMOUNT, '').split(/\s+/);
  const numbers: Array<Num> = [];
  let counted = false;
  let at = tokens.length - 1;
  for (; at >= 0; at--) {
    // A table's rule OCR read as a Hebrew letter glued to an amount ("1,580.00ו") is no part of it; a Latin
    // letter there is a till's tax code ("0.42V"), a column of its own.
    const token = (tokens[at] as string).replace(/(?<=\d[.,]\d{2})\p{Script=Hebrew}$/u, '');
    if (MARK.test(token)) continue;
    if (RATE.test(token) || (token === '%' && isNumeric(tokens[at - 1]))) {
      if (token === '%') at--;
      continue;
    }
    // "-£20.00": the sign before the mark is the amount's.
    const bare = bareOf(token.replace(/^-(?=[₪$€£])/, '')).replace(
      /^(?=\d)/,
      token.startsWith('-') ? '-' : '',
    );
    const value = NUMERIC.test(bare) ? parseNumber(bare.replace(/^-/, '')) : null;
    if (value === null && numbers.length && UNIT.test(token) && isNumeric(tokens[at - 1])) {
      counted = true;
      continue;
    }
    if (value === null || numbers.length >= 6) break;
    numbers.unshift({ value: bare.startsWith('-') ? -value : value, text: token, counted, at });
    counted = false;
  }
  return { tokens, numbers, start: at + 1 };
}

/** A row of numbers only ("2 x 2.90 5.80"): the quantity line of the item named on the row above. */
export function numbersOnly(row: TextLine): boolean {
  if (/\p{L}{2,}/u.test(row.text.trim().replace(TAX_CODE_AFTER_AMOUNT, ''))) return false;
  const { numbers, start } = tailOf(row.text.replace(TIMES, ' '));
  return numbers.length >= 2 && start === 0;
}

export function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.02, Math.abs(b) * 0.005);
}

/**
 * A number OCR misread by one digit lost ("5.0" for "5.80", "2" for "12") or its decimal point lost ("315"
 * for "3.15"): its digits, in order, are the true number's, or all of them but one.
 */
function misread(read: string, truth: number, decimals: number): boolean {
  const got = read.replace(/\D/g, '');
  const want = truth.toFixed(decimals).replace(/\D/g, '');
  if (got === want) return true;
  if (got.length !== want.length - 1) return false;
  return [...want].some((_, i) => want.slice(0, i) + want.slice(i + 1) === got);
}

const money = (n: { text: string }) => /[.,]\d{2}$/.test(n.text);
const isCount = (n: Num) => n.counted || (Number.isInteger(n.value) && !money(n) && n.value > 0);

type Arithmetic = { quantity: Num; unitPrice: Num; total: Num };

/**
 * Quantity × unit price = line total among a row's numbers, in any order (OCR of right-to-left rows prints
 * "total x price qty" as often as "qty price total"); failing that, with a discount percentage taken off
 * (× (1 − d/100)) or a tax amount added, as invoices print them in columns of their own. The quantity may
 * open the row ("1 1 Hosting 3.89 3.89": position, quantity).
 */
function arithmetic(numbers: Num[], leading: Num[], rtl: boolean): Arithmetic | null {
  // The quantity is what a unit counts, else the one not printed as money ("2.5 $80.00"), else a whole
  // count; of two alike, left to right the first column.
  const pick = (a: Num, b: Num, total: Num): Arithmetic => {
    const aFirst =
      a.counted !== b.counted
        ? a.counted
        : money(a) !== money(b)
          ? money(b)
          : isCount(a) !== isCount(b)
            ? isCount(a)
            : !rtl || isCount(a) || !Number.isInteger(b.value);
    return aFirst ? { quantity: a, unitPrice: b, total } : { quantity: b, unitPrice: a, total };
  };
  const fits = (a: Num, b: Num, t: Num, product: (x: number) => boolean) =>
    (t.value !== 0 || (a.value === 0 ? isCount(b) : b.value === 0 && isCount(a))) &&
    product(a.value * b.value);
  const passes: Array<(a: Num, b: Num, t: Num, others: Num[]) => boolean> = [
    (a, b, t) => fits(a, b, t, (p) => close(p, t.value)),
    (a, b, t, others) =>
      others.some(
        (d) => d.value > 0 && d.value < 100 && fits(a, b, t, (p) => close(p * (1 - d.value / 100), t.value)),
      ),
    (a, b, t, others) => others.some((x) => x.value > 0 && fits(a, b, t, (p) => close(p + x.value, t.value))),
  ];
  for (const pass of passes) {
    for (let t = numbers.length - 1; t >= 0; t--) {
      const total = numbers[t] as Num;
      const rest = numbers.filter((_, k) => k !== t);
      for (let a = 0; a < rest.length; a++) {
        for (let b = a + 1; b < rest.length; b++) {
          const [na, nb] = [rest[a] as Num, rest[b] as Num];
          if (
            pass(
              na,
              nb,
              total,
              rest.filter((_, k) => k !== a && k !== b),
            )
          )
            return pick(na, nb, total);
        }
      }
      for (const q of leading)
        for (const p of rest)
          if (
            pass(
              q,
              p,
              total,
              rest.filter((n) => n !== p),
            )
          )
            return { quantity: q, unitPrice: p, total };
    }
  }
  return null;
}

type Mended = Record<'quantity' | 'unitPrice' | 'lineTotal', { value: number; text: string; sure: boolean }>;

/**
 * Quantity, price and total whose arithmetic fails by one misread number: the one the other two put right
 * ("2 × 38.50 = 462.00" is 12 of them, "96 × 315 = 302.40" is 3.15 each), the total first.
 */
function mendOneNumber(q: Num, p: Num, t: Num): Mended | null {
  if (!Number.isInteger(q.value) || money(q) || q.value <= 0 || p.value <= 0) return null;
  const as = (n: Num, value = n.value) => ({ value, text: n.text, sure: value === n.value });
  const product = Math.round(q.value * p.value * 100) / 100;
  if (misread(t.text, product, 2)) return { quantity: as(q), unitPrice: as(p), lineTotal: as(t, product) };
  const price = Math.round((t.value / q.value) * 100) / 100;
  if (close(price * q.value, t.value) && misread(p.text, price, 2))
    return { quantity: as(q), unitPrice: as(p, price), lineTotal: as(t) };
  const count = t.value / p.value;
  if (Math.abs(count - Math.round(count)) < 1e-6 && count >= 1 && misread(q.text, Math.round(count), 0))
    return { quantity: as(q, Math.round(count)), unitPrice: as(p), lineTotal: as(t) };
  return null;
}

export type ItemReading = { item: FieldRow; confirmed: boolean };

/** Integers opening a row ("1 2 Widget …": position, quantity), candidates for the quantity. */
function leadingCounts(tokens: string[], before: number): Array<Num> {
  const out: Array<Num> = [];
  for (let at = 0; at < Math.min(before, 2); at++) {
    const token = tokens[at] as string;
    if (!/^\d{1,4}$/.test(token)) break;
    out.push({ value: Number(token), text: token, counted: false, at });
  }
  return out;
}

/**
 * Reads quantity, unit price and total from a row, told apart by the row's own arithmetic; numbers it leaves
 * unexplained before the first one used belong to the description ("… Exchange 2010 3.89 3.89").
 */
export function readRow(row: TextLine, named?: TextLine): ItemReading | null {
  // On Hebrew slips OCR reads the "x" of "2 x 2.90" as "א".
  const { tokens, numbers } = tailOf(named ? row.text.replace(TIMES, ' ') : row.text);
  if (!numbers.length) return null;
  const firstTail = numbers[0]?.at ?? tokens.length;
  const leading = leadingCounts(tokens, firstTail);
  const found = arithmetic(numbers, leading, row.direction === 'rtl');
  const item: FieldRow = {};
  const describe = (from: number, to: number) => {
    const words = tokens.slice(from, to);
    // Marks and rates closing the name belong to the columns after it ("… Thuiskopie 1 21% €").
    while (
      words.length > 1 &&
      /^(?:\S*%|%)$|^[₪$€£]$|^(?:Rs\.?|RM|NIS|ILS|USD|EUR)$/.test(words[words.length - 1] ?? '')
    )
      words.pop();
    const text = named
      ? named.text.trim()
      : words
          .join(' ')
          .replace(/[\s:|-]+$/, '')
          .trim();
    if (!/\p{L}{2,}/u.test(text)) return false;
    item.description = fieldFrom(named ?? row, text, text, 0.9);
    return true;
  };
  if (found) {
    const used = [found.quantity, found.unitPrice, found.total];
    const opening = leading.includes(found.quantity) ? leading.length : 0;
    const first = Math.min(...used.filter((n) => n.at >= opening).map((n) => n.at));
    // A row that opens with its numbers ("6.00 BOXS 17.00 102.00") is named by what it counts.
    if (!describe(opening, first) && !describe(0, found.total.at)) return null;
    item.quantity = fieldFrom(row, found.quantity.value, found.quantity.text, 0.97);
    item.unitPrice = fieldFrom(row, found.unitPrice.value, found.unitPrice.text, 0.97);
    item.lineTotal = fieldFrom(row, found.total.value, found.total.text, 0.97);
    return { item, confirmed: true };
  }
  return unconfirmed(row, numbers, item, describe);
}

/** A row whose numbers do not multiply out: the last is the line total, the one before it a count or a price. */
function unconfirmed(
  row: TextLine,
  numbers: Array<Num>,
  item: FieldRow,
  describe: (from: number, to: number) => boolean,
): ItemReading | null {
  const total = numbers[numbers.length - 1] as Num;
  const [q, p] = numbers.length >= 3 ? numbers.slice(-3) : [];
  const mended = q && p && mendOneNumber(q, p, total);
  if (q && mended) {
    if (!describe(0, q.at)) return null;
    for (const [name, n] of Object.entries(mended))
      item[name] = fieldFrom(row, n.value, n.text, n.sure ? 0.8 : 0.6);
    return { item, confirmed: false };
  }
  let head = numbers.slice(0, -1);
  // With more numbers than columns to fill, a size opening them ("25 g 96 315 302.40") is the name's.
  while (head.length > 1 && head[0]?.counted) head = head.slice(1);
  const only = head.length === 1 ? head[0] : undefined;
  let quantity: Num | undefined;
  let unitPrice: Num | undefined;
  // Numbers the arithmetic cannot place are left out, as they always were, unless one belongs to the name.
  let from = head[0]?.at ?? total.at;
  if (only) {
    if (close(only.value, total.value)) unitPrice = only;
    else if (Number.isInteger(only.value) && only.value > 0 && only.value < 1000 && !money(only)) {
      // A count only when it divides the total into a price in cents; else it belongs to the name ("רול און 50").
      const unit = total.value / only.value;
      if (Math.abs(Math.round(unit * 100) / 100 - unit) < 1e-6) {
        quantity = only;
        item.unitPrice = { ...fieldFrom(row, Math.round(unit * 100) / 100, '', 0.75), bbox: null };
      } else from = total.at;
    } else if (only.value > total.value && !money(only)) from = total.at;
    // A bare number above the line total cannot be its price ("… July 2015 29.99"): it is part of the name.
    else unitPrice = only;
  }
  if (!describe(0, from)) return null;
  if (quantity) item.quantity = fieldFrom(row, quantity.value, quantity.text, 0.8);
  if (unitPrice) item.unitPrice = fieldFrom(row, unitPrice.value, unitPrice.text, 0.8);
  item.lineTotal = fieldFrom(row, total.value, total.text, 0.8);
  const ratio = unitPrice && unitPrice.value > 0 ? total.value / unitPrice.value : 0;
  if (!quantity && unitPrice && ratio >= 2 && Math.abs(ratio - Math.round(ratio)) < 0.001) {
    // The count was lost but the price divides the total: "2.90 … 5.80" is two of them.
    item.quantity = { ...fieldFrom(row, Math.round(ratio), '', 0.75), bbox: null };
  }
  if (!quantity && !unitPrice && from === total.at) {
    // A single price on an item row (the numbers before it part of the name) is one unit at that price.
    item.quantity = { ...fieldFrom(row, 1, '', 0.8), bbox: null };
    item.unitPrice = fieldFrom(row, total.value, total.text, 0.8);
  }
  return { item, confirmed: false };
}
