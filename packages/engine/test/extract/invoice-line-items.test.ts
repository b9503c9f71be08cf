import { describe, expect, it } from 'vitest';
import { understand } from '../../src/extract/index.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2025-06-01');
const invoice = (rows: Array<string | string[]>) =>
  understand([gridPage(rows)], { documentType: 'invoice', today: TODAY });
const items = (rows: Array<string | string[]>) =>
  (invoice(rows).lists.lineItems ?? []).map((i) => ({
    description: i.description?.value,
    quantity: i.quantity?.value,
    unitPrice: i.unitPrice?.value,
    lineTotal: i.lineTotal?.value,
    sure: (i.lineTotal?.confidence ?? 0) >= 0.96,
  }));

describe('invoice line items by their arithmetic', () => {
  it('finds a table without a header it knows by rows whose quantity × price is the total, units and rates as columns', () => {
    expect(
      items([
        'Harrow Pike Ltd',
        'Invoice No: HP-3391',
        ['Omschr', 'Aant', 'Stuk', 'Btw', 'Bedr'],
        ['Garden hose 25 m', '2.00 pcs', '12.50', '20 %', '25.00'],
        ['Brass nozzle', '1.00 pcs', '7.00', '20 %', '7.00'],
        'Subtotal 32.00',
        'VAT 6.40',
        'Total 38.40',
      ]),
    ).toEqual([
      { description: 'Garden hose 25 m', quantity: 2, unitPrice: 12.5, lineTotal: 25, sure: true },
      { description: 'Brass nozzle', quantity: 1, unitPrice: 7, lineTotal: 7, sure: true },
    ]);
  });

  it('confirms quantity and price when their row multiplies out and the items meet the subtotal', () => {
    // Words read at 0.9: only the checks can lift a field to 0.96.
    const page = gridPage(
      [
        ['Description', 'Qty', 'Price', 'Amount'],
        ['Garden hose', '2', '12.50', '25.00'],
        ['Brass nozzle', '1', '7.00', '7.00'],
        'Subtotal 32.00',
      ],
      { confidence: 0.9 },
    );
    const r = understand([page], { documentType: 'invoice', today: TODAY });
    const fields = (r.lists.lineItems ?? []).flatMap((i) => [i.quantity, i.unitPrice, i.lineTotal]);
    expect(fields.every((f) => (f?.confidence ?? 0) >= 0.96)).toBe(true);
  });

  it('takes the number not printed as money as the quantity, and a discount signed before its currency mark', () => {
    const r = items([
      ['Description', 'Qty', 'Rate', 'Amount'],
      ['Consulting hours', '2.5', '$80.00', '$200.00'],
      ['Discount', '-$20.00'],
      'Subtotal $180.00',
    ]);
    expect(r.map((i) => [i.description, i.quantity, i.unitPrice, i.lineTotal, i.sure])).toEqual([
      ['Consulting hours', 2.5, 80, 200, true],
      ['Discount', 1, -20, -20, true],
    ]);
  });

  it('leaves a position column out of the names, not a number a name opens with', () => {
    const rows = (names: string[]) =>
      items([
        ['Item', 'Description', 'Qty', 'Rate', 'Amount'],
        ...names.map((name) => [name, '1', '$10.00', '$10.00']),
        'Subtotal $20.00',
      ]).map((i) => i.description);
    expect(rows(['1 Logo design', '2 Business cards'])).toEqual(['Logo design', 'Business cards']);
    expect(rows(['3 ring binder', '12 pencils'])).toEqual(['3 ring binder', '12 pencils']);
  });

  it('keeps no headerless rows whose sum misses the totals', () => {
    expect(
      items([
        'Harrow Pike Ltd',
        ['Garden hose', '2', '12.50', '25.00'],
        ['Brass nozzle', '1', '7.00', '7.00'],
        'Total 90.00',
      ]),
    ).toEqual([]);
  });

  it('reads a discount column taken off and a tax column added', () => {
    const discounted = items([
      ['Description', 'Qty', 'Unit price', 'Disc.%', 'Amount'],
      ['Oak shelf', '2', '40.00', '10.00', '72.00'],
      ['Wall bracket', '4', '5.00', '0.00', '20.00'],
      'Subtotal 92.00',
      'Total 92.00',
    ]);
    expect(discounted.map((i) => [i.quantity, i.unitPrice, i.lineTotal, i.sure])).toEqual([
      [2, 40, 72, true],
      [4, 5, 20, true],
    ]);
    const taxed = items([
      ['Product', 'Qty', 'Price', 'Tax', 'Total'],
      ['Desk lamp', '1', '50.00', '5.00', '55.00'],
      ['Bulb pack', '2', '4.00', '0.80', '8.80'],
      'Grand Total 63.80',
    ]);
    expect(taxed.map((i) => [i.description, i.quantity, i.unitPrice, i.lineTotal])).toEqual([
      ['Desk lamp', 1, 50, 55],
      ['Bulb pack', 2, 4, 8.8],
    ]);
  });

  it('reads on past a section subtotal to the items under the next section', () => {
    const r = items([
      ['Description', 'Qty', 'Unit Price', 'Amount'],
      'Tools',
      ['Claw hammer', '1', '18.00', '18.00'],
      ['Chisel set', '2', '11.00', '22.00'],
      'Subtotal 40.00',
      'Paint',
      ['Primer 1 l', '3', '6.00', '18.00'],
      'Subtotal 18.00',
      'Subtotal 58.00',
      'Tax 5.80',
      'Total 63.80',
    ]);
    expect(r.map((i) => [i.description, i.quantity, i.lineTotal, i.sure])).toEqual([
      ['Claw hammer', 1, 18, true],
      ['Chisel set', 2, 22, true],
      ['Primer 1 l', 3, 18, true],
    ]);
  });

  it('takes the quantity that opens a row after its position number; a number it leaves is the name’s', () => {
    expect(
      items([
        'Brightwater Hosting GmbH',
        ['1', '2', 'Support hours 2024', '45.00', '90.00'],
        ['2', '1', 'Setup fee', '30.00', '30.00'],
        'Total EUR 120.00',
      ]).map((i) => [i.description, i.quantity, i.unitPrice, i.lineTotal]),
    ).toEqual([
      ['Support hours 2024', 2, 45, 90],
      ['Setup fee', 1, 30, 30],
    ]);
  });

  it('finds charges printed one a row by their sum, not the breakdown rows every charge repeats', () => {
    const rows = [
      'Skyline Cloud Services Inc.',
      'Invoice Number: 77120',
      'Invoice Date: May 2, 2025',
      'Summary',
      'Service charges $9.40',
      'Credits $0.00',
      'Total for this invoice $9.40',
      'Detail',
      'Object storage $2.40',
      'Charges $2.40',
      'Sales tax $0.00',
      'Compute hours $7.00',
      'Charges $7.00',
      'Sales tax $0.00',
    ];
    expect(items(rows)).toEqual([
      { description: 'Object storage', quantity: 1, unitPrice: 2.4, lineTotal: 2.4, sure: true },
      { description: 'Compute hours', quantity: 1, unitPrice: 7, lineTotal: 7, sure: true },
    ]);
    expect(
      items([
        'Bluepeak Software Inc.',
        'Professional plan (annual) $1,200.00',
        'Additional seats x 5 $300.00',
        'Subtotal $1,500.00',
      ]).map((i) => [i.description, i.quantity, i.unitPrice, i.lineTotal]),
    ).toEqual([
      ['Professional plan (annual)', 1, 1200, 1200],
      ['Additional seats x', 5, 60, 300],
    ]);
    // One charge alone is no evidence of items: its amount is the total's.
    expect(items(rows.slice(0, 10))).toEqual([]);
  });

  it('takes the subtotal from confirmed items that meet the total when the amounts read do not add up', () => {
    const rows = (amounts: string[]) =>
      invoice([
        'Brightwater Hosting GmbH',
        ['Description', 'Qty', 'Price', 'Amount'],
        ['Mail hosting', '1', '4.00', '4.00'],
        ['Web hosting', '2', '4.00', '8.00'],
        ...amounts,
        'Total 12.00',
      ]);
    const untaxed = rows(['Subtotal 1.00', 'VAT 3.00']);
    expect(untaxed.fields.subtotal?.value).toBe(12);
    expect(untaxed.fields.tax).toBeUndefined();
    expect(untaxed.warnings.map((w) => w.code)).toContain('amounts_reconciled');
    // A printed rate that the tax meets on the rest of the total: the prices include the tax.
    const included = rows(['Subtotal 1.00', 'VAT 20% 2.00']);
    expect([included.fields.subtotal?.value, included.fields.tax?.value]).toEqual([10, 2]);
    expect(rows(['Subtotal 10.00', 'VAT 2.00']).warnings.map((w) => w.code)).not.toContain(
      'amounts_reconciled',
    );
  });

  it('mends the one number OCR misread by the other two, doubted, and drops a rule read as a Hebrew letter', () => {
    const r = items([
      ['Description', 'Qty', 'Price', 'Total'],
      ['Hay bale', '2', '38.50', '462.00'],
      ['Sign board', '4', '15.00', '580.00'],
      ['Catering', '120', '96.50', '1,580.00'],
      ['Herbal tea', '96', '315', '302.40ו'],
      'Subtotal 12,924.40',
      'Total 12,924.40',
    ]);
    expect(r.map((i) => [i.description, i.quantity, i.unitPrice, i.lineTotal])).toEqual([
      ['Hay bale', 12, 38.5, 462],
      ['Sign board', 4, 145, 580],
      ['Catering', 120, 96.5, 11580],
      ['Herbal tea', 96, 3.15, 302.4],
    ]);
    expect(r.every((i) => i.sure)).toBe(true);
    // Nothing else on the page to confirm it: the mended quantity stays doubted.
    const doubted = invoice([
      ['Description', 'Qty', 'Price', 'Amount'],
      ['Hay bale', '2', '38.50', '462.00'],
    ]);
    expect(doubted.lists.lineItems?.[0]?.quantity?.confidence).toBeLessThan(0.7);
  });
});
