import { csvText, type Lead } from '@docread/contracts';

const COLUMNS = ['createdAt', 'source', 'name', 'email', 'company', 'message'] as const;

/**
 * Leads as CSV. The UTF-8 byte-order mark makes Excel read Hebrew correctly; CRLF line ends are what
 * RFC 4180 asks for.
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  return `\uFEFF${csvText([COLUMNS, ...leads.map((lead) => COLUMNS.map((c) => lead[c] ?? ''))])}`;
}
