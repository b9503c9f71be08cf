import type { DocumentResult, Field, Page } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyVendorMemory,
  learnedType,
  learnVendor,
  matchVendor,
  type RememberedVendor,
} from '../src/vendor-memory/vendor-memory.ts';
import { gridPage } from './extract/fixtures.ts';

/** A made-up shop's receipt header, then whatever rows this receipt has. */
const header = (name = 'NORTHWIND PANTRY TRADING') => [
  name,
  'CO REG 554433-W',
  '7 JALAN MERAK 2 TAMAN BAYU',
  '47000 SUNGAI BULOH SELANGOR',
  'TEL 03-6157 8899',
];

const read = (value: Field['value'], confidence = 0.8): Field => ({
  value,
  text: String(value),
  confidence,
  page: 1,
  bbox: null,
});

function receipt(
  page: Page,
  fields: Record<string, Field>,
  documentType: DocumentResult['documentType'] = 'receipt',
) {
  return { pages: [page], fields, documentType, reviewReasons: Object.keys(fields), needsReview: true };
}

function remember(id: string, lesson: ReturnType<typeof learnVendor>): RememberedVendor {
  if (!lesson) throw new Error('nothing learned');
  return { id, documentId: id, lesson };
}

describe('vendor memory', () => {
  const first = receipt(gridPage([...header(), 'CASH SALE', ['AMOUNT PAYABLE', '40.00']]), {
    merchantName: read('NORTHWIND PANTRY TRAD1NG'),
    merchantAddress: read('7 JALAN MERAK 2'),
    merchantPhone: read('03-6157 8899', 0.9),
    total: read(4),
  });
  const lesson = learnVendor(first, {
    merchantName: { value: 'Northwind Pantry Trading' },
    merchantAddress: { value: '7 Jalan Merak 2, Taman Bayu, 47000 Sungai Buloh' },
    total: { value: 40 },
  });

  it("remembers a type a person set, and names it for the issuer's next document read as another", () => {
    const typed = learnVendor({ ...first, documentType: 'invoice' }, {}, true);
    expect(typed).toMatchObject({ documentType: 'invoice', typeFromPerson: true, fields: {} });
    const next = receipt(gridPage([...header(), 'CASH SALE', ['AMOUNT PAYABLE', '12.00']]), {});
    expect(learnedType(next, [remember('t1', typed)])).toBe('invoice');
    expect(learnedType({ ...next, documentType: 'invoice' }, [remember('t1', typed)])).toBeNull();
    // A lesson of fields alone says nothing of the type; another issuer's typed lesson does not match.
    expect(learnedType(next, [remember('l1', lesson)])).toBeNull();
    const other = receipt(gridPage(['SOUTHERN HARDWARE DEPOT', '99 LORONG KILANG 4', 'TEL 07-111 2222']), {});
    expect(learnedType(other, [remember('t1', typed)])).toBeNull();
  });

  it('learns what a person stated and nothing the engine read by itself', () => {
    expect(Object.keys(lesson?.fields ?? {}).sort()).toEqual(['merchantAddress', 'merchantName', 'total']);
    expect(lesson?.keys.identifiers).toEqual(expect.arrayContaining(['0361578899']));
    expect(learnVendor(first, {})).toBeNull();
    expect(learnVendor(first, { merchantName: { value: '' } })).toBeNull();
  });

  it('knows the issuer again by a number a person typed', () => {
    const smudged = receipt(gridPage(['KEDAI RUNCIT', 'TEL 03-61S7 88g9']), {
      merchantPhone: read('03-61S7 88g9'),
    });
    const typed = learnVendor(smudged, { merchantPhone: { value: '03-6157 8899' } });
    expect(typed?.keys.identifiers).toContain('0361578899');
    const legible = receipt(gridPage(['K3DAI RUNC1T SDN', 'TEL 03-6157 8899']), {
      merchantPhone: read('03-6157 8899'),
    });
    expect(matchVendor(legible, [remember('doc-2', typed)])?.score).toBe(0.97);
  });

  it('remembers where a varying field sat, beside its label', () => {
    expect(lesson?.fields.total?.location?.label?.text).toBe('AMOUNT PAYABLE');
  });

  it('applies the vendor to the next receipt, marked as learned, and reads the total from beside its label', () => {
    // One more row above the total: the label has moved, and the value with it.
    const next = receipt(gridPage([...header(), 'CASH SALE', 'MEMBER 0042', ['AMOUNT PAYABLE', '55.20']]), {
      merchantName: read('NORTHWlND PANTRY TRADING'),
      total: read(5.2, 0.4),
    });
    const applied = applyVendorMemory(next, [remember('doc-1', lesson)]);
    expect(applied.fields.merchantName).toMatchObject({
      value: 'Northwind Pantry Trading',
      source: 'learned',
      learnedFrom: 'doc-1',
    });
    expect(applied.fields.merchantAddress?.value).toBe('7 Jalan Merak 2, Taman Bayu, 47000 Sungai Buloh');
    expect(applied.fields.total).toMatchObject({ value: 55.2, source: 'learned', learnedFrom: 'doc-1' });
    expect(applied.fields.merchantName?.confidence).toBeGreaterThan(0.9);
    expect(applied.reviewReasons).toEqual([]);
  });

  it('knows a header read with one letter wrong, without any number to go by', () => {
    const plain = (name: string) =>
      receipt(gridPage([name, '7 JALAN MERAK TAMAN BAYU', 'SUNGAI BULOH SELANGOR']), {
        merchantName: read(name),
      });
    const remembered = learnVendor(plain('NORTHWIND PANTRY TRADING'), {
      merchantName: { value: 'Northwind' },
    });
    expect(remembered?.keys.identifiers).toEqual([]);
    const memory = [remember('doc-1', remembered)];
    expect(matchVendor(plain('NORTHW1ND PANTRY TRADING'), memory)?.vendor.id).toBe('doc-1');
    expect(matchVendor(plain('NORTHWIND PANTRY TRAD1NG'), memory)?.score).toBeGreaterThan(0.8);
    const elsewhere = receipt(gridPage(['SOUTHGATE HARDWARE SUPPLY', 'NO 9 JALAN KELI', 'KAJANG']), {});
    expect(matchVendor(elsewhere, memory)).toBeNull();
  });

  it('leaves another shop, and another kind of document, as the engine read them', () => {
    const other = receipt(
      gridPage(['SOUTHGATE HARDWARE SUPPLY', 'NO 9 JALAN KELI', 'KAJANG', 'TEL 03-8700 1122']),
      {
        merchantName: read('SOUTHGATE HARDWARE SUPPLY'),
      },
    );
    expect(applyVendorMemory(other, [remember('doc-1', lesson)]).fields.merchantName?.source).toBeUndefined();
    const invoice = receipt(gridPage([...header(), 'INVOICE']), { vendorName: read('NORTHWIND') }, 'invoice');
    expect(applyVendorMemory(invoice, [remember('doc-1', lesson)]).fields.merchantName).toBeUndefined();
  });

  it('does not go by a number the account has for two different issuers (its own, on every invoice)', () => {
    const ownNumber = 'OUR VAT 998877665';
    const shop = (name: string, street: string) =>
      receipt(gridPage([name, street, ownNumber]), { merchantName: read(name) });
    const a = remember(
      'a',
      learnVendor(shop('ALPHA STORES', 'LOT 1 JALAN SATU'), { merchantName: { value: 'Alpha' } }),
    );
    const b = remember(
      'b',
      learnVendor(shop('BETA MART', 'LOT 2 JALAN DUA'), { merchantName: { value: 'Beta' } }),
    );
    const third = shop('GAMMA DELI', 'LOT 3 JALAN TIGA');
    expect(applyVendorMemory(third, [a, b]).fields.merchantName?.value).toBe('GAMMA DELI');
  });
});
