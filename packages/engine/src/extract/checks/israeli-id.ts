import { oneDigitVariants } from '../parse/digits.ts';

/**
 * Israeli identity numbers (ת.ז.), company numbers (ח.פ.) and licensed-dealer numbers (ע.מ.) share
 * one 9-digit scheme: digits weighted 1,2,1,2…, two-digit products summed as their digits, total a
 * multiple of 10. Shorter printed numbers are padded with leading zeros.
 */
export function isValidIsraeliNumber(raw: string): boolean {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{5,9}$/.test(digits)) return false;
  const padded = digits.padStart(9, '0');
  if (/^0+$/.test(padded)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const product = Number(padded[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** Companies (ח.פ.) registered with the Registrar of Companies have numbers starting 51–52. */
export function isIsraeliCompanyNumber(raw: string): boolean {
  const digits = raw.replace(/[\s-]/g, '');
  return /^5\d{8}$/.test(digits) && isValidIsraeliNumber(digits);
}

export interface RepairedNumber {
  value: string;
  /** The digit swapped, or null when the number was valid as read. */
  changedAt: number | null;
}

/**
 * A 9-digit Israeli number read with one digit wrong, put right: every look-alike swap of one digit is
 * tried, and a repair is kept only when exactly one swap passes the check digit. Two or more would be a
 * guess. Null when the read fails and no single repair is certain.
 */
export function repairIsraeliNumber(raw: string): RepairedNumber | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return null;
  if (isValidIsraeliNumber(digits)) return { value: digits, changedAt: null };
  const valid = oneDigitVariants(digits).filter((v) => isValidIsraeliNumber(v.value));
  const only = valid.length === 1 ? valid[0] : undefined;
  return only ? { value: only.value, changedAt: only.at } : null;
}
