import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DocumentResult, documentResultSchema } from '@docread/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../src/engine.ts';
import { toCsv } from '../src/export/csv.ts';
import { toSearchablePdf } from '../src/export/pdf.ts';
import { toXlsx } from '../src/export/xlsx.ts';
import { englishPdf, hebrewPdf, mixedPdf, phonePhoto, renderPage } from './documents.ts';

// One engine (one worker pool) for the whole file: starting workers is the expensive part.
let engine: Engine;
beforeAll(() => {
  engine = createEngine();
});
afterAll(async () => {
  await engine.close();
});

const INVOICE_LINES = [
  'ACME Supplies Ltd',
  'INVOICE',
  'Invoice No: INV-1042',
  'Date: 14/05/2025',
  'Bill To: Northwind Traders',
  'Description   Qty   Unit Price   Amount',
  'Paper A4 box   2   400.00   800.00',
  'Toner cartridge   1   200.00   200.00',
  'Subtotal: 1,000.00',
  'VAT 25%: 250.00',
  'Total: 1,250.00 USD',
];

const HEBREW_LINES = [
  'השחר הפקות בע"מ',
  'ח.פ. 513404004',
  'חשבונית מס 10234',
  'תאריך: 14/05/2025',
  'סה"כ לתשלום: 1,180.00',
];

const words = (r: DocumentResult) =>
  r.pages.flatMap((p) => p.blocks.flatMap((b) => b.lines.flatMap((l) => l.words)));

describe('born-digital PDFs are read from their text layer', () => {
  it('English: exact text with positions in points, no OCR', async () => {
    const result = await engine.process(await englishPdf(INVOICE_LINES.slice(0, 5)));
    expect(documentResultSchema.parse(result)).toBeTruthy();
    const [page] = result.pages;
    expect(page?.source).toBe('text_layer');
    expect(page?.unit).toBe('point');
    expect(page?.width).toBeCloseTo(595);
    expect(page?.reading).toBeUndefined();
    expect(result.text.split('\n').slice(0, 3)).toEqual(INVOICE_LINES.slice(0, 3));
    const invoiceWord = words(result).find((w) => w.text === 'INV-1042');
    expect(invoiceWord?.bbox.x).toBeGreaterThan(50);
  });

  it('Hebrew written in visual order comes back in logical order', async () => {
    const result = await engine.process(await hebrewPdf(HEBREW_LINES));
    expect(result.pages[0]?.source).toBe('text_layer');
    expect(result.pages[0]?.blocks.flatMap((b) => b.lines.map((l) => l.text))).toEqual(HEBREW_LINES);
    expect(result.pages[0]?.blocks[0]?.lines[0]?.direction).toBe('rtl');
    expect(result.language[0]).toBe('he');
  });

  it('a mixed PDF is read page by page: text layer, then OCR of the scanned page', async () => {
    const scan = await renderPage([{ text: 'Scanned page: Order 5531' }], { width: 900 });
    const result = await engine.process(await mixedPdf(['Cover letter for order 5531'], scan), {
      languageHint: 'en',
    });
    expect(result.pages.map((p) => p.source)).toEqual(['text_layer', 'ocr']);
    expect(result.pages[1]?.text).toContain('5531');
  });
});

describe('scanned images are OCRed', () => {
  it('English invoice: text, type and amounts', async () => {
    const result = await engine.process(await renderPage(INVOICE_LINES.map((text) => ({ text }))));
    expect(result.pages[0]?.source).toBe('ocr');
    expect(result.text).toContain('INV-1042');
    expect(result.documentType).toBe('invoice');
    expect(result.fields.totalAmount?.value).toBe(1250);
    expect(result.fields.invoiceId?.value).toBe('INV-1042');
    expect(words(result).every((w) => w.confidence >= 0 && w.confidence <= 1)).toBe(true);
    // Not Hebrew, Latin by the Latin line model's sample, clean print by Tesseract's sample: `eng` reads the page.
    expect(result.pages[0]?.reading).toEqual({
      reader: 'tesseract',
      passes: ['hebrew-sample:not-hebrew', 'latin-sample:latin', 'print-sample:clean', 'tesseract:eng'],
    });
  });

  it('receipt: merchant, date and total', async () => {
    const lines = [
      'FRESH MART',
      '12 Harbour Road',
      'Tel 03-5551234',
      'Date: 02/03/2025 Time: 14:35',
      'Milk 1L   6.90',
      'Bread   12.50',
      'Eggs 12   18.00',
      'TOTAL   37.40',
      'CASH   50.00',
      'CHANGE   12.60',
    ];
    const result = await engine.process(
      await renderPage(
        lines.map((text) => ({ text })),
        { width: 900 },
      ),
      { documentType: 'receipt' },
    );
    expect(result.documentType).toBe('receipt');
    expect(result.fields.total?.value).toBe(37.4);
    expect(result.fields.date?.value).toBe('2025-03-02');
  });

  it('a till roll (a narrow column of many rows) goes to the line readers without a print sample', async () => {
    const items = [
      'Rice 5kg',
      'Cooking oil',
      'Sugar 1kg',
      'Tea bags',
      'Coffee',
      'Salt',
      'Flour 2kg',
      'Butter',
    ];
    const lines = [
      'HARBOUR GROCER',
      '18 Quay Street',
      'Tel 03-5559876',
      'Date: 07/04/2025 Time: 09:12',
      ...items.map((item, i) => `${item}   ${(i + 2).toFixed(2)}`),
      'SUBTOTAL   44.00',
      'TOTAL   44.00',
      'CASH   50.00',
      'CHANGE   6.00',
      'THANK YOU',
    ];
    const result = await engine.process(
      await renderPage(
        lines.map((text) => ({ text, font: 'DejaVu Sans Mono' })),
        { width: 700, size: 26, lineHeight: 40 },
      ),
    );
    expect(result.pages[0]?.reading?.reader).toBe('latin-line-model');
    expect(result.pages[0]?.reading?.passes).toContain('narrow-column');
    expect(result.pages[0]?.reading?.passes.some((p) => p.startsWith('print-sample'))).toBe(false);
    expect(result.fields.total?.value).toBe(44);
  });

  it('Hebrew page: logical order with numbers intact', async () => {
    const png = await renderPage(
      HEBREW_LINES.map((text) => ({ text })),
      { rtl: true, font: 'David CLM', size: 40 },
    );
    const result = await engine.process(png, { languageHint: 'he' });
    const lines = result.pages[0]?.blocks.flatMap((b) => b.lines.map((l) => l.text)) ?? [];
    expect(lines).toContain('השחר הפקות בע"מ');
    expect(lines).toContain('תאריך: 14/05/2025');
    expect(lines).toContain('סה"כ לתשלום: 1,180.00');
    expect(result.text).toContain('513404004');
    expect(result.language[0]).toBe('he');
    expect(result.pages[0]?.reading).toEqual({ reader: 'hebrew-line-model', passes: ['doubtful-pieces'] });
  });

  // ICAO 9303's TD3 specimen with the personal number starting "CE" instead of "ZE": the
  // best_int English model reads DejaVu's "9Z" as "97", a model limit the parser has to absorb.
  it('passport: the machine-readable zone is found and every check digit passes', async () => {
    const png = await renderPage(
      [
        { text: 'PASSPORT', size: 36 },
        { text: 'Surname: ERIKSSON', size: 30 },
        { text: 'Given names: ANNA MARIA', size: 30 },
        { text: 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', font: 'DejaVu Sans Mono', size: 34 },
        { text: 'L898902C36UTO7408122F1204159CE184226B<<<<<08', font: 'DejaVu Sans Mono', size: 34 },
      ],
      { width: 1100, lineHeight: 64 },
    );
    const result = await engine.process(png);
    expect(result.documentType).toBe('passport');
    expect(result.fields.mrzValid?.value).toBe(true);
    expect(result.fields.documentNumber?.value).toBe('L898902C3');
    expect(result.fields.dateOfBirth?.value).toBe('1974-08-12');
    expect(result.pages[0]?.reading?.passes.at(-1)).toBe('mrz-reread');
  });

  it('a phone photo turned a quarter is put upright before OCR', async () => {
    const page = await renderPage(INVOICE_LINES.slice(0, 6).map((text) => ({ text })));
    const result = await engine.process(await phonePhoto(page, 90), { languageHint: 'en' });
    expect(result.pages[0]?.rotation).toBe(270);
    expect(result.pages[0]?.reading?.reader).toBe('tesseract');
    expect(result.pages[0]?.reading?.passes).toEqual(expect.arrayContaining(['osd', 'rotated:270']));
    expect(result.text).toContain('INV-1042');
    expect(result.text).toContain('Northwind');
  });
});

describe('exports', () => {
  let hebrew: DocumentResult;
  let hebrewPdfBytes: Buffer;
  beforeAll(async () => {
    hebrewPdfBytes = await hebrewPdf(HEBREW_LINES);
    hebrew = await engine.process(hebrewPdfBytes);
  });

  it('CSV is UTF-8 with a byte-order mark, fields first', () => {
    const csv = toCsv(hebrew);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8').split('\r\n')[0]).toBe('\uFEFFfield,value,text,confidence,page');
  });

  it('XLSX has a right-to-left fields sheet with typed cells', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx(hebrew)) as never);
    const sheet = book.getWorksheet('Fields');
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    const confidence = sheet?.getRow(2).getCell(4).value;
    if (Object.keys(hebrew.fields).length > 0) expect(typeof confidence).toBe('number');
    const values = sheet?.getColumn(2).values ?? [];
    const dates = values.filter((v) => v instanceof Date);
    if (hebrew.fields.invoiceDate) expect(dates.length).toBeGreaterThan(0);
  });

  it('searchable PDF of an image has an invisible text layer', async () => {
    const png = await renderPage(INVOICE_LINES.slice(0, 4).map((text) => ({ text })));
    const result = await engine.process(png, { languageHint: 'en' });
    const pdf = await toSearchablePdf(png, result);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docread-test-')), 'out.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('INV-1042');
    expect(text).toContain('ACME');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
