/** Values a person would reject at a glance: kept, but at a confidence that sends them to review, and said why. */
import type { Field, Warning } from '@docread/contracts';
import { round } from '../field.ts';

/** Confidence left to a value that contradicts another on the same document. */
const DOUBTED = 0.3;

function doubt(field: Field, warnings: Warning[], code: string, message: string): void {
  field.confidence = round(Math.min(field.confidence, DOUBTED));
  warnings.push({ code, message, page: field.page ?? undefined });
}

/** Tax as large as the total it is part of is a total read on a tax row ("Total incl. GST"). */
export function flagImplausible(
  fields: Record<string, Field>,
  warnings: Warning[],
  totalName = 'total',
): void {
  const tax = fields.tax;
  const total = fields[totalName];
  if (tax && total && typeof tax.value === 'number' && typeof total.value === 'number' && total.value > 0) {
    if (Math.abs(tax.value - total.value) < 0.005)
      doubt(tax, warnings, 'tax_equals_total', `Tax ${tax.value} equals the total ${total.value}`);
    else if (tax.value > total.value)
      doubt(tax, warnings, 'tax_above_total', `Tax ${tax.value} is more than the total ${total.value}`);
  }
}
