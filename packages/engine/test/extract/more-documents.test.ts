import { describe, expect, it } from 'vitest';
import { classify } from '../../src/extract/classify.ts';
import { understand } from '../../src/extract/index.ts';
import { looksAmerican } from '../../src/extract/parse/dates.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2026-11-22T00:00:00Z');
const values = (fields: Record<string, { value: unknown }>) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.value]));

describe('American documents', () => {
  it('are recognised by dollars with a US address or US wording', () => {
    expect(looksAmerican('Total $45.00\nSeattle, WA 98109')).toBe(true);
    expect(looksAmerican('Total $45.00 Sales tax $3.00')).toBe(true);
    expect(looksAmerican('Total €45.00\nParis 75008')).toBe(false);
  });

  it('read ambiguous numeric dates month first', () => {
    const page = gridPage([
      'Acme Supplies Inc',
      '410 Terry Ave, Seattle, WA 98109',
      'INVOICE',
      'Invoice No: 7781',
      'Invoice Date: 03/04/2024',
      'Total: $120.00',
    ]);
    expect(understand([page], { today: TODAY }).fields.invoiceDate?.value).toBe('2024-03-04');
    const israeli = gridPage(['חשבונית מס 7781', 'תאריך: 03/04/2024', 'סה"כ לתשלום: 120.00 ₪']);
    expect(understand([israeli], { today: TODAY }).fields.invoiceDate?.value).toBe('2024-04-03');
  });
});

describe('receipt layouts', () => {
  it('joins a name row with the quantity row under it and ignores the item count', () => {
    const page = gridPage([
      'מכולת הגפן',
      'חשבונית מס/קבלה 58213',
      'קופה 2 קופאי: 14',
      'תאריך: 14/05/25 שעה: 18:42',
      'במבה 80 גרם',
      ['2', '2.90 x', '5.80'],
      'אגוזי 45 גרם 5.90',
      'סה"כ פריטים: 3',
      'סה"כ לתשלום 11.70',
      'מזומן 20.00',
      'עודף 8.30',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.documentType).toBe('receipt');
    expect(
      r.lists.items?.map((i) => [
        i.description?.value,
        i.quantity?.value,
        i.unitPrice?.value,
        i.lineTotal?.value,
      ]),
    ).toEqual([
      ['במבה 80 גרם', 2, 2.9, 5.8],
      ['אגוזי 45 גרם', 1, 5.9, 5.9],
    ]);
    expect(r.fields.total?.value).toBe(11.7);
  });

  it('keeps a size in the item name when it does not divide the price', () => {
    const page = gridPage(['קבלה', 'תאריך: 02/10/2025', 'סנו די רול און 50 17.90', 'סה"כ לתשלום 17.90']);
    const r = understand([page], { documentType: 'receipt', today: TODAY });
    expect(values(r.lists.items?.[0] ?? {})).toMatchObject({
      description: 'סנו די רול און 50',
      quantity: 1,
      lineTotal: 17.9,
    });
  });

  it('takes the total after rounding, and cash less change when no total is printed', () => {
    const rounded = gridPage([
      'SHOP ENTERPRISE',
      'DATE 01/02/2018',
      'TOTAL AMOUNT (INCL GST) 31.47',
      'ROUNDING -0.02',
      'TOTAL 31.45',
      'CASH 50.00',
    ]);
    expect(understand([rounded], { documentType: 'receipt', today: TODAY }).fields.total?.value).toBe(31.45);
    const unlabeled = gridPage([
      'SHOP ENTERPRISE',
      'DATE 01/02/2018',
      'T L 94.00',
      'CASH 100.00',
      'CHANGE 6.00',
    ]);
    expect(understand([unlabeled], { documentType: 'receipt', today: TODAY }).fields.total?.value).toBe(94);
  });

  it('calls a narrow till slip headed "tax invoice" a receipt', () => {
    const text = 'SIMPLIFIED TAX INVOICE\nCASHIER 01\nTOTAL 12.00\nCASH 20.00\nCHANGE 8.00';
    expect(classify(text, null, { aspect: 0.4 }).type).toBe('receipt');
    expect(
      classify('TAX INVOICE\nInvoice No 12\nBill To: ACME\nTotal 12.00', null, { aspect: 0.8 }).type,
    ).toBe('invoice');
  });
});

describe('labels over values', () => {
  it('reads the value printed under its label in a header row', () => {
    const page = gridPage([
      'Global Parts B.V.',
      'Factuur',
      ['Klant', 'Factuur datum', 'Factuur', 'Vervaldatum'],
      ['SCONL0303', '8-9-2022', 'VF1005193039', '22-9-2022'],
      'Factuur totaal EUR 49,99',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.documentType).toBe('invoice');
    expect(values(r.fields)).toMatchObject({
      vendorName: 'Global Parts B.V.',
      invoiceDate: '2022-09-08',
      dueDate: '2022-09-22',
      totalAmount: 49.99,
      currency: 'EUR',
    });
  });
});
