import ExcelJS from 'exceljs';

/** One table of plain values, e.g. a summary row per document; `dateColumns` hold ISO dates (yyyy-mm-dd). */
export interface SheetSpec {
  name: string;
  rightToLeft: boolean;
  columns: string[];
  rows: (string | number | null)[][];
  dateColumns?: number[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A workbook of one sheet: bold header row, numbers as numeric cells, ISO dates as date cells. */
export async function toSheetXlsx(spec: SheetSpec): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(spec.name.slice(0, 31), { views: [{ rightToLeft: spec.rightToLeft }] });
  sheet.columns = spec.columns.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  const dates = new Set(spec.dateColumns ?? []);
  for (const values of spec.rows) {
    const row = sheet.addRow(
      values.map((v, i) =>
        dates.has(i) && typeof v === 'string' && ISO_DATE.test(v) ? new Date(`${v}T00:00:00Z`) : v,
      ),
    );
    for (const i of dates) {
      const cell = row.getCell(i + 1);
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
    }
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
