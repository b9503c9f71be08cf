import type { Field, Warning } from '@docread/contracts';
import { derivedField, round } from '../field.ts';

/** Confidence of an amount put right by the others: correct far more often than not, still worth a glance. */
const RECONCILED_CERTAINTY = 0.7;

const cents = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const same = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 0.011;

/**
 * Invoice amounts that disagree are read against each other; returns the names of the amounts changed. Every base the page offers (the subtotal as
 * read, the line items' sum, the total less VAT, the VAT over its rate) predicts the three amounts at the
 * VAT rate in force; the base most readings confirm (at least two) is kept, the subtotal as read on a tie. Corrected
 * amounts lose confidence and the warning quotes what was read, so a misread digit ("5,837.09" for
 * "5,837.69") or a lost decimal point ("43524") is put right but still shown for review.
 */
export function reconcileAmounts(
  fields: Record<string, Field>,
  lineSum: number | null,
  rate: number,
  warnings: Warning[],
): string[] {
  const num = (name: string) =>
    typeof fields[name]?.value === 'number' ? (fields[name]?.value as number) : null;
  const read = { subtotal: num('subtotal'), tax: num('tax'), totalAmount: num('totalAmount') };
  // Amounts that add up among themselves were read right: a rate that differs is the rate check's finding.
  if (read.subtotal !== null && read.tax !== null && read.totalAmount !== null)
    if (same(read.subtotal + read.tax, read.totalAmount)) return [];
  const predict = (base: number) => {
    const tax = cents(base * rate);
    return { subtotal: cents(base), tax, totalAmount: cents(base + tax) };
  };
  const score = (base: number) => {
    const p = predict(base);
    return (
      Number(same(read.subtotal, p.subtotal)) +
      Number(same(read.tax, p.tax)) +
      Number(same(read.totalAmount, p.totalAmount)) +
      Number(same(lineSum, p.subtotal))
    );
  };
  const bases = [
    read.subtotal,
    lineSum,
    read.totalAmount === null ? null : read.totalAmount / (1 + rate),
    read.tax === null ? null : read.tax / rate,
  ].filter((b): b is number => b !== null && b > 0);
  const asRead = read.subtotal === null ? 0 : score(read.subtotal);
  // Stable sort: on a tie the subtotal as read, listed first, stays.
  const best = bases.map((base) => ({ base, score: score(base) })).sort((a, b) => b.score - a.score)[0];
  if (!best || best.score < 2 || best.score < asRead) return [];
  const predicted = predict(best.base);
  const changed: string[] = [];
  const names: string[] = [];
  for (const name of ['subtotal', 'tax', 'totalAmount'] as const) {
    if (same(read[name], predicted[name])) continue;
    const field = fields[name];
    changed.push(`${name} ${read[name] ?? 'missing'} → ${predicted[name]}`);
    names.push(name);
    fields[name] = field
      ? {
          ...field,
          value: predicted[name],
          confidence: round(Math.min(field.confidence, RECONCILED_CERTAINTY)),
        }
      : derivedField(predicted[name], '', RECONCILED_CERTAINTY);
  }
  if (changed.length)
    warnings.push({
      code: 'amounts_reconciled',
      message: `Amounts did not add up at ${Math.round(rate * 1000) / 10}% VAT and were read against each other: ${changed.join(', ')}`,
    });
  return names;
}

/** The checks that follow raise agreeing amounts; a reconciled one must stay below the review bar. */
export function capReconciled(fields: Record<string, Field>, names: string[]): void {
  for (const name of names) {
    const field = fields[name];
    if (field) field.confidence = round(Math.min(field.confidence, RECONCILED_CERTAINTY));
  }
}

/**
 * A printed VAT rate that disagrees with both the rate in force and the amounts ("8%" for "18%") is a
 * misreading: the rate in force is kept, doubted, with a warning quoting the printed one.
 */
export function reconcileRate(fields: Record<string, Field>, ratePercent: number, warnings: Warning[]): void {
  const printed = fields.taxRate;
  const subtotal = fields.subtotal?.value;
  const tax = fields.tax?.value;
  if (!printed || typeof printed.value !== 'number' || Math.abs(printed.value - ratePercent) < 0.01) return;
  if (typeof subtotal !== 'number' || typeof tax !== 'number' || subtotal <= 0) return;
  if (Math.abs((tax / subtotal) * 100 - ratePercent) > 0.05) return;
  warnings.push({
    code: 'tax_rate_reconciled',
    message: `VAT rate read as ${printed.value}%; the rate in force and the amounts say ${ratePercent}%`,
    page: printed.page ?? undefined,
  });
  fields.taxRate = {
    ...printed,
    value: ratePercent,
    confidence: round(Math.min(printed.confidence, RECONCILED_CERTAINTY)),
  };
}

/**
 * Pages without a VAT rate in force: when the subtotal and tax read do not add up to the total but the
 * line items, each confirmed by its own arithmetic, do, the items are the evidence. The subtotal becomes
 * their sum less a tax the printed rate confirms, else their sum, and a tax nothing confirms is dropped
 * (no tax rather than a number read off another row). Returns the names of the amounts changed.
 */
export function reconcileWithItems(
  fields: Record<string, Field>,
  lineSum: number | null,
  warnings: Warning[],
): string[] {
  const num = (name: string) =>
    typeof fields[name]?.value === 'number' ? (fields[name]?.value as number) : null;
  const [subtotal, tax, total, rate] = [num('subtotal'), num('tax'), num('totalAmount'), num('taxRate')];
  if (lineSum === null || total === null || !same(lineSum, total)) return [];
  if (subtotal !== null && same(subtotal + (tax ?? 0), total)) return [];
  const rated = tax !== null && rate !== null && same(cents((total - tax) * (rate / 100)), tax);
  const base = rated && tax !== null ? cents(total - tax) : lineSum;
  const field = fields.subtotal;
  fields.subtotal = field
    ? { ...field, value: base, confidence: round(Math.min(field.confidence, RECONCILED_CERTAINTY)) }
    : derivedField(base, '', RECONCILED_CERTAINTY);
  const dropped = tax !== null && !rated && tax !== 0;
  if (dropped) delete fields.tax;
  warnings.push({
    code: 'amounts_reconciled',
    message: `Subtotal read as ${subtotal ?? 'missing'}${tax === null ? '' : ` and tax as ${tax}`} do not add up to the total ${total}; the line items do, so the subtotal is taken as ${base}${dropped ? ' and the tax, which nothing confirms, is left out' : ''}`,
  });
  return ['subtotal'];
}
