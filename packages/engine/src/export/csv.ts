import {
  csvText,
  type DocumentResult,
  EXPORT_HEADINGS,
  type Field,
  fieldLabel,
  type Locale,
  type Table,
} from '@docread/contracts';

const BOM = '\uFEFF';

/**
 * Fields first (name, value, text, confidence, page), then each list (line items, receipt items,
 * transactions) as its own section with a header row. UTF-8 with a byte-order mark so spreadsheet
 * programs open Hebrew correctly. Headings and names are in `locale` when one is given, else the
 * identifiers programs read (`field`, `invoiceDate`).
 */
export function toCsv(result: DocumentResult, locale?: Locale): Buffer {
  const name = (n: string) => (locale && fieldLabel(n, locale)) || n;
  const words = locale ? EXPORT_HEADINGS[locale] : undefined;
  const rows: string[][] = [
    words
      ? [words.field, words.value, words.text, words.confidence, words.page]
      : ['field', 'value', 'text', 'confidence', 'page'],
  ];
  for (const [fieldName, field] of Object.entries(result.fields))
    rows.push([name(fieldName), valueText(field), field.text, confidenceText(field), pageText(field)]);
  for (const [listName, items] of Object.entries(result.lists)) {
    if (items.length === 0) continue;
    const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
    rows.push([]);
    rows.push([name(listName), ...columns.map(name)]);
    items.forEach((item, i) => {
      rows.push([String(i + 1), ...columns.map((c) => (item[c] ? valueText(item[c]) : ''))]);
    });
  }
  return Buffer.from(BOM + csvText(rows), 'utf8');
}

const valueText = (f: Field) => (f.value === null ? '' : String(f.value));
const confidenceText = (f: Field) => f.confidence.toFixed(3);
const pageText = (f: Field) => (f.page === null ? '' : String(f.page));

/**
 * One table as its grid: a CSV row per table row, a column per table column. A cell spanning several
 * rows or columns is written in its first one, the others it covers left empty (as a spreadsheet
 * shows merged cells).
 */
export function tableToCsv(table: Table): Buffer {
  const grid = Array.from({ length: table.rows }, () => Array.from({ length: table.columns }, () => ''));
  for (const cell of table.cells) {
    const row = grid[cell.row];
    if (row && cell.column < row.length) row[cell.column] = cell.text;
  }
  return Buffer.from(BOM + csvText(grid), 'utf8');
}
