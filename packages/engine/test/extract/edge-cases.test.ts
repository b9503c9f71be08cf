import { describe, expect, it } from 'vitest';
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
});
