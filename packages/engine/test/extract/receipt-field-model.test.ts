import { describe, expect, it } from 'vitest';
import { understand } from '../../src/extract/index.ts';
import { buildRows } from '../../src/extract/lines.ts';
import { KEY_FIELDS, keyFieldCandidates } from '../../src/extract/receipts/field-model/features.ts';
import { receiptFieldModel } from '../../src/extract/receipts/field-model/model.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2026-11-22T00:00:00Z');

/** An invented Malaysian-style till slip: name, registration, address, contact, date, items and totals. */
const SLIP = [
  'SUNRISE HARDWARE TRADING SDN BHD',
  '(0012345-A)',
  'NO 12, JALAN MAWAR 3,',
  'TAMAN BUNGA RAYA,',
  '40150 BANDAR CONTOH, SELANGOR.',
  'TEL: 03-8734 1122',
  'TAX INVOICE',
  ['DATE: 14/03/2018', 'TIME: 10:22'],
  ['ITEM', 'QTY', 'AMOUNT'],
  ['CLAW HAMMER', '1', '12.00'],
  ['STEEL NAILS 2IN', '2', '7.00'],
  ['SUBTOTAL', '', '19.00'],
  ['GST 6%', '', '1.14'],
  ['TOTAL', '', '20.14'],
  ['CASH', '', '50.00'],
  ['CHANGE', '', '29.86'],
  'THANK YOU PLEASE COME AGAIN',
];

describe('receipt field model', () => {
  it('is given as many features as it was trained on, for every key field', () => {
    const model = receiptFieldModel();
    const candidates = keyFieldCandidates(buildRows([gridPage(SLIP)]), {}, TODAY);
    for (const field of KEY_FIELDS) {
      expect(candidates[field].length).toBeGreaterThan(0);
      for (const c of candidates[field]) expect(c.features).toHaveLength(model.fields[field].features);
    }
  });

  it('chooses company, address, date and total on a slip it never saw, with probabilities', () => {
    const result = understand([gridPage(SLIP)], { documentType: 'receipt', today: TODAY });
    expect(result.fields.merchantName?.value).toBe('SUNRISE HARDWARE TRADING SDN BHD');
    expect(result.fields.merchantAddress?.value).toBe(
      'NO 12, JALAN MAWAR 3, TAMAN BUNGA RAYA, 40150 BANDAR CONTOH, SELANGOR.',
    );
    expect(result.fields.date?.value).toBe('2018-03-14');
    expect(result.fields.total?.value).toBe(20.14);
    for (const name of ['merchantName', 'merchantAddress', 'date', 'total']) {
      const confidence = result.fields[name]?.confidence ?? -1;
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });

  it('sends a receipt to review naming the key fields below the calibrated threshold', () => {
    const { reviewThreshold } = receiptFieldModel();
    const result = understand([gridPage(SLIP, { confidence: 0.3 })], {
      documentType: 'receipt',
      today: TODAY,
    });
    const doubtful = ['merchantName', 'merchantAddress', 'date', 'total'].filter(
      (name) => (result.fields[name]?.confidence ?? 0) < reviewThreshold,
    );
    expect(result.needsReview).toBe(doubtful.length > 0 || result.reviewReasons.length > 0);
    for (const name of doubtful) expect(result.reviewReasons).toContain(name);
  });

  // SROIE's labels: of the 73 trainable receipts printing both a total and its rounding to 5 sen, 65 are
  // labelled with the rounded one (4 with the total before rounding); the model learned that.
  it('takes the rounded total when the slip prints both, as the training receipts are labelled', () => {
    const rounded = [
      ...SLIP.slice(0, 13),
      ['TOTAL', '', '20.14'],
      ['ROUNDING ADJ', '', '0.01'],
      ['TOTAL ROUNDED', '', '20.15'],
      ['CASH', '', '50.00'],
      ['CHANGE', '', '29.85'],
    ];
    const result = understand([gridPage(rounded)], { documentType: 'receipt', today: TODAY });
    expect(result.fields.total?.value).toBe(20.15);
  });
});
