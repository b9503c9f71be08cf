import { close, readRow } from './line-item-row.ts';
import { findAmounts, looksLikeMoney } from './parse/amounts.ts';
import type { FieldRow, TextLine } from './types.ts';

type Charge = { name: string; amount: number; item: FieldRow };

/**
 * A row naming one charge: words, then the one amount of money on it, at its end ("Additional seats x 5
 * $300.00": the count is the name's), read as any item row is.
 */
function chargeOf(row: TextLine): Charge | null {
  const amounts = findAmounts(row.text);
  const last = amounts[amounts.length - 1];
  // Another amount with cents makes the row a table's, not one charge's (a currency mark may follow a count).
  if (!last || !looksLikeMoney(last) || amounts.slice(0, -1).some((a) => /[.,]\d{2}/.test(a.text)))
    return null;
  if (row.text.slice(last.index + last.text.length).trim()) return null;
  const item = readRow(row)?.item;
  const name = String(item?.description?.value ?? '');
  if (!item || !/\p{L}{3,}/u.test(name) || !close(Number(item.lineTotal?.value), last.value)) return null;
  return { name, amount: last.value, item };
}

/**
 * Items printed without a table: one charge a row, each with its amount ("Data transfer $0.01"), found by
 * their sum, which must meet the subtotal or the total. A name every group repeats ("Charges", "VAT") labels
 * a breakdown of the item above it, not an item; a totals row closes a group. Of the runs of charges that
 * meet a target, the one with the most non-zero charges (two at least) is taken.
 */
export function findItemsBySum(
  rows: TextLine[],
  isTotalsRow: (text: string) => boolean,
  closesGroup: (text: string) => boolean,
  targets: number[],
): FieldRow[] {
  const charges: Array<Charge | 'break'> = rows
    .map((row) => (closesGroup(row.text) ? 'break' : isTotalsRow(row.text) ? null : chargeOf(row)))
    .filter((c): c is Charge | 'break' => c !== null);
  const seen = new Map<string, number>();
  for (const c of charges)
    if (c !== 'break') seen.set(c.name.toLowerCase(), (seen.get(c.name.toLowerCase()) ?? 0) + 1);
  const groups: Charge[][] = [[]];
  for (const c of charges) {
    if (c === 'break') groups.push([]);
    else if (seen.get(c.name.toLowerCase()) === 1) groups[groups.length - 1]?.push(c);
  }
  let best: Charge[] = [];
  const nonZero = (run: Charge[]) => run.filter((c) => c.amount !== 0).length;
  for (const group of groups)
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++) {
        const run = group.slice(i, j + 1);
        const sum = run.reduce((s, c) => s + c.amount, 0);
        if (nonZero(run) >= 2 && nonZero(run) > nonZero(best) && targets.some((t) => close(sum, t)))
          best = run;
      }
  return best.map((c) => c.item);
}
