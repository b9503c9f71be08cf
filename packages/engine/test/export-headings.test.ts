import { type DocumentResult, documentResultSchema, RESULT_SCHEMA_VERSION } from '@docread/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../src/export/csv.ts';
import { toXlsx } from '../src/export/xlsx.ts';

const field = (value: string | number) => ({
  value,
  text: String(value),
  confidence: 0.9,
  page: 1,
  bbox: null,
});

const result: DocumentResult = documentResultSchema.parse({
  schemaVersion: RESULT_SCHEMA_VERSION,
  engine: { name: 'test', version: '0' },
  documentType: 'invoice',
  documentTypeConfidence: 0.9,
  language: ['he'],
  pages: [],
  text: '',
  fields: { invoiceDate: field('2026-03-10'), כתובת: field('הרצל 10') },
  lists: { lineItems: [{ description: field('התקנה'), quantity: field(4) }] },
  tables: [],
  confidence: 0.9,
  needsReview: false,
  reviewReasons: [],
  warnings: [],
  timings: {},
});

const csvLines = (buffer: Buffer) => buffer.toString('utf8').replace('\uFEFF', '').split('\r\n');

describe('export headings', () => {
  it("heads a CSV in the reader's language, a document's own labels as they are", () => {
    expect(csvLines(toCsv(result, 'he'))).toEqual([
      'שדה,ערך,טקסט,ודאות,עמוד',
      'תאריך החשבונית,2026-03-10,2026-03-10,0.900,1',
      'כתובת,הרצל 10,הרצל 10,0.900,1',
      '',
      'שורות החשבונית,תיאור,כמות',
      '1,התקנה,4',
      '',
    ]);
  });

  it('keeps the identifiers programs read when no language is asked for', () => {
    const lines = csvLines(toCsv(result));
    expect(lines[0]).toBe('field,value,text,confidence,page');
    expect(lines[1]?.startsWith('invoiceDate,')).toBe(true);
    expect(lines[4]).toBe('lineItems,description,quantity');
  });

  it("names an XLSX's sheets and columns in the reader's language", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx(result, 'he')) as never);
    expect(book.worksheets.map((s) => s.name)).toEqual(['שדות', 'שורות החשבונית']);
    expect(book.getWorksheet('שדות')?.getRow(1).getCell(1).value).toBe('שדה');
    expect(book.getWorksheet('שדות')?.getRow(2).getCell(1).value).toBe('תאריך החשבונית');
    expect(book.getWorksheet('שורות החשבונית')?.getRow(1).values).toEqual([undefined, 'תיאור', 'כמות']);
    await book.xlsx.load((await toXlsx(result)) as never);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Fields', 'lineItems']);
  });
});
