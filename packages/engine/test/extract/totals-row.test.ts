import { describe, expect, it } from 'vitest';
import { isTotalsRow } from '../../src/extract/doc/invoice.ts';

describe('invoice totals rows', () => {
  it('knows a Hebrew totals or VAT row even when OCR garbled its label', () => {
    expect(isTotalsRow('סה"כ 197 מע"מ 32,431.60')).toBe(true);
    expect(isTotalsRow('סה״כ לתשלום 38,269.29')).toBe(true);
    expect(isTotalsRow('מע"מ 18% 5,837.09')).toBe(true);
    expect(isTotalsRow('VAT 17% 170.00')).toBe(true);
    expect(isTotalsRow('Total 1,170.00')).toBe(true);
  });

  it('leaves item rows alone', () => {
    expect(isTotalsRow('סנסודין משחת שיניים 75 מל 1,200 8.88 10,656.00')).toBe(false);
    expect(isTotalsRow('Totally waterproof labels 10 2.50 25.00')).toBe(false);
    expect(isTotalsRow('Vaterite samples 2 4.00 8.00')).toBe(false);
  });
});
