import { describe, expect, it } from 'vitest';
import { isIsraeliCompanyNumber, isValidIsraeliNumber } from '../../src/extract/checks/israeli-id.ts';
import {
  allocationThreshold,
  israeliVatRate,
  needsAllocationNumber,
} from '../../src/extract/checks/israeli-tax.ts';
import { readMoney, readTax } from '../../src/extract/doc/readers.ts';
import { currencyOf, findAmounts, parseNumber } from '../../src/extract/parse/amounts.ts';
import { documentCurrency } from '../../src/extract/parse/currency.ts';
import { findDates, findDatesWithLookAlikes, findTime, parseDate } from '../../src/extract/parse/dates.ts';

describe('dates', () => {
  it.each([
    ['14/05/2025', '2025-05-14'],
    ['תאריך: 03.02.25', '2025-02-03'],
    ['2024-03-12', '2024-03-12'],
    ['12 March 2024', '2024-03-12'],
    ['March 12, 2024', '2024-03-12'],
    ['12-Mar-2018', '2018-03-12'],
    ['12 במרץ 2024', '2024-03-12'],
    ['1 בינואר 2025', '2025-01-01'],
    ['5 ספטמבר 2023', '2023-09-05'],
    ['Date: 08/25/2023', '2023-08-25'],
    ['30 MAC 2018', '2018-03-30'],
    ['15 OGOS 2018', '2018-08-15'],
    ['5 OKT 2018', '2018-10-05'],
    ['24 DIS 2018', '2018-12-24'],
    ['3 Julai 2018', '2018-07-03'],
    ['1 Disember 2018', '2018-12-01'],
  ])('%s is %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads ambiguous numeric dates day first unless the document is American', () => {
    expect(parseDate('03/04/2024')).toBe('2024-04-03');
    expect(parseDate('03/04/2024', { monthFirst: true })).toBe('2024-03-04');
  });

  it('rejects impossible dates and does not read amounts as dates', () => {
    expect(parseDate('31/02/2024')).toBeNull();
    expect(findDates('Total 1,234.56 ₪')).toEqual([]);
  });

  it('reads a numeric date whose digits were read as look-alike letters, only when asked', () => {
    expect(findDates('DATE: 3O/03/2Ol8')).toEqual([]);
    expect(findDatesWithLookAlikes('DATE: 3O/03/2Ol8 12:00')).toEqual([
      { iso: '2018-03-30', text: '3O/03/2Ol8', index: 6 },
    ]);
    expect(findDatesWithLookAlikes('NO: l2/O5/2017')[0]?.iso).toBe('2017-05-12');
    // Codes and words of look-alike letters are not dates.
    expect(findDatesWithLookAlikes('INV 1OO-2OO-3OO')).toEqual([]);
    expect(findDatesWithLookAlikes('S/O 12/ABC Bl.2/3/SS')).toEqual([]);
  });

  it('reads times, with AM/PM', () => {
    expect(findTime('18:42')?.value).toBe('18:42');
    expect(findTime('TIME 9:07:33 PM')?.value).toBe('21:07:33');
    expect(findTime('Total 12.50')).toBeNull();
  });
});

describe('amounts', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1234', 1234],
    ['12,50', 12.5],
    ['1,200', 1200],
    ['10,656.00', 10656],
  ])('%s is %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('reads currencies, signs and parentheses', () => {
    expect(findAmounts('סה"כ לתשלום: 38,269.29 ₪')[0]).toMatchObject({ value: 38269.29, currency: 'ILS' });
    expect(findAmounts('50.00 ש"ח')[0]).toMatchObject({ value: 50, currency: 'ILS' });
    expect(findAmounts('50.00 ש״ח')[0]).toMatchObject({ value: 50, currency: 'ILS' });
    expect(findAmounts('Total: $1,250.00')[0]).toMatchObject({ value: 1250, currency: 'USD' });
    expect(findAmounts('€ 99,90')[0]).toMatchObject({ value: 99.9, currency: 'EUR' });
    expect(findAmounts('RM 80.90')[0]).toMatchObject({ value: 80.9, currency: 'MYR' });
    expect(findAmounts('Refund -12.00')[0]?.value).toBe(-12);
    expect(findAmounts('Discount (15.50)')[0]?.value).toBe(-15.5);
  });

  it('skips percentages, dates, phone numbers and long identifiers', () => {
    expect(findAmounts('מע"מ 18%: 5,837.69').map((a) => a.value)).toEqual([5837.69]);
    expect(findAmounts('BTW 21 % 8,68').map((a) => a.value)).toEqual([8.68]);
    expect(findAmounts('טל 08-6081625 תאריך 14/05/2025')).toEqual([]);
    expect(findAmounts('ח.פ. 513404004')).toEqual([]);
  });

  it('reads a number whole, so a percentage with decimals leaves no amount behind', () => {
    expect(findAmounts('Total Sales Inclusive GST @6% 43.70%')).toEqual([]);
    expect(findAmounts('3 X 2.9000 8.70').map((a) => a.value)).toEqual([3, 8.7]);
    expect(findAmounts('Total 43.70').map((a) => a.value)).toEqual([43.7]);
  });

  it('names currencies by ISO 4217 code', () => {
    expect(currencyOf('NIS')).toBe('ILS');
    expect(currencyOf('£')).toBe('GBP');
    expect(currencyOf('MYR')).toBe('MYR');
    expect(documentCurrency('$5 and $6 and $7 and €7')?.code).toBe('USD');
    expect(documentCurrency('€7 and $5')?.code).toBe('EUR');
  });
});

describe('labelled value readers', () => {
  it('takes the tax that is the printed rate of a base amount', () => {
    expect(readTax(' 15% on $ 112.90 $ 16.94')?.value).toBe(16.94);
    expect(readTax(' 18%: 5,837.69 ₪')?.value).toBe(5837.69);
  });

  it('takes the first money amount beside a label, skipping counts', () => {
    expect(readMoney(' 3 items 45.00')?.value).toBe(45);
    expect(readMoney(' € 593,36 Subtotaal € 717,97')?.value).toBe(593.36);
  });
});

describe('Israeli numbers', () => {
  it('validates identity numbers by their check digit', () => {
    expect(isValidIsraeliNumber('123456782')).toBe(true);
    expect(isValidIsraeliNumber('000000018')).toBe(true);
    expect(isValidIsraeliNumber('18')).toBe(false);
    expect(isValidIsraeliNumber('123456789')).toBe(false);
    expect(isValidIsraeliNumber('000000000')).toBe(false);
  });

  it('validates company (ח.פ.) and dealer (ע.מ.) numbers', () => {
    expect(isIsraeliCompanyNumber('513404004')).toBe(true);
    expect(isIsraeliCompanyNumber('514641737')).toBe(true);
    expect(isIsraeliCompanyNumber('513404005')).toBe(false);
    expect(isValidIsraeliNumber('367476454')).toBe(true);
    expect(isIsraeliCompanyNumber('367476454')).toBe(false);
  });
});

describe('Israeli tax rules by date', () => {
  it('applies 17% VAT until 2024 and 18% from 1 January 2025', () => {
    expect(israeliVatRate('2024-12-31')).toBe(0.17);
    expect(israeliVatRate('2025-01-01')).toBe(0.18);
    expect(israeliVatRate('2020-06-01')).toBe(0.17);
  });

  it('lowers the allocation-number threshold over time', () => {
    expect(allocationThreshold('2024-01-10')).toBeNull();
    expect(allocationThreshold('2024-06-01')).toBe(25_000);
    expect(allocationThreshold('2025-03-01')).toBe(20_000);
    expect(allocationThreshold('2026-02-01')).toBe(10_000);
    expect(allocationThreshold('2026-06-01')).toBe(5_000);
    expect(needsAllocationNumber('2025-03-01', 20_000)).toBe(false);
    expect(needsAllocationNumber('2025-03-01', 20_000.01)).toBe(true);
    expect(needsAllocationNumber('2026-07-01', 6_000)).toBe(true);
  });
});
