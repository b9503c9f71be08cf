/**
 * Totals read against the item rows. A dot-matrix slip's 9 prints like an 8, and the same misread digit
 * then runs through subtotal and total alike, so they agree with each other and with the tax. Item rows
 * that prove themselves (quantity × unit price = amount) sum to what the subtotal should be: when the
 * subtotal read is that sum with one digit swapped for a look-alike, the sum stands for it, and the total
 * is the sum plus tax when the total read is one look-alike digit from that too.
 */
import { findAmounts } from '../parse/amounts.ts';
import type { TextLine } from '../types.ts';

/** Digit pairs OCR swaps on receipts (dot-matrix 8/9, 3/8, 5/6, 1/7, 0/8, 6/8). */
const LOOK_ALIKES = new Set(['89', '38', '56', '17', '08', '68']);

/** Fewer proven rows than this are too little evidence to overrule a printed subtotal. */
const MIN_PROVEN = 2;

function near(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}

/** The amount of an item row whose last three numbers are quantity, unit price and their product. */
function provenAmount(row: TextLine): number | null {
  const numbers = findAmounts(row.text).map((a) => a.value);
  const [quantity, price, amount] = numbers.slice(-3);
  if (numbers.length < 3 || quantity === undefined || price === undefined || amount === undefined)
    return null;
  return amount > 0 && quantity > 0 && near(quantity * price, amount) ? amount : null;
}

/** The sum of the proven item rows above `before`, or null when too few rows prove themselves. */
export function provenItemSum(rows: readonly TextLine[], before: number): number | null {
  const amounts = rows
    .filter((r) => r.index < before)
    .map(provenAmount)
    .filter((a) => a !== null);
  if (amounts.length < MIN_PROVEN) return null;
  return Math.round(amounts.reduce((s, a) => s + a, 0) * 100) / 100;
}

/** Both amounts printed with two decimals differ in exactly one digit, and that digit is a look-alike pair. */
export function oneLookAlikeApart(read: number, meant: number): boolean {
  const [a, b] = [read.toFixed(2), meant.toFixed(2)];
  if (a.length !== b.length) return false;
  const differing = [...a].map((c, i) => [c, b[i]] as const).filter(([x, y]) => x !== y);
  if (differing.length !== 1) return false;
  const [x, y] = differing[0] as readonly [string, string];
  return LOOK_ALIKES.has([x, y].sort().join(''));
}

export interface CheckedTotals {
  subtotal: number;
  total: number;
}

/**
 * The subtotal and total the proven items vouch for, when the ones read are look-alike misreads of them;
 * null when the readings stand.
 */
export function totalsFromItems(
  rows: readonly TextLine[],
  read: { subtotal: number; subtotalRow: number; total: number; tax: number },
): CheckedTotals | null {
  if (!near(read.subtotal + read.tax, read.total)) return null;
  const sum = provenItemSum(rows, read.subtotalRow);
  if (sum === null || near(sum, read.subtotal) || !oneLookAlikeApart(read.subtotal, sum)) return null;
  const total = Math.round((sum + read.tax) * 100) / 100;
  return oneLookAlikeApart(read.total, total) ? { subtotal: sum, total } : null;
}
