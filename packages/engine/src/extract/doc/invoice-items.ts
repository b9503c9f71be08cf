import type { Field } from '@docread/contracts';
import { adjust } from '../field.ts';
import { readRow } from '../line-item-row.ts';
import { findLineItems } from '../line-items.ts';
import { findItemsBySum } from '../line-items-by-sum.ts';
import type { FieldRow, TextLine } from '../types.ts';

export function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.02, Math.abs(b) * 0.002);
}

/** What an invoice's labels say of a row. */
export type RowKinds = {
  isTotalsRow: (text: string) => boolean;
  isTaxRow: (text: string) => boolean;
  isTotal: (text: string) => boolean;
};

/**
 * The items under a table's header; without one, the rows their own arithmetic confirms (quantity × price =
 * total), kept only when they meet the subtotal or the total; else one charge a row, found by its sum.
 */
export function readLineItems(rows: TextLine[], fields: Record<string, Field>, kinds: RowKinds): FieldRow[] {
  const { isTotalsRow, isTaxRow, isTotal } = kinds;
  const tabled = findLineItems(rows, isTotalsRow);
  if (tabled.length) return meetingTotals(tabled, fields);
  const start = rows.findIndex((r) => !isTotalsRow(r.text) && readRow(r)?.confirmed);
  if (start >= 0) {
    const confirmed = meetingTotals(findLineItems(rows, isTotalsRow, { start, confirmedOnly: true }), fields);
    if (sumMeets(confirmed, fields)) return confirmed;
  }
  const targets = [fields.subtotal?.value, fields.totalAmount?.value].filter((v) => typeof v === 'number');
  return findItemsBySum(rows, (text) => isTotalsRow(text) || isTaxRow(text), isTotal, targets);
}

/** Whether the items add up to the subtotal or the total; null when the invoice prints neither. */
export function sumMeets(items: FieldRow[], fields: Record<string, Field>): boolean | null {
  const targets = [fields.subtotal?.value, fields.totalAmount?.value].filter((v) => typeof v === 'number');
  const sum = items.reduce((s, i) => s + Number(i.lineTotal?.value ?? 0), 0);
  return targets.length ? targets.some((t) => near(sum, t)) : null;
}

/**
 * Line items whose sum misses the subtotal (or total) but meets it without one of them keep the others: the
 * odd one is a note's amount ("discount of Rs -40.00") read as an item.
 */
function meetingTotals(items: FieldRow[], fields: Record<string, Field>): FieldRow[] {
  if (items.length < 2 || sumMeets(items, fields) !== false) return items;
  const odd = items.findIndex((_, k) =>
    sumMeets(
      items.filter((__, j) => j !== k),
      fields,
    ),
  );
  return odd < 0 ? items : items.filter((_, j) => j !== odd);
}

const multipliesOut = (item: FieldRow) =>
  [item.quantity, item.unitPrice, item.lineTotal].every((f) => f?.bbox && typeof f.value === 'number') &&
  near(Number(item.quantity?.value) * Number(item.unitPrice?.value), Number(item.lineTotal?.value));

/**
 * Every line total raised when the items add up to the subtotal or total and lowered when they do not; a
 * quantity and price their row multiplies into a confirmed line total are confirmed too.
 */
export function judgeItems(items: FieldRow[], fields: Record<string, Field>): void {
  const meet = sumMeets(items, fields);
  if (meet === null) return;
  for (const item of items) {
    adjust(item.lineTotal, meet);
    if (meet && multipliesOut(item)) for (const f of [item.quantity, item.unitPrice]) adjust(f, true);
  }
}
