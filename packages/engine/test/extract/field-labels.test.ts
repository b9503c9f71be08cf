import { fieldLabel } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/extract/index.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2026-11-22T00:00:00Z');

/** One of each kind of document, written to reach every extractor's fields and groups. */
const DOCUMENTS = {
  invoice: gridPage([
    'אור ים מערכות בע"מ',
    'ח.פ. 513404004',
    'חשבונית מס 2031',
    'תאריך: 10/03/2025',
    'לכבוד: קפה נחת בע"מ',
    ['תיאור', 'כמות', 'מחיר ליחידה', 'סה"כ'],
    ['מסך מחשב 27 אינץ', '20', '950.00', '19,000.00'],
    'סה"כ לפני מע"מ: 19,000.00 ₪',
    'מע"מ 18%: 3,420.00 ₪',
    'סה"כ לתשלום: 22,420.00 ₪',
    'מספר הקצאה: 123456789',
  ]),
  receipt: gridPage([
    'KEDAI RUNCIT MAJU SDN BHD',
    'NO 12, JALAN BESAR',
    'TEL: 07-3523888',
    'RECEIPT',
    ['DATE: 25/12/2018', 'TIME: 12:31'],
    ['MILO 1KG', '1', '18.90'],
    'SUBTOTAL 18.90',
    'TOTAL RM 18.90',
    'CASH 20.00',
  ]),
  passport: gridPage([
    'PASSPORT',
    'Surname: ERIKSSON',
    'Given names: ANNA MARIA',
    'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
    'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
  ]),
  id: gridPage(['מדינת ישראל', 'תעודת זהות', 'מספר זהות: 123456782', 'שם משפחה: כהן']),
  statement: gridPage([
    'Bank Statement',
    'Account holder: Dana Cohen',
    'Account number: 12-345-678901',
    'Period: 01/03/2025 - 31/03/2025',
    'Opening balance 1,000.00',
    ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
    ['05/03/2025', 'Salary', '', '5,000.00', '6,000.00'],
    'Closing balance 6,000.00',
  ]),
  other: gridPage([
    'Lorem ipsum dolor sit amet',
    'Contact: dana@example.com',
    'Phone: 03-5551234',
    'Company 513404004, holder 123456782',
    'Signed 01/02/2025 for 1,200.00 ₪',
  ]),
};

/**
 * Every name the extractors give a field, a group or a group's column is labelled in both languages (the
 * portal and the exports show the label): a new name without one fails here. A generic document's own
 * labels (`contact`) are its own words and are not counted.
 */
describe('field labels', () => {
  for (const [kind, page] of Object.entries(DOCUMENTS)) {
    it(`names every field of a ${kind} in both languages`, () => {
      const r = understand([page], { today: TODAY });
      const generic = new Set(
        (r.lists.keyValues ?? []).map((row) =>
          String(row.label?.value)
            .normalize('NFC')
            .replace(/["״׳'.]/g, '')
            .trim()
            .replace(/\s+/g, '_')
            .toLowerCase(),
        ),
      );
      const names = [
        ...Object.keys(r.fields).filter((name) => !generic.has(name)),
        ...Object.entries(r.lists).flatMap(([name, rows]) => [
          name,
          ...rows.flatMap((row) => Object.keys(row)),
        ]),
      ];
      expect(names.length).toBeGreaterThan(3);
      const unlabelled = [...new Set(names)].filter((n) => !fieldLabel(n, 'en') || !fieldLabel(n, 'he'));
      expect(unlabelled).toEqual([]);
    });
  }
});
