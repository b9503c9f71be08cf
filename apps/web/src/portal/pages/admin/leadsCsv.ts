import type { Lead } from '@docread/contracts';

const COLUMNS = ['createdAt', 'source', 'name', 'email', 'company', 'message'] as const;

function cell(value: string | null): string {
  const text = value ?? '';
  // Cells a spreadsheet would run as a formula are prefixed with a quote (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Leads as CSV. The UTF-8 byte-order mark makes Excel read Hebrew correctly; CRLF line ends are what
 * RFC 4180 asks for.
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  const rows = [COLUMNS.join(','), ...leads.map((lead) => COLUMNS.map((c) => cell(lead[c])).join(','))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
