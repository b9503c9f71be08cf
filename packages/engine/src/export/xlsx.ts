import {
  type DocumentResult,
  EXPORT_HEADINGS,
  type Field,
  fieldLabel,
  type Locale,
  type Table,
} from '@docread/contracts';
import ExcelJS from 'exceljs';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A "Fields" sheet, one sheet per list (line items, transactions…) and one per table. Numbers are
 * numeric cells and ISO dates are date cells; sheets of Hebrew documents are right-to-left. Sheet names
 * and headings are in `locale` when one is given, else the identifiers programs read.
 */
export async function toXlsx(result: DocumentResult, locale?: Locale): Promise<Buffer> {
  const name = (n: string) => (locale && fieldLabel(n, locale)) || n;
  const words = locale ? EXPORT_HEADINGS[locale] : EXPORT_HEADINGS.en;
  const book = new ExcelJS.Workbook();
  book.creator = result.engine.name;
  const rtl = result.language[0] === 'he';
  const sheet = (name: string) => book.addWorksheet(name.slice(0, 31), { views: [{ rightToLeft: rtl }] });

  const fields = sheet(words.fields);
  fields.columns = [
    { header: words.field, key: 'field', width: 22 },
    { header: words.value, key: 'value', width: 30 },
    { header: words.text, key: 'text', width: 30 },
    { header: words.confidence, key: 'confidence', width: 12 },
    { header: words.page, key: 'page', width: 6 },
  ];
  for (const [fieldName, field] of Object.entries(result.fields)) {
    const row = fields.addRow({
      field: name(fieldName),
      value: cellValue(field),
      text: field.text,
      confidence: field.confidence,
      page: field.page,
    });
    formatDate(row.getCell('value'));
  }
  fields.getRow(1).font = { bold: true };

  for (const [listName, items] of Object.entries(result.lists)) {
    if (items.length === 0) continue;
    const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
    const ws = sheet(name(listName));
    ws.columns = columns.map((c) => ({ header: name(c), key: c, width: Math.max(12, name(c).length + 2) }));
    for (const item of items) {
      const row = ws.addRow(Object.fromEntries(columns.map((c) => [c, item[c] ? cellValue(item[c]) : null])));
      row.eachCell((cell) => formatDate(cell));
    }
    ws.getRow(1).font = { bold: true };
  }

  for (const [i, table] of result.tables.entries())
    writeTable(sheet(`${words.table} ${i + 1} (p${table.page})`), table);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function writeTable(ws: ExcelJS.Worksheet, table: Table): void {
  for (const cell of table.cells) {
    const target = ws.getCell(cell.row + 1, cell.column + 1);
    const n = parseNumber(cell.text);
    target.value = n ?? cell.text;
    if (table.headerRows.includes(cell.row)) target.font = { bold: true };
    if (cell.rowSpan > 1 || cell.columnSpan > 1) {
      ws.mergeCells(cell.row + 1, cell.column + 1, cell.row + cell.rowSpan, cell.column + cell.columnSpan);
    }
  }
}

function cellValue(field: Field): ExcelJS.CellValue {
  const v = field.value;
  if (typeof v === 'string' && ISO_DATE.test(v)) return new Date(`${v}T00:00:00Z`);
  return v;
}

function formatDate(cell: ExcelJS.Cell): void {
  if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
}

/** Table cells hold printed text; plain amounts ("1,234.50", "₪ 12") become numbers. */
function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[₪$€£\s]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}
