import type { DocumentResult, Field } from '@docread/contracts';

const BOM = '\uFEFF';

/**
 * Fields first (name, value, text, confidence, page), then each list (line items, receipt items,
 * transactions) as its own section with a header row. UTF-8 with a byte-order mark so spreadsheet
 * programs open Hebrew correctly.
 */
export function toCsv(result: DocumentResult): Buffer {
  const rows: string[][] = [['field', 'value', 'text', 'confidence', 'page']];
  for (const [name, field] of Object.entries(result.fields))
    rows.push([name, valueText(field), field.text, confidenceText(field), pageText(field)]);
  for (const [listName, items] of Object.entries(result.lists)) {
    if (items.length === 0) continue;
    const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
    rows.push([]);
    rows.push([listName, ...columns]);
    items.forEach((item, i) => {
      rows.push([String(i + 1), ...columns.map((c) => (item[c] ? valueText(item[c]) : ''))]);
    });
  }
  return Buffer.from(BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n', 'utf8');
}

const valueText = (f: Field) => (f.value === null ? '' : String(f.value));
const confidenceText = (f: Field) => f.confidence.toFixed(3);
const pageText = (f: Field) => (f.page === null ? '' : String(f.page));

function csvCell(cell: string): string {
  // A leading = + - @ would run as a formula in spreadsheet programs; a quote mark keeps it text.
  const safe = /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
