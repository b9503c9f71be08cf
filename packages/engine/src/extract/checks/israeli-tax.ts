/** Israeli VAT rates and Tax Authority allocation-number thresholds by date (sources in docs/decisions.md). */

interface DatedRule<T> {
  from: string;
  value: T;
}

const VAT_RATES: DatedRule<number>[] = [
  { from: '2012-09-01', value: 0.17 },
  { from: '2013-06-02', value: 0.18 },
  { from: '2015-10-01', value: 0.17 },
  { from: '2025-01-01', value: 0.18 },
];

/**
 * "Israel Invoices" reform: a tax invoice above the threshold (amount before VAT, in shekels) needs an
 * allocation number for the buyer to deduct its input VAT.
 */
const ALLOCATION_THRESHOLDS: DatedRule<number>[] = [
  { from: '2024-05-05', value: 25_000 },
  { from: '2025-01-01', value: 20_000 },
  { from: '2026-01-01', value: 10_000 },
  { from: '2026-06-01', value: 5_000 },
];

function inForce<T>(rules: DatedRule<T>[], isoDate: string): T | null {
  let current: T | null = null;
  for (const rule of rules) if (rule.from <= isoDate) current = rule.value;
  return current;
}

/** The standard Israeli VAT rate on a day, as a fraction (0.18). */
export function israeliVatRate(isoDate: string): number {
  return inForce(VAT_RATES, isoDate) ?? 0.17;
}

/** The amount before VAT above which an allocation number is required, or null before the reform. */
export function allocationThreshold(isoDate: string): number | null {
  return inForce(ALLOCATION_THRESHOLDS, isoDate);
}

export function needsAllocationNumber(isoDate: string, amountBeforeVat: number): boolean {
  const threshold = allocationThreshold(isoDate);
  return threshold !== null && amountBeforeVat > threshold;
}
