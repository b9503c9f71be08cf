import { describe, expect, it } from 'vitest';
import { extractByRules } from '../../src/extract/doc/receipt.ts';
import { understand } from '../../src/extract/index.ts';
import { buildRows } from '../../src/extract/lines.ts';
import { oneLookAlikeApart, provenItemSum, totalsFromItems } from '../../src/extract/receipts/item-check.ts';
import type { TextLine } from '../../src/extract/types.ts';
import { gridPage } from './fixtures.ts';

const rows = (texts: string[]): TextLine[] =>
  texts.map((text, index) => ({
    page: 1,
    index,
    text,
    bbox: { x: 0, y: index * 10, w: 100, h: 10 },
    confidence: 0.95,
    direction: 'ltr',
    words: [],
  }));

const slip = rows([
  'ITEM QTY UP AMOUNT',
  '9310007001 100 0.25 25.00',
  '93100071020 1 25.00 25.00',
  '9310007102 1 42.50 42.50',
  'SUB-TOTAL 82.50',
  'GST 1.50',
  '84.00',
]);

describe('totals checked against the item rows', () => {
  it('sums the rows whose quantity times unit price is their amount', () => {
    expect(provenItemSum(slip, 4)).toBe(92.5);
    expect(provenItemSum(rows(['A 2 3.00 5.00', 'B 1 2.00 2.00', 'SUBTOTAL 7.00']), 2)).toBeNull();
  });

  it('tells a look-alike digit from any other difference', () => {
    expect(oneLookAlikeApart(82.5, 92.5)).toBe(true);
    expect(oneLookAlikeApart(84, 94)).toBe(true);
    expect(oneLookAlikeApart(72.5, 92.5)).toBe(false);
    expect(oneLookAlikeApart(82.5, 93.5)).toBe(false);
    expect(oneLookAlikeApart(8.5, 18.5)).toBe(false);
  });

  it('takes subtotal and total from the items when both were misread by the same look-alike', () => {
    expect(totalsFromItems(slip, { subtotal: 82.5, subtotalRow: 4, total: 84, tax: 1.5 })).toEqual({
      subtotal: 92.5,
      total: 94,
    });
  });

  it('leaves totals the items agree with, or that differ from them by more than a look-alike', () => {
    expect(totalsFromItems(slip, { subtotal: 92.5, subtotalRow: 4, total: 94, tax: 1.5 })).toBeNull();
    expect(totalsFromItems(slip, { subtotal: 72.5, subtotalRow: 4, total: 74, tax: 1.5 })).toBeNull();
    // Subtotal plus tax is not the total: the readings disagree among themselves, the vote decides.
    expect(totalsFromItems(slip, { subtotal: 82.5, subtotalRow: 4, total: 90, tax: 1.5 })).toBeNull();
  });
});

describe('a receipt whose totals carry a look-alike digit', () => {
  it('the rules report the total the items vouch for, less sure, with a warning quoting both readings', () => {
    const page = gridPage([
      'LIM BROTHERS ENTERPRISE',
      '7, JALAN KENANGA 2,',
      '12345 BANDAR SEMPURNA, SELANGOR.',
      'CASH RECEIPT DATE: 25/04/2017',
      'ITEM QTY UP AMOUNT',
      '9310007001 100 0.25 25.00',
      '93100071020 1 25.00 25.00',
      '9310007102 1 42.50 42.50',
      'SUB-TOTAL 82.50',
      'GST 1.50',
      'TOTAL 84.00',
      'CASH 84.00',
    ]);
    expect(understand([page], { today: new Date('2026-01-01') }).documentType).toBe('receipt');
    // The rules' reading; on a Latin receipt the field model then weighs the items' total, as one
    // candidate among the printed amounts, with the rest of its evidence.
    const ctx = { mrz: null, today: new Date('2026-01-01'), monthFirst: false };
    const { fields, warnings } = extractByRules(buildRows([page]), ctx).extraction;
    expect(fields.total?.value).toBe(94);
    expect(fields.subtotal?.value).toBe(92.5);
    expect(fields.total?.confidence).toBeLessThan(0.85);
    expect(warnings.find((w) => w.code === 'total_from_items')?.message).toContain('84');
  });
});
