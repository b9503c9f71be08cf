/**
 * The one CSV writer of the engine's exports, the server's downloads and the portal's lead list, so every CSV
 * a spreadsheet opens is defused by the same rule (decision "One CSV writer" in docs/decisions.md).
 */

/**
 * A cell starting with = + - @ runs as a formula in spreadsheet programs, and a leading tab or carriage
 * return is stripped by some of them before the rest is read; a quote mark in front keeps the cell text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (a negative amount) is no formula, and must stay a number for the sheet's sums. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: defused when a spreadsheet would run it, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text with CRLF line ends (RFC 4180), the last row ended too. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
