import { describe, expect, it } from 'vitest';
import { sampleInvoiceResult } from '../../../test-support/sample-result.ts';
import { decodeResult, encodeResult } from './documents.repository.ts';

describe('the stored result codec', () => {
  it('reads back what it stored', () => {
    const result = sampleInvoiceResult();
    expect(decodeResult(encodeResult(result))).toEqual(result);
  });

  it('reads a result stored before later additions (a page without its reading, a cell without spans)', () => {
    const page = { number: 1, width: 10, height: 10, unit: 'pixel', source: 'ocr', rotation: 0 };
    const cell = { row: 0, column: 0, text: 'a', bbox: null, confidence: 1 };
    const table = {
      page: 1,
      bbox: { x: 0, y: 0, w: 1, h: 1 },
      rows: 1,
      columns: 1,
      headerRows: [0],
      confidence: 1,
    };
    const stored = {
      ...sampleInvoiceResult(),
      pages: [{ ...page, language: ['en'], text: '', confidence: 1, blocks: [] }],
      tables: [{ ...table, cells: [cell] }],
    };
    const read = decodeResult(JSON.stringify(stored));
    expect(read.pages[0]?.reading).toBeUndefined();
    expect(read.tables[0]?.cells[0]).toMatchObject({ rowSpan: 1, columnSpan: 1 });
  });

  it('upgrades a result of an older schemaVersion step by step to the current one', () => {
    const { totalAmount } = sampleInvoiceResult().fields;
    const older = { ...sampleInvoiceResult(), schemaVersion: '0.8', fields: undefined, total: totalAmount };
    const read = decodeResult(JSON.stringify(older), {
      '0.8': ({ total, ...rest }) => ({ ...rest, schemaVersion: '0.9', fields: { totalAmount: total } }),
      '0.9': (rest) => ({ ...rest, schemaVersion: sampleInvoiceResult().schemaVersion }),
    });
    expect(read).toEqual(sampleInvoiceResult());
  });

  it('refuses a version it cannot read, and a result that breaks the contract', () => {
    expect(() => decodeResult(JSON.stringify({ ...sampleInvoiceResult(), schemaVersion: '9.0' }))).toThrow(
      /schemaVersion/,
    );
    expect(() => decodeResult(JSON.stringify({ ...sampleInvoiceResult(), fields: { total: 10 } }))).toThrow(
      /fields/,
    );
    expect(() => decodeResult('{"fields":{}}')).toThrow(/schemaVersion/);
  });
});
