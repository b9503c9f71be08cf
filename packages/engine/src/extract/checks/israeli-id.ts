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
