import { DOCUMENT_TYPES, fieldRowSchema, fieldSchema, tableSchema, warningSchema } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { understand } from '../../src/extract/index.ts';
import { gridPage } from './fixtures.ts';

describe('edge cases', () => {
  it('returns an empty, reviewable result for no pages or blank pages', () => {
    for (const pages of [[], [gridPage([])]]) {
      const r = understand(pages);
      expect(r.documentType).toBe('other');
      expect(r.tables).toEqual([]);
      expect(r.needsReview).toBe(true);
    }
  });

  it('reads fields from every page and keeps their page numbers', () => {
    const first = gridPage(
      ['Northwind Traders Ltd', 'INVOICE', 'Invoice No: 55', 'Invoice Date: 05/03/2024'],
      { number: 1 },
    );
    const second = gridPage(['Subtotal: 100.00 EUR', 'VAT 20%: 20.00 EUR', 'Total Due: 120.00 EUR'], {
      number: 2,
    });
    const r = understand([first, second]);
    expect(r.fields.invoiceId?.page).toBe(1);
    expect(r.fields.totalAmount).toMatchObject({ value: 120, page: 2 });
    expect(r.warnings).toEqual([]);
  });

  it('does not give a blurry read the confidence of a clean one', () => {
    const rows = [
      'Northwind Traders Ltd',
      'INVOICE',
      'Invoice No: 55',
      'Invoice Date: 05/03/2024',
      'Total Due: 120.00 EUR',
    ];
    const clean = understand([gridPage(rows, { confidence: 0.99 })]);
    const blurry = understand([gridPage(rows, { confidence: 0.6 })]);
    expect(blurry.fields.totalAmount?.confidence).toBeLessThan(clean.fields.totalAmount?.confidence ?? 0);
    expect(blurry.needsReview).toBe(true);
    expect(blurry.confidence).toBeLessThan(clean.confidence);
  });

  it('returns fields, lists, tables and warnings that satisfy the result contract', () => {
    const page = gridPage([
      'אור ים מערכות בע"מ',
      'ח.פ. 513404005',
      'חשבונית מס 2031',
      'תאריך: 10/03/2025',
      ['תיאור', 'כמות', 'מחיר ליחידה', 'סה"כ'],
      ['מסך מחשב', '20', '950.00', '19,000.00'],
      ['התקנה', '4', '500.00', '2,000.00'],
      'סה"כ לפני מע"מ: 21,000.00 ₪',
      'מע"מ 17%: 3,570.00 ₪',
      'סה"כ לתשלום: 24,570.00 ₪',
    ]);
    const r = understand([page]);
    const schema = z.object({
      documentType: z.enum(DOCUMENT_TYPES),
      documentTypeConfidence: z.number().min(0).max(1),
      fields: z.record(z.string(), fieldSchema),
      lists: z.record(z.string(), z.array(fieldRowSchema)),
      tables: z.array(tableSchema),
      confidence: z.number().min(0).max(1),
      needsReview: z.boolean(),
      reviewReasons: z.array(z.string()),
      warnings: z.array(warningSchema),
    });
    expect(() => schema.parse(r)).not.toThrow();
    expect(r.tables.length).toBeGreaterThan(0);
    expect(r.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['tax_id_invalid', 'vat_rate_mismatch', 'allocation_number_missing']),
    );
  });
});
