import { describe, expect, it } from 'vitest';
import { classify } from '../../src/extract/classify.ts';
import { understand } from '../../src/extract/index.ts';
import { buildRows } from '../../src/extract/lines.ts';
import { findTables } from '../../src/extract/tables/index.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2026-11-22T00:00:00Z');

const hebrewInvoice = (opts: { date?: string; allocation?: boolean; tax?: string; vendorId?: string } = {}) =>
  gridPage([
    'אור ים מערכות בע"מ',
    'הרצל 10, תל אביב',
    `ח.פ. ${opts.vendorId ?? '513404004'}`,
    'חשבונית מס 2031',
    `תאריך: ${opts.date ?? '10/03/2025'}`,
    'לכבוד: קפה נחת בע"מ',
    ['תיאור', 'כמות', 'מחיר ליחידה', 'סה"כ'],
    ['מסך מחשב 27 אינץ', '20', '950.00', '19,000.00'],
    ['התקנה', '4', '500.00', '2,000.00'],
    'סה"כ לפני מע"מ: 21,000.00 ₪',
    `מע"מ 18%: ${opts.tax ?? '3,780.00'} ₪`,
    'סה"כ לתשלום: 24,780.00 ₪',
    ...(opts.allocation === false ? [] : ['מספר הקצאה: 123456789']),
  ]);

describe('classification', () => {
  it.each([
    ['חשבונית מס 1002\nסה"כ לתשלום', 'invoice'],
    ['TAX INVOICE\nInvoice number 33\nBill to: ACME', 'invoice'],
    ['קבלה מס 55\nמזומן', 'receipt'],
    ['RECEIPT\nCASH 20.00\nCHANGE 1.00\nTHANK YOU', 'receipt'],
    ['מדינת ישראל\nתעודת זהות', 'id'],
    ['DRIVING LICENCE\nDate of birth', 'id'],
    ['PASSPORT\nPasseport', 'passport'],
    ['דף חשבון\nיתרת פתיחה\nיתרת סגירה', 'bank_statement'],
    ['Bank Statement\nOpening balance 100.00\nClosing balance 50.00', 'bank_statement'],
    ['הסכם שכירות\nהואיל והצדדים', 'contract'],
    ['SERVICE AGREEMENT\nWHEREAS the parties', 'contract'],
    ['טופס בקשה\nנא למלא', 'form'],
    ['Lorem ipsum dolor sit amet', 'other'],
  ])('%j is %s', (text, type) => {
    expect(classify(text, null).type).toBe(type);
  });

  it('calls a tax invoice-receipt an invoice', () => {
    expect(classify('חשבונית מס/קבלה 318\nקבלה', null).type).toBe('invoice');
  });

  it('is less sure when cues disagree', () => {
    const clear = classify('חשבונית מס\nחשבונית\nמספר הקצאה', null);
    const mixed = classify('חשבונית\nקבלה', null);
    expect(clear.confidence).toBeGreaterThan(mixed.confidence);
  });
});

describe('invoice', () => {
  it('does not take "Ltd." (בע"מ) for the tax number label of a row holding another number', () => {
    // The vendor's name printed beside the invoice number, in one row: `בע"מ` ends in `ע"מ`.
    const page = gridPage([
      'חשבונית מס 2026-0417 סטודיו גלים לעיצוב בע"מ',
      'רחוב הנביאים 21, חיפה',
      'תאריך: 12/10/2026 ע.מ. 513404004',
      'סה"כ לתשלום: 5,428.00 ₪',
    ]);
    expect(understand([page], { today: TODAY }).fields.vendorTaxId?.value).toBe('513404004');
  });

  it('reads a Hebrew tax invoice with its items and passes every check', () => {
    const r = understand([hebrewInvoice()], { today: TODAY });
    expect(r.documentType).toBe('invoice');
    const v = Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.value]));
    expect(v).toMatchObject({
      vendorName: 'אור ים מערכות בע"מ',
      vendorTaxId: '513404004',
      customerName: 'קפה נחת בע"מ',
      invoiceId: '2031',
      invoiceDate: '2025-03-10',
      currency: 'ILS',
      subtotal: 21000,
      taxRate: 18,
      tax: 3780,
      totalAmount: 24780,
      allocationNumber: '123456789',
    });
    expect(
      r.lists.lineItems?.map((i) => [
        i.description?.value,
        i.quantity?.value,
        i.unitPrice?.value,
        i.lineTotal?.value,
      ]),
    ).toEqual([
      ['מסך מחשב 27 אינץ', 20, 950, 19000],
      ['התקנה', 4, 500, 2000],
    ]);
    expect(r.warnings).toEqual([]);
    expect(r.fields.totalAmount?.confidence).toBeGreaterThanOrEqual(0.95);
    expect(r.fields.totalAmount?.bbox).not.toBeNull();
    expect(r.reviewReasons).toEqual([]);
    expect(r.needsReview).toBe(false);
  });

  it('flags VAT at the wrong rate for the invoice date', () => {
    const r = understand([hebrewInvoice({ date: '10/03/2024' })], { today: TODAY });
    expect(r.warnings.map((w) => w.code)).toContain('vat_rate_mismatch');
    expect(r.fields.tax?.confidence).toBeLessThan(0.95);
  });

  it('puts right a misread amount that the others contradict, and says so', () => {
    const r = understand([hebrewInvoice({ tax: '3,870.00' })], { today: TODAY });
    expect(r.fields.tax?.value).toBe(3780);
    expect(r.fields.tax?.text).toContain('3,870.00');
    expect(r.fields.tax?.confidence).toBeLessThanOrEqual(0.7);
    const warning = r.warnings.find((w) => w.code === 'amounts_reconciled');
    expect(warning?.message).toContain('3870');
  });

  it('flags arithmetic that no reading of the amounts explains', () => {
    const page = gridPage([
      'אור ים מערכות בע"מ',
      'חשבונית מס 2031',
      'תאריך: 10/03/2025',
      'סה"כ לפני מע"מ: 21,000.00 ₪',
      'מע"מ 18%: 3,870.00 ₪',
      'סה"כ לתשלום: 25,100.00 ₪',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['total_mismatch', 'vat_rate_mismatch']),
    );
  });

  it('flags a missing allocation number above the threshold in force', () => {
    const r = understand([hebrewInvoice({ allocation: false })], { today: TODAY });
    expect(r.warnings.map((w) => w.code)).toContain('allocation_number_missing');
  });

  it('flags a vendor number that fails its check digit', () => {
    const r = understand([hebrewInvoice({ vendorId: '513404005' })], { today: TODAY });
    expect(r.warnings.map((w) => w.code)).toContain('tax_id_invalid');
  });

  it('reads an English invoice', () => {
    const page = gridPage([
      'Northwind Traders Ltd',
      'INVOICE',
      'Invoice No: INV-2024-0042',
      'Invoice Date: March 5, 2024',
      'Due Date: 04/04/2024',
      'Bill To: Contoso Inc',
      ['Description', 'Qty', 'Unit Price', 'Amount'],
      ['Consulting hours', '10', '$150.00', '$1,500.00'],
      ['Travel', '1', '$200.00', '$200.00'],
      'Subtotal: $1,700.00',
      'Tax 10%: $170.00',
      'Total Due: $1,870.00',
    ]);
    const r = understand([page], { today: TODAY });
    const v = Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.value]));
    expect(r.documentType).toBe('invoice');
    expect(v).toMatchObject({
      vendorName: 'Northwind Traders Ltd',
      invoiceId: 'INV-2024-0042',
      invoiceDate: '2024-03-05',
      dueDate: '2024-04-04',
      customerName: 'Contoso Inc',
      currency: 'USD',
      subtotal: 1700,
      tax: 170,
      taxRate: 10,
      totalAmount: 1870,
    });
    expect(r.lists.lineItems).toHaveLength(2);
    expect(r.warnings).toEqual([]);
  });
});

describe('receipt', () => {
  it('reads a Malaysian shop receipt', () => {
    const page = gridPage([
      'KEDAI RUNCIT MAJU SDN BHD',
      '(123456-X)',
      'NO 12, JALAN BESAR',
      '12345 BANDAR SEMPURNA',
      'TEL: 07-3523888',
      'RECEIPT',
      ['DATE: 25/12/2018', 'TIME: 12:31'],
      ['MILO 1KG', '1', '18.90'],
      ['SUGAR 2KG', '2', '5.00'],
      'SUBTOTAL 23.90',
      'GST 6% 1.43',
      'TOTAL RM 25.33',
      'CASH 30.00',
      'CHANGE 4.67',
    ]);
    const r = understand([page], { today: TODAY });
    const v = Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.value]));
    expect(r.documentType).toBe('receipt');
    expect(v).toMatchObject({
      merchantName: 'KEDAI RUNCIT MAJU SDN BHD',
      merchantAddress: 'NO 12, JALAN BESAR 12345 BANDAR SEMPURNA',
      merchantPhone: '07-3523888',
      date: '2018-12-25',
      time: '12:31',
      subtotal: 23.9,
      tax: 1.43,
      total: 25.33,
      paymentMethod: 'cash',
      currency: 'MYR',
    });
    expect(r.lists.items?.map((i) => i.lineTotal?.value)).toEqual([18.9, 5]);
  });

  it('reads a Hebrew receipt', () => {
    const page = gridPage([
      'מינימרקט השכונה',
      'בלפור 15, בת ים',
      "טל' 03-5551234",
      'קבלה מס 5821',
      ['תאריך: 14/05/2025', 'שעה: 18:42'],
      ['במבה', '2', '5.90', '11.80'],
      'סה"כ לתשלום: 11.80 ₪',
      'אמצעי תשלום: מזומן',
    ]);
    const r = understand([page], { today: TODAY });
    const v = Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.value]));
    expect(r.documentType).toBe('receipt');
    expect(v).toMatchObject({
      merchantName: 'מינימרקט השכונה',
      merchantAddress: 'בלפור 15, בת ים',
      date: '2025-05-14',
      time: '18:42',
      total: 11.8,
      paymentMethod: 'מזומן',
      currency: 'ILS',
    });
  });
});

describe('passport and identity card', () => {
  it('reads a passport page from its MRZ and confirms the printed fields', () => {
    const page = gridPage([
      'PASSPORT',
      'Surname: ERIKSSON',
      'Given names: ANNA MARIA',
      'Date of birth: 12 AUG 1974',
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.documentType).toBe('passport');
    const v = Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.value]));
    expect(v).toMatchObject({
      documentNumber: 'L898902C3',
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      nationality: 'UTO',
      issuingCountry: 'UTO',
      dateOfBirth: '1974-08-12',
      sex: 'F',
      expiryDate: '2012-04-15',
      personalNumber: 'ZE184226B',
      mrzValid: true,
      expired: true,
    });
    expect(r.fields.mrz?.value).toContain('L898902C36UTO');
    expect(r.fields.surname?.confidence).toBeGreaterThanOrEqual(0.99);
  });

  it('sends a passport whose MRZ fails its checks to review', () => {
    const page = gridPage([
      'PASSPORT',
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408123F1204159ZE184226B<<<<<10',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.fields.mrzValid?.value).toBe(false);
    expect(r.warnings.map((w) => w.code)).toContain('mrz_check_failed');
    expect(r.needsReview).toBe(true);
    expect(r.reviewReasons).toContain('mrzValid');
  });

  it('reads an Israeli identity card number and checks it', () => {
    const page = gridPage([
      'מדינת ישראל',
      'תעודת זהות',
      'מספר זהות: 123456782',
      'שם משפחה: כהן',
      'שם פרטי: דנה',
      'תאריך לידה: 01/02/1990',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.documentType).toBe('id');
    expect(r.fields.documentNumber?.value).toBe('123456782');
    expect(r.fields.surname?.value).toBe('כהן');
    expect(r.fields.dateOfBirth?.value).toBe('1990-02-01');
    const bad = understand([gridPage(['תעודת זהות', 'מספר זהות: 111111111'])], { today: TODAY });
    expect(bad.warnings.map((w) => w.code)).toContain('israeli_id_invalid');
  });
});

describe('bank statement', () => {
  it('reads balances and transactions and checks the running balance', () => {
    const page = gridPage([
      'בנק הפועלים',
      'דף חשבון',
      'שם בעל החשבון: ישראל ישראלי',
      'מספר חשבון: 12-600-274913',
      'תקופה: 01/03/2025 - 31/03/2025',
      'יתרת פתיחה: 1,000.00',
      ['03/03/2025', 'משכורת', '5,000.00', '6,000.00'],
      ['05/03/2025', 'סופרמרקט', '250.00', '5,750.00'],
      ['10/03/2025', 'חשמל', '350.00', '5,400.00'],
      'יתרת סגירה: 5,400.00',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.documentType).toBe('bank_statement');
    const v = Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.value]));
    expect(v).toMatchObject({
      bank: 'בנק הפועלים',
      holder: 'ישראל ישראלי',
      accountNumber: '12-600-274913',
      periodStart: '2025-03-01',
      periodEnd: '2025-03-31',
      openingBalance: 1000,
      closingBalance: 5400,
    });
    const tx = r.lists.transactions?.map((t) => [
      t.date?.value,
      t.description?.value,
      t.debit?.value ?? null,
      t.credit?.value ?? null,
      t.balance?.value,
    ]);
    expect(tx).toEqual([
      ['2025-03-03', 'משכורת', null, 5000, 6000],
      ['2025-03-05', 'סופרמרקט', 250, null, 5750],
      ['2025-03-10', 'חשמל', 350, null, 5400],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('warns when the running balance breaks', () => {
    const page = gridPage([
      'Bank Statement',
      'Account number: 123456',
      'Opening balance 100.00',
      ['01/03/2025', 'Coffee', '5.00', '95.00'],
      ['02/03/2025', 'Books', '20.00', '70.00'],
      'Closing balance 70.00',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.warnings.map((w) => w.code)).toContain('running_balance_mismatch');
  });
});

describe('other documents', () => {
  it('collects key-values, dates, amounts, e-mails, phones and Israeli numbers', () => {
    const page = gridPage([
      'טופס בקשה להחזר',
      'שם המבקש: דנה כהן',
      'ת.ז. 123456782',
      'דואר אלקטרוני: dana@example.co.il',
      'טלפון: 054-1234567',
      'תאריך:',
      '12 במרץ 2024',
      'סכום: 1,250.00 ₪',
      'ח.פ. 513404004',
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.documentType).toBe('form');
    expect(r.fields.שם_המבקש?.value).toBe('דנה כהן');
    expect(r.fields.תאריך?.value).toBe('12 במרץ 2024');
    expect(r.fields.date?.value).toBe('2024-03-12');
    expect(r.fields.email?.value).toBe('dana@example.co.il');
    expect(r.fields.phone?.value).toBe('054-1234567');
    expect(r.lists.identityNumbers?.map((f) => f.value?.value)).toEqual(['123456782']);
    expect(r.lists.companyNumbers?.map((f) => f.value?.value)).toEqual(['513404004']);
    expect(r.lists.amounts?.map((f) => f.value?.value)).toEqual([1250]);
  });

  it('uses the type the caller gives and skips classification', () => {
    const r = understand([gridPage(['INVOICE 12', 'Total: 5.00'])], {
      documentType: 'contract',
      today: TODAY,
    });
    expect(r.documentType).toBe('contract');
    expect(r.documentTypeConfidence).toBe(1);
  });

  it('honours a lower review threshold', () => {
    const page = gridPage(['Random notes', 'Contact: a@b.com'], { confidence: 0.9 });
    expect(understand([page], { reviewThreshold: 0.5, today: TODAY }).needsReview).toBe(false);
    expect(understand([page], { reviewThreshold: 0.99, today: TODAY }).needsReview).toBe(true);
  });
});

describe('tables from word positions', () => {
  it('rebuilds columns and a header row from an English table', () => {
    const page = gridPage([
      'Quarterly report',
      ['Region', 'Q1', 'Q2'],
      ['North America', '1,200', '1,350'],
      ['Europe', '900', '1,010'],
      ['Asia Pacific', '700', '820'],
      'Prepared by finance',
    ]);
    const tables = findTables(buildRows([page]));
    expect(tables).toHaveLength(1);
    const t = tables[0];
    expect(t).toMatchObject({ rows: 4, columns: 3, headerRows: [0], page: 1 });
    const cell = (r: number, c: number) => t?.cells.find((x) => x.row === r && x.column === c)?.text;
    expect(cell(0, 0)).toBe('Region');
    expect(cell(1, 0)).toBe('North America');
    expect(cell(2, 2)).toBe('1,010');
  });

  it('orders the columns of a Hebrew table from the right', () => {
    const page = gridPage([
      ['תיאור', 'כמות', 'סה"כ'],
      ['מסך מחשב', '2', '1,900.00'],
      ['מקלדת', '3', '240.00'],
    ]);
    const t = findTables(buildRows([page]))[0];
    const cell = (r: number, c: number) => t?.cells.find((x) => x.row === r && x.column === c)?.text;
    expect(cell(0, 0)).toBe('תיאור');
    expect(cell(1, 0)).toBe('מסך מחשב');
    expect(cell(1, 2)).toBe('1,900.00');
  });

  it('finds no table in running prose', () => {
    const page = gridPage([
      'This is a paragraph of text',
      'that continues on a second line',
      'and ends on the third.',
    ]);
    expect(findTables(buildRows([page]))).toEqual([]);
  });
});
