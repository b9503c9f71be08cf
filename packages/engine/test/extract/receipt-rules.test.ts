import type { Page } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { extractByRules } from '../../src/extract/doc/receipt.ts';
import { understand } from '../../src/extract/index.ts';
import { buildRows } from '../../src/extract/lines.ts';
import { documentCurrency } from '../../src/extract/parse/currency.ts';
import { findDates, repairYear } from '../../src/extract/parse/dates.ts';
import { canonicalLabels, cleanText, readsAsText } from '../../src/extract/parse/ocr-text.ts';
import { merchantName } from '../../src/extract/receipts/header.ts';
import { repairAmountText } from '../../src/extract/receipts/total.ts';
import type { TextLine } from '../../src/extract/types.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2026-11-22T00:00:00Z');

/** A row as OCR reports it: each word with its own confidence. */
function ocrRow(words: Array<[string, number]>): TextLine {
  const bbox = { x: 0, y: 0, w: 10, h: 10 };
  return {
    page: 1,
    index: 0,
    text: words.map(([t]) => t).join(' '),
    bbox,
    confidence: Math.min(...words.map(([, c]) => c)),
    direction: 'ltr',
    words: words.map(([text, confidence]) => ({ text, confidence, bbox })),
  };
}

/** A receipt page whose rows carry given word confidences (1 unless said). */
function slip(rows: Array<string | Array<[string, number]>>): Page {
  const page = gridPage(rows.map((r) => (typeof r === 'string' ? r : r.map(([t]) => t).join(' '))));
  page.blocks.forEach((block, i) => {
    const row = rows[i];
    if (typeof row === 'string' || !row) return;
    for (const line of block.lines)
      line.words = line.words.map((w, k) => ({ ...w, confidence: row[k]?.[1] ?? w.confidence }));
  });
  return page;
}

const receipt = (rows: Array<string | Array<[string, number]>>) =>
  understand([slip(rows)], { documentType: 'receipt', today: TODAY });

describe('OCR rows read as text', () => {
  it('drops specks and edge marks but keeps the words', () => {
    expect(
      cleanText(
        ocrRow([
          ['|', 0.8],
          ['LOT', 0.9],
          ['12,', 0.9],
          ['JALAN', 0.9],
          ['MAJU', 0.9],
          ['©', 0.4],
        ]),
      ),
    ).toBe('LOT 12, JALAN MAJU');
    expect(
      cleanText(
        ocrRow([
          ['ww', 0.07],
          ['KEDAI', 0.9],
          ['MAJU', 0.9],
          ['Ee', 0.04],
        ]),
      ),
    ).toBe('KEDAI MAJU');
  });

  it('tells logo art from a name', () => {
    expect(
      readsAsText(
        ocrRow([
          ['YY', 0.1],
          ['VTYY', 0.2],
          ['Y', 0.1],
          ['A', 0.2],
        ]),
      ),
    ).toBe(false);
    expect(
      readsAsText(
        ocrRow([
          ['J', 0.5],
          ['y', 0.5],
          [':', 0.5],
          ['°', 0.5],
          ['A', 0.5],
        ]),
      ),
    ).toBe(false);
    expect(
      readsAsText(
        ocrRow([
          ['KEDAI', 0.9],
          ['RUNCIT', 0.9],
          ['MAJU', 0.9],
        ]),
      ),
    ).toBe(true);
  });

  it('recognises misread label words, leaving names and real words alone', () => {
    expect(canonicalLabels('RCUNDING ADJ -0.02')).toBe('ROUNDING ADJ -0.02');
    expect(canonicalLabels('fotal 12.00')).toBe('TOTAL 12.00');
    expect(canonicalLabels('[ASH 20.00')).toBe('CASH 20.00');
    expect(canonicalLabels('SERVICE CHARGE 2.00')).toBe('SERVICE CHARGE 2.00');
    expect(canonicalLabels('GST RATE 6%')).toBe('GST RATE 6%');
  });

  it('repairs the glyphs of an amount only', () => {
    expect(repairAmountText('SUB-TOTAL 82.8D')).toBe('SUB-TOTAL 82.80');
    expect(repairAmountText('ROUNDING ADJ . 01')).toBe('ROUNDING ADJ 0.01');
  });
});

describe('receipt merchant and address', () => {
  it('skips logo noise and banners, and strips the registration number', () => {
    const r = receipt([
      [
        ['YY', 0.05],
        ['VTYY', 0.1],
        ['EE', 0.02],
      ],
      'SIMPLIFIED TAX INVOICE',
      'KEDAI RUNCIT MAJU SDN BHD (123456-A)',
      'NO 8, JALAN BUNGA 3,',
      '43000 KAJANG, SELANGOR',
      'TEL: 03-8888 1234',
      'DATE: 02/03/2024',
      'TOTAL 10.00',
    ]);
    expect(r.fields.merchantName?.value).toBe('KEDAI RUNCIT MAJU SDN BHD');
    expect(r.fields.merchantAddress?.value).toBe('NO 8, JALAN BUNGA 3, 43000 KAJANG, SELANGOR');
  });

  it('prefers the company row of the header over an owner line above it', () => {
    const r = receipt([
      'SITI AMINAH',
      'BUNGA RAYA ENTERPRISE',
      '(JM0012345-X)',
      'NO 3, JALAN MAWAR',
      'TOTAL 5.00',
    ]);
    expect(r.fields.merchantName?.value).toBe('BUNGA RAYA ENTERPRISE');
    expect(r.fields.merchantAddress?.value).toBe('NO 3, JALAN MAWAR');
  });

  it('does not take a later company row once the address has started', () => {
    const r = receipt([
      'PELANGI BOOK SHOP',
      'NO 5, JALAN CEMPAKA 2',
      '12345 BANDAR SEMPURNA',
      'GST ID: 001234567890',
      'Owned By :',
      'PELANGI TRADING SDN BHD',
      'TOTAL 5.00',
    ]);
    expect(r.fields.merchantName?.value).toBe('PELANGI BOOK SHOP');
    expect(r.fields.merchantAddress?.value).toBe('NO 5, JALAN CEMPAKA 2 12345 BANDAR SEMPURNA');
  });

  it('joins a company suffix printed on its own row and corrects its misreading', () => {
    expect(merchantName('TERANG BULAN SON BHD')).toBe('TERANG BULAN SDN BHD');
    expect(merchantName('SINAR PAGI BAKERIES (KL) SON «BHD')).toBe('SINAR PAGI BAKERIES (KL) SDN BHD');
    expect(merchantName('Sinar Pagi Sdn. Ehd.')).toBe('Sinar Pagi Sdn Bhd');
    expect(merchantName('SINAR PAGI SDN BHD')).toBe('SINAR PAGI SDN BHD');
    expect(merchantName('88 MINI MART 5/8 (112233-K)')).toBe('88 MINI MART S/B');
    expect(merchantName('SURIA TRADING (M) SDN BHD POSTE =')).toBe('SURIA TRADING (M) SDN BHD');
    expect(merchantName('SINAR PAGI SIN BHD')).toBe('SINAR PAGI SDN BHD');
    expect(merchantName('SINAR PAGI SEN 3HD')).toBe('SINAR PAGI SDN BHD');
    expect(merchantName('Sinar Pagi Sdnbhd')).toBe('Sinar Pagi Sdn Bhd');
    expect(merchantName('SINAR PAGI (KL) SDN BIID (112233 X)')).toBe('SINAR PAGI (KL) SDN BHD');
    expect(merchantName('SINAR PAGI TRADING')).toBe('SINAR PAGI TRADING');
    const r = receipt(['CAHAYA ELEKTRIK', 'SDN BHD', 'LOT 9, JALAN IPOH', 'TOTAL 5.00']);
    expect(r.fields.merchantName?.value).toBe('CAHAYA ELEKTRIK SDN BHD');
  });

  it('stops the address at a bare phone number or an identifier row', () => {
    const r = receipt([
      'WARUNG SEDAP',
      '12, JALAN DUA,',
      '12345 BANDAR SEMPURNA.',
      '012-3456789',
      'TOTAL 3.00',
    ]);
    expect(r.fields.merchantAddress?.value).toBe('12, JALAN DUA, 12345 BANDAR SEMPURNA.');
  });
});

describe('receipt total', () => {
  it('takes the total after a signed rounding adjustment', () => {
    const r = receipt([
      'KEDAI MAJU',
      'TOTAL INCL GST 7.72',
      'ROUNDING: -0.02',
      'NETT TOTAL 7.70',
      'CASH 10.00',
      'CHANGE 2.30',
    ]);
    expect(r.fields.total?.value).toBe(7.7);
  });

  it('computes the rounded total when only the adjustment is printed', () => {
    const r = receipt([
      'KEDAI MAJU',
      'TOTAL SALES (INCLUSIVE GST) 12.33',
      'ROUNDING ADJUSTMENT 0.02',
      'CASH 20.00',
    ]);
    expect(r.fields.total?.value).toBe(12.35);
  });

  it('reads a bare ROUNDING row with the rounded amount as the total', () => {
    const r = receipt([
      'KEDAI MAJU',
      'TOTAL SALES 20.04',
      'ROUNDING ADJUSTMENT .01',
      'ROUNDING 20.05',
      'CASH 50.00',
      'CHANGE 29.95',
    ]);
    expect(r.fields.total?.value).toBe(20.05);
  });

  it('never takes subtotal, tax, cash, change or a quantity row for the total', () => {
    const r = receipt([
      'KEDAI MAJU',
      'Total Qty: 3',
      'Total (Excluding GST): 9.43',
      'GST payable (6%): 0.57',
      'Total (Inclusive of GST): 10.00',
      'CASH 50.00',
      'CHANGE 40.00',
    ]);
    expect(r.fields.total?.value).toBe(10);
    expect(r.fields.tax?.value).toBe(0.57);
  });

  it('reads a misread total label and a misread decimal', () => {
    const r = receipt(['KEDAI MAJU', 'SUB-TOTAL 4.2D', 'TOTA1 4.20', 'CASH 5.00', 'CHANGE 0.80']);
    expect(r.fields.total?.value).toBe(4.2);
  });

  it('falls back to cash less change when no total row is legible', () => {
    const rows = ['KEDAI MAJU', 'T L 9.00', 'CASH 10.00', 'CHANGE 1.00'];
    expect(receipt(rows).fields.total?.value).toBe(9);
    // The rules are less sure of a total only cash less change vouches for.
    const ctx = { mrz: null, today: TODAY, monthFirst: false };
    expect(extractByRules(buildRows([slip(rows)]), ctx).extraction.fields.total?.confidence).toBeLessThan(
      0.95,
    );
  });

  it("reads no cheque in a stay's check-in and check-out, but the payment the page names", () => {
    const ctx = { mrz: null, today: TODAY, monthFirst: false };
    const rows = [
      'HARBOUR VIEW INN',
      'Check In 02/03/2026 Check-out 03/03/2026',
      'Paid by Cash',
      'TOTAL 80.00',
    ];
    const { fields } = extractByRules(buildRows([slip(rows)]), ctx).extraction;
    expect(fields.paymentMethod?.value).toBe('cash');
  });

  it('doubts a tax equal to the total', () => {
    const r = receipt(['KEDAI MAJU', 'TOTAL 6.70', 'GST 6.70']);
    expect(r.fields.tax?.confidence).toBeLessThanOrEqual(0.3);
    expect(r.warnings.map((w) => w.code)).toContain('tax_equals_total');
  });
});

describe('receipt dates', () => {
  it.each([
    ['30 MAR 2018', '2018-03-30'],
    ['30MAR2018', '2018-03-30'],
    ['Mar 30, 2018', '2018-03-30'],
    ['30/03/18', '2018-03-30'],
    ['2018-03-30', '2018-03-30'],
    ['30.03.2018', '2018-03-30'],
  ])('reads %s', (text, iso) => {
    expect(findDates(`Date: ${text}`)[0]?.iso).toBe(iso);
  });

  it('prefers a plausible date to one with an impossible year', () => {
    const r = receipt(['KEDAI MAJU', 'Printed 01/02/2091', 'Date: 01/02/2024', 'TOTAL 1.00']);
    expect(r.fields.date?.value).toBe('2024-02-01');
  });

  it('reads a date with letters for digits when the slip has no other date', () => {
    const r = receipt(['KEDAI MAJU', 'DATE: 3O/O3/2Ol8 12:00', 'TOTAL 1.00']);
    expect(r.fields.date?.value).toBe('2018-03-30');
    expect(r.fields.date?.text).toBe('3O/O3/2Ol8');
    const both = receipt(['KEDAI MAJU', 'INV 3O/O3/2Ol8', 'Date: 01/02/2024', 'TOTAL 1.00']);
    expect(both.fields.date?.value).toBe('2024-02-01');
  });

  it('reads an impossible year again by look-alike digits when it is the only date', () => {
    expect(repairYear('2075-07-27', TODAY)).toBe('2025-07-27');
    expect(repairYear('2025-07-27', TODAY)).toBe('2025-07-27');
  });
});

describe('currency from every cue', () => {
  it('does not call a Malaysian slip dollars for a stray $', () => {
    const guess = documentCurrency('KEDAI MAJU\nJALAN BUNGA, 43000 KAJANG, SELANGOR\nTOTAL $8.20');
    expect(guess?.code).toBe('MYR');
    expect(guess?.confidence).toBeLessThan(0.95);
  });

  it('is sure of a named currency the country agrees with', () => {
    expect(documentCurrency('TAMAN JAYA, SELANGOR\nTOTAL RM 8.20')).toEqual({
      code: 'MYR',
      confidence: 0.97,
    });
    expect(documentCurrency('סופר השכונה\nסה"כ 12.00 ש"ח')?.code).toBe('ILS');
  });

  it('calls a bare $ a guess', () => {
    expect(documentCurrency('TOTAL $8.20')).toEqual({ code: 'USD', confidence: 0.6 });
  });
});

describe('invoice items with the quantity run into the description', () => {
  it('splits the quantity when quantity × price is the line total', () => {
    const page = gridPage([
      'חלבי הגליל בע"מ',
      'חשבונית מס 12',
      'תאריך: 03/02/2025',
      ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
      ['240גבינה לבנה', '6.20', '1,488.00'],
      'סה"כ לפני מע"מ: 1,488.00 ₪',
    ]);
    const item = understand([page], { today: TODAY }).lists.lineItems?.[0];
    expect(item?.description?.value).toBe('גבינה לבנה');
    expect(item?.quantity?.value).toBe(240);
  });
});

describe('receipt items as OCR reads them', () => {
  const items = (rows: string[]) =>
    understand([gridPage(rows)], { documentType: 'receipt', today: TODAY }).lists.items ?? [];

  it('reads the "x" of a quantity line misread as a Hebrew letter', () => {
    const [item] = items([
      'מכולת הפינה',
      'תאריך: 01/02/2025',
      'במבה 80 גרם',
      '2 4.50 א 9.00',
      'סה"כ לתשלום 9.00',
    ]);
    expect(item?.description?.value).toBe('במבה 80 גרם');
    expect(item?.quantity?.value).toBe(2);
    expect(item?.lineTotal?.value).toBe(9);
  });

  it('takes quantity × price when the line total lost a digit', () => {
    const [item] = items([
      'מכולת הפינה',
      'תאריך: 01/02/2025',
      'במבה 80 גרם',
      '2 2.90 x 5.0',
      'סה"כ לתשלום 5.80',
    ]);
    expect(item?.lineTotal?.value).toBe(5.8);
    expect(item?.lineTotal?.confidence).toBeLessThan(0.7);
  });

  it('reads item lines that end in a tax code', () => {
    const list = items([
      'KEDAI MAJU',
      'Date: 01/02/2024',
      'Teh Tarik',
      '2 X 2.50 5.00 SR',
      'Roti Canai 1.20 ZR',
      'TOTAL 6.20',
    ]);
    expect(list.map((i) => [i.description?.value, i.quantity?.value, i.lineTotal?.value])).toEqual([
      ['Teh Tarik', 2, 5],
      ['Roti Canai', 1, 1.2],
    ]);
  });

  it('infers a lost count from a price that divides the total', () => {
    const [item] = items([
      'מכולת הפינה',
      'תאריך: 01/02/2025',
      'במבה 80 גרם',
      '2.90 x 8.70',
      'סה"כ לתשלום 8.70',
    ]);
    expect(item?.quantity?.value).toBe(3);
    expect(item?.quantity?.confidence).toBeLessThan(0.8);
  });
});

describe('receipts read by a recogniser that drops spaces', () => {
  it('finds totals, dates and times with the spaces gone', () => {
    const r = receipt([
      'KEDAIMAJU',
      'Date:21-03-201816:08:24',
      'SUBTOTAL7.72',
      'ROUNDING:-0.02',
      'NETTOTAL:RM7.70',
      'CASH10.00',
      'CHANGE2.30',
    ]);
    expect(r.fields.date?.value).toBe('2018-03-21');
    expect(r.fields.time?.value).toBe('16:08:24');
    expect(r.fields.total?.value).toBe(7.7);
  });

  it('reads a month-name date run into its time', () => {
    expect(findDates('30MAR201818:17')[0]?.iso).toBe('2018-03-30');
    expect(findDates('17-06-1812:56')[0]?.iso).toBe('2018-06-17');
  });
});

describe('receipt total beside pre-tax and tax-table rows', () => {
  it('does not take the amount of a "total (excluding GST)" row or of the GST summary table', () => {
    const r = receipt([
      'KEDAI MAJU ENTERPRISE',
      'Total Qty 1',
      'Total Sales (Excluding GST) 80.91',
      'Total GST : 0.00',
      'Rounding -001',
      'Total Sales (Inclusive of GST) : 80.90',
      'GST SUMMARY',
      'Total: 80.91 0.00',
    ]);
    expect(r.fields.total?.value).toBe(80.9);
  });

  it('closes the merchant name at a misread company word', () => {
    const r = receipt([
      'LIM BROTHERS ENTERPRSE POSTED',
      '7, JALAN KENANGA 2,',
      '12345 BANDAR SEMPURNA, SELANGOR',
      'TOTAL 94.00',
    ]);
    expect(r.fields.merchantName?.value).toBe('LIM BROTHERS ENTERPRISE');
  });

  it('mends header words only on a page that says which market it is from', () => {
    const r = receipt(['CORNER BAKERY', '12 HIGH STREET, JOHAR', 'TOTAL £4.00']);
    expect(r.fields.merchantAddress?.value).toBe('12 HIGH STREET, JOHAR');
  });
});
