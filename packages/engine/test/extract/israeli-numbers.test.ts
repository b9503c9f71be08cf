import { describe, expect, it } from 'vitest';
import { checkIsraeliNumber } from '../../src/extract/checks/israeli-field.ts';
import { isValidIsraeliNumber, repairIsraeliNumber } from '../../src/extract/checks/israeli-id.ts';
import { needsAllocationNumber } from '../../src/extract/checks/israeli-tax.ts';

describe('Israeli number repair by check digit', () => {
  it('leaves a valid number as read', () => {
    expect(isValidIsraeliNumber('000000018')).toBe(true);
    expect(repairIsraeliNumber('000000018')).toEqual({ value: '000000018', changedAt: null });
  });

  it('puts right one look-alike digit when exactly one swap passes', () => {
    // 123456709 is valid; OCR read its 0 as 8.
    expect(isValidIsraeliNumber('123456709')).toBe(true);
    expect(repairIsraeliNumber('123456789')).toEqual({ value: '123456709', changedAt: 7 });
  });

  it('gives up when several swaps would pass', () => {
    expect(repairIsraeliNumber('111111111')).toBeNull();
  });

  it('keeps a repaired number at lowered confidence, quoting both readings', () => {
    const field = { value: '123456789', text: '123456789', confidence: 0.95, page: 1, bbox: null };
    const warnings: Array<{ code: string; message: string }> = [];
    checkIsraeliNumber(field, 'Vendor tax number', 'tax_id_invalid', warnings);
    expect(field.value).toBe('123456709');
    expect(field.confidence).toBeLessThan(0.7);
    expect(warnings[0]?.code).toBe('tax_id_repaired');
    expect(warnings[0]?.message).toContain('123456789');
    expect(warnings[0]?.message).toContain('123456709');
  });

  it('keeps an unrepairable number, doubted', () => {
    const field = { value: '111111111', text: '111111111', confidence: 0.95, page: 1, bbox: null };
    const warnings: Array<{ code: string; message: string }> = [];
    checkIsraeliNumber(field, 'Identity number', 'israeli_id_invalid', warnings);
    expect(field.value).toBe('111111111');
    expect(field.confidence).toBeLessThan(0.6);
    expect(warnings.map((w) => w.code)).toEqual(['israeli_id_invalid']);
  });
});

describe('allocation number thresholds', () => {
  it.each([
    ['2024-05-04', 30_000, false],
    ['2024-05-05', 25_000, false],
    ['2024-05-05', 25_000.01, true],
    ['2025-01-01', 20_001, true],
    ['2025-12-31', 19_999, false],
    ['2026-01-01', 10_001, true],
    ['2026-05-31', 9_000, false],
    ['2026-06-01', 5_001, true],
    ['2026-06-01', 5_000, false],
  ])('on %s, %d before VAT needs one: %s', (date, amount, needed) => {
    expect(needsAllocationNumber(date, amount)).toBe(needed);
  });
});
