/**
 * CSV text for spreadsheets: CRLF line ends, cells quoted when needed, and a leading = + - @ (which a
 * spreadsheet would run as a formula) defused with a quote mark unless the cell is a plain number.
 */
export function csvText(lines: readonly (readonly string[])[]): string {
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
