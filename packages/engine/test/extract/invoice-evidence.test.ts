import { describe, expect, it } from 'vitest';
import { understand } from '../../src/extract/index.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2025-06-01');
const invoice = (rows: Array<string | string[]>) =>
  understand([gridPage(rows)], { documentType: 'invoice', today: TODAY });

describe('English invoices by evidence', () => {
  it('takes the vendor from the issuer, not from the bill-to block above it', () => {
    const r = invoice([
      ['Bill To', 'Ship To'],
      ['Quillmoor Trading Corp', 'Quillmoor Trading Corp'],
      ['12 Larch Lane', '12 Larch Lane'],
      'Invoice No: QT-20418',
      'Invoice Date: 03/02/2025',
      'Total USD 120.00',
      'Thank you for your business',
      'Brindlewood Supplies Ltd',
    ]);
    expect(r.fields.vendorName?.value).toBe('Brindlewood Supplies Ltd');
    expect(r.fields.customerName?.value).toMatch(/^Quillmoor/);
  });

  it('takes the vendor a seller label names, over a title row', () => {
    const r = invoice([
      'Retail Invoice / Bill',
      'Sold By : Pellow Garden Works Pvt. Ltd.',
      'Grand Total 90.00',
    ]);
    expect(r.fields.vendorName?.value).toBe('Pellow Garden Works Pvt. Ltd.');
  });

  it('takes the payee of the bank details as the vendor, over an unlabelled name on top', () => {
    const r = invoice([
      'Dorian Vale',
      '8 Mill Street',
      'Invoice No 4471',
      'Total 20.00',
      'Account holder: Kestrel Prints',
    ]);
    expect(r.fields.vendorName?.value).toBe('Kestrel Prints');
  });

  it('does not read the next label or a total as the customer, but the company in the block', () => {
    const r = invoice([
      'Norfield Media Inc.',
      'Bill to Address:',
      'Total due on March 3, 2025 $40.00',
      'Attn: Pemberly Tools LLC',
      '4 Oak Row',
    ]);
    expect(r.fields.customerName?.value).toBe('Pemberly Tools LLC');
    expect(r.fields.vendorName?.value).toBe('Norfield Media Inc.');
  });

  it('reads the tax id by its label, never an amount after the word "Tax"', () => {
    const r = invoice([
      'Wexcombe Tiles Ltd',
      'VAT No: GB 274 1183 52',
      'Subtotal $ 80.40',
      'Tax 15% on $ 80.40 $ 12.06',
      'Total $ 92.46',
    ]);
    expect(r.fields.vendorTaxId?.value).toBe('GB274118352');
    const unlabelled = invoice(['Wexcombe Tiles Ltd', 'Subtotal $ 80.40', 'Tax 15% on $ 80.40 $ 12.06']);
    expect(unlabelled.fields.vendorTaxId).toBeUndefined();
  });

  it('reads the invoice number under its header cell, not the date beside it', () => {
    const r = invoice([
      'Harlow Instruments B.V.',
      ['Customer', 'Invoice date', 'Invoice', 'Due date'],
      ['C-7781', '08/09/2024', 'HI20047731', '22/09/2024'],
      'Total EUR 10.00',
    ]);
    expect(r.fields.invoiceId?.value).toBe('HI20047731');
  });

  it('reads a header row opening with "#" as the number, but not a numbered item row', () => {
    const header = invoice([
      'Tamsin Lowe Design',
      'INVOICE',
      '# TL-5521',
      'Bill To:',
      'Orrin Books',
      'Total $ 50.00',
    ]);
    expect(header.fields.invoiceId?.value).toBe('TL-5521');
    const items = invoice([
      'Tamsin Lowe Design',
      'Bill To:',
      'Orrin Books',
      '# 12 Logo sketch 50.00',
      'Total $ 50.00',
    ]);
    expect(items.fields.invoiceId).toBeUndefined();
  });

  it('takes as tax the amount that reconciles subtotal and total, and a percentage as the rate', () => {
    const r = invoice([
      'Ostvale Parts Ltd',
      ['Item', 'Price', 'VAT', 'Qty', 'Amount'],
      ['Gasket set', '59.90', '19 %', '1', '59.90'],
      'Subtotal 50.34',
      ['VAT %', 'Base', 'VAT amount', 'Total'],
      ['19 %', '50.34', '9.56', '59.90'],
      'Total EUR 59.90',
    ]);
    expect(r.fields.tax?.value).toBe(9.56);
    expect(r.fields.taxRate?.value).toBe(19);
    expect(r.fields.tax?.confidence).toBeGreaterThan(0.9);
  });

  it('does not read the due date as the invoice date when its label opens with "Date"', () => {
    const r = invoice([
      'Corrin Electric Ltd',
      'Invoice 5512 of 02/03/2025',
      'Date due: 16/03/2025',
      'Total 40.00',
    ]);
    expect(r.fields.invoiceDate?.value).toBe('2025-03-02');
    expect(r.fields.dueDate?.value).toBe('2025-03-16');
  });

  it("reads a European VAT number by the tax's own words, its country code and suffix kept", () => {
    const dutch = invoice([
      'Vandermolen Fietsen B.V.',
      'BTW NL123456789B01',
      'Factuurnummer: 4411',
      'Totaal € 20,00',
    ]);
    expect(dutch.fields.vendorTaxId?.value).toBe('NL123456789B01');
    const french = invoice([
      'Atelier Morel SARL',
      'Facture n° 88',
      'Total 20,00 €',
      'N° TVA intracommunautaire : FR 12 345678901',
    ]);
    expect(french.fields.vendorTaxId?.value).toBe('FR12345678901');
  });

  it('trusts a tax charged on part of the subtotal when its row prints the base beside the rate', () => {
    const r = invoice([
      'Larkspur Office Supply Inc.',
      'Subtotal $ 150.00',
      'Tax 15% on $ 100.00 $ 15.00',
      'Total $ 165.00',
    ]);
    expect(r.fields.tax?.value).toBe(15);
    expect(r.fields.tax?.confidence).toBeGreaterThan(0.95);
    expect(r.warnings.map((w) => w.code)).not.toContain('vat_rate_mismatch');
  });

  it('takes a booking reference under its header cell as the number when no invoice number is printed', () => {
    const r = invoice([
      'Stay Receipt',
      ['Guest Name: Arlo Benn', 'Date: 04/03/2025'],
      ['Booking ID', 'Payment Mode'],
      ['QXR4471', 'Card at desk'],
      'Grand Total 120.00',
    ]);
    expect(r.fields.invoiceId?.value).toBe('QXR4471');
    const labelled = invoice([
      'Invoice No: 5581',
      ['Booking ID', 'Payment Mode'],
      ['QXR4471', 'Card'],
      'Total 9.00',
    ]);
    expect(labelled.fields.invoiceId?.value).toBe('5581');
  });

  it('keeps the line items whose sum meets the total, not a note amount read as one', () => {
    const r = invoice([
      'Corrin Electric Ltd',
      ['Description', 'Qty', 'Price', 'Total'],
      ['Cable drum', '2', '30.00', '60.00'],
      ['Wall socket', '4', '10.00', '40.00'],
      ['Price includes a promotional discount of', '1', '-1,500', '-1,500'],
      'Subtotal 100.00',
      'Tax 8.00',
      'Total 108.00',
    ]);
    const items = r.lists?.lineItems ?? [];
    expect(items.map((i) => i.lineTotal?.value)).toEqual([60, 40]);
    expect(
      items.every((i) => Number(i.quantity?.value) * Number(i.unitPrice?.value) === i.lineTotal?.value),
    ).toBe(true);
    expect(r.fields.subtotal?.confidence).toBeGreaterThan(0.95);
    expect(items.every((i) => (i.lineTotal?.confidence ?? 0) >= 0.96)).toBe(true);
  });

  it('doubts line totals that do not add up to the subtotal', () => {
    const r = invoice([
      'Corrin Electric Ltd',
      ['Description', 'Qty', 'Price', 'Total'],
      ['Cable drum', '2', '30.00', '60.00'],
      ['Wall socket', '4', '10.00', '40.00'],
      'Subtotal 130.00',
      'Total 130.00',
    ]);
    const items = r.lists?.lineItems ?? [];
    expect(items).toHaveLength(2);
    expect(items.every((i) => (i.lineTotal?.confidence ?? 1) < 0.7)).toBe(true);
    expect(r.warnings.map((w) => w.code)).toContain('line_items_sum_mismatch');
  });

  it("takes the vendor the page's own web address spells, over a lone name on top", () => {
    const r = invoice([
      'Summit Depot',
      'Invoice No: OL-5521',
      'Invoice Date: 02/03/2025',
      'Total USD 40.00',
      ['Orchid Lane Florists', 'www.orchid-lane-florists.com'],
    ]);
    expect(r.fields.vendorName?.value).toBe('Orchid Lane Florists');
  });

  it('ends a legal name at its last company suffix, keeping a two-word legal form whole', () => {
    const agent = invoice([
      'Invoice No: KL-2207',
      'Total EUR 18.00',
      'Kesterholt Verkoop B.V. on behalf of kesterholt-shop.com',
    ]);
    expect(agent.fields.vendorName?.value).toBe('Kesterholt Verkoop B.V.');
    const indian = invoice(['Invoice No: 5521', 'Total INR 90.00', 'Ravindra Textile Pvt. Ltd., Ring Road']);
    expect(indian.fields.vendorName?.value).toBe('Ravindra Textile Pvt. Ltd.');
  });

  it('prefers the legal name the domain spells to the logo word of the same brand', () => {
    const r = invoice([
      'tarnwell',
      'Invoice No: TW-881',
      'Total USD 12.00',
      'Questions? Visit support.tarnwell.co.uk/help',
      'Tarnwell Ceramics Ltd.',
    ]);
    expect(r.fields.vendorName?.value).toBe('Tarnwell Ceramics Ltd.');
  });

  it('gives the brand the page names itself by as the vendor, and the seller it names as the legal entity', () => {
    const r = invoice([
      'Tax Invoice',
      'Sold By : Harlow Commerce Pvt. Ltd.',
      'Invoice No: HC-7781',
      'Grand Total 64.00',
      'Ordered through Brightmart.com  Customer Care : 1800 555 0101  www.brightmart.com/help',
      'At Brightmart we check every parcel before it leaves.',
    ]);
    expect(r.fields.vendorName?.value).toBe('Brightmart');
    expect(r.fields.vendorLegalName?.value).toBe('Harlow Commerce Pvt. Ltd.');
  });

  it('keeps the legal name as the vendor when a site is only pointed to, or the name says the brand', () => {
    const pointedTo = invoice([
      'Sold By : Harlow Commerce Pvt. Ltd.',
      'Invoice No: HC-7782',
      'Grand Total 64.00',
      'Follow us on Pinefeed: www.pinefeed.com/harlow',
    ]);
    expect(pointedTo.fields.vendorName?.value).toBe('Harlow Commerce Pvt. Ltd.');
    expect(pointedTo.fields.vendorLegalName).toBeUndefined();
    const saysIt = invoice([
      'Sold By : Brightmart Retail Pvt. Ltd.',
      'Invoice No: BR-12',
      'Grand Total 64.00',
      'Brightmart.com  |  www.brightmart.com/help  |  Brightmart Rewards',
    ]);
    expect(saysIt.fields.vendorName?.value).toBe('Brightmart Retail Pvt. Ltd.');
  });

  describe('a logo at the head of the page', () => {
    const rows = [
      'KESTO',
      'Tax Invoice',
      'Invoice No: KS-5521',
      'Grand Total 80.00',
      'Varden Hospitality Pvt. Ltd.',
      'Write to us: help@kestostays.com',
    ];
    /** The page of `lines` with those `fromImage` names read from an image on a text-layer page. */
    const read = (lines: string[], fromImage: string[]) => {
      const page = gridPage(lines);
      const blocks = page.blocks.map((b) => ({
        ...b,
        lines: b.lines.map((l) => (fromImage.includes(l.text) ? { ...l, source: 'ocr' as const } : l)),
      }));
      return understand([{ ...page, blocks }], { documentType: 'invoice', today: TODAY });
    };

    it('names the brand when the page’s own domain begins with its name', () => {
      const r = read(rows, ['KESTO']);
      expect(r.fields.vendorName?.value).toBe('KESTO');
      expect(r.fields.vendorLegalName?.value).toBe('Varden Hospitality Pvt. Ltd.');
    });

    it('not when the same word is printed text, nor when the domain does not begin with it', () => {
      expect(read(rows, []).fields.vendorName?.value).toBe('Varden Hospitality Pvt. Ltd.');
      const badge = read(['SECURE PAY', ...rows.slice(1)], ['SECURE PAY']);
      expect(badge.fields.vendorName?.value).toBe('Varden Hospitality Pvt. Ltd.');
    });
  });

  it('takes the name over an address as the issuer, not a lone name beside it', () => {
    const r = invoice([
      ['', '', '', 'Brightwell Outlet'],
      'Marlowe Fabrics',
      '14 Quay Road',
      'Ashby 40210',
      ['', 'Pennant Hardware'],
      ['', '7 Elm Street'],
      'Invoice No: MF-3301',
      'Total USD 55.00',
    ]);
    expect(r.fields.vendorName?.value).toBe('Marlowe Fabrics');
  });

  it("reads the customer's own VAT number as the customer's, never as the vendor's", () => {
    const r = invoice([
      'Halden Optics B.V.',
      'BTW nummer: NL123456789B01',
      'Factuur nr: 7781',
      'Totaal EUR 30.00',
      'Uw BTW nummer: NL987654321B01',
    ]);
    expect(r.fields.vendorTaxId?.value).toBe('NL123456789B01');
    expect(r.fields.customerTaxId?.value).toBe('NL987654321B01');
    const onlyTheCustomers = invoice(['Halden Optics Ltd', 'Total 30.00', 'Your VAT No: GB 274 1183 52']);
    expect(onlyTheCustomers.fields.vendorTaxId).toBeUndefined();
    expect(onlyTheCustomers.fields.customerTaxId?.value).toBe('GB274118352');
  });

  it('takes no tax where none is printed: a rate alone, prices that include it, an exemption', () => {
    const rateOnly = invoice(['Tamsin Supply Ltd', 'Subtotal $80.00', 'Tax rate 8%', 'Total $80.00']);
    expect(rateOnly.fields.tax).toBeUndefined();
    expect(rateOnly.fields.taxRate?.value).toBe(8);
    const included = invoice(['Tamsin Supply Ltd', 'Prices include VAT', 'Total EUR 49.99']);
    expect(included.fields.tax).toBeUndefined();
    const exempt = invoice(['Tamsin Supply Ltd', 'VAT exempt under article 44', 'Total 80.00']);
    expect(exempt.fields.tax).toBeUndefined();
  });

  it('reads the tax under its column, not the rate under the "VAT %" column beside it', () => {
    const r = invoice([
      'Tamsin Supply Ltd',
      'Prices include VAT',
      'Total EUR 60.50',
      ['VAT %', 'Base', 'VAT', 'Total'],
      ['21 %', '50.00', '10.50', '60.50'],
    ]);
    expect(r.fields.tax?.value).toBe(10.5);
  });

  it('takes the tax the printed rate of the subtotal comes to when no amount is printed for it', () => {
    const r = invoice(['Tamsin Supply Ltd', 'Subtotal $80.00', 'VAT 20%', 'Total $96.00']);
    expect(r.fields.tax?.value).toBe(16);
    expect(r.fields.tax?.bbox).toBeNull();
  });

  it('never takes a title as the vendor, whatever words it is printed with', () => {
    for (const title of [
      'Retail Invoices/Bill',
      'PAYMENT RECEIPT',
      'STATEMENT OF ACCOUNT',
      'ORIGINAL FOR RECIPIENT',
    ]) {
      const r = invoice([title, 'Invoice No: 55', 'Bill To:', 'Jane Roe', '5 Elm St', 'Total 10.00']);
      expect(r.fields.vendorName).toBeUndefined();
    }
    const named = invoice(['Lindqvist Audio Invoice', 'Invoice No: 55', 'Total 10.00']);
    expect(named.fields.vendorName?.value).toBe('Lindqvist Audio');
  });

  it('reads the parties of a header row under their own labels, names whole', () => {
    const r = invoice([
      'Invoice',
      ['Ship To:', 'Sold By:'],
      ['Marrow Foods Ltd', 'Quayside Traders'],
      'Total 10.00',
    ]);
    expect(r.fields.vendorName?.value).toBe('Quayside Traders');
    expect(r.fields.customerName?.value).toBe('Marrow Foods Ltd');
  });

  it("does not read the header's next label as the customer's name", () => {
    const r = invoice([
      'Invoice No: 55',
      ['Bill To:', '', '', 'Invoice Date: 01/02/2025'],
      'Jane Roe',
      '5 Elm St',
      'Total 10.00',
    ]);
    expect(r.fields.customerName?.value).toBe('Jane Roe');
  });

  it('takes the VAT number as the tax id over a company registration number, its dotted form too', () => {
    const r = invoice([
      'Corvel Éditions SARL',
      'Siret 41234567800019 - TVA FR61412345678',
      'Facture n° 2024117',
      'Total TTC : 12,00 €',
    ]);
    expect(r.fields.vendorTaxId?.value).toBe('FR61412345678');
    const dotted = invoice(['Halden Optics B.V.', 'BTW-nr: NL8123.45.678.B01', 'Totaal EUR 30.00']);
    expect(dotted.fields.vendorTaxId?.value).toBe('NL812345678B01');
  });

  it('does not read a customer id column ("Id.client") as the customer label', () => {
    const r = invoice([
      'Corvel Éditions SARL',
      ['Numéro de ligne', 'Id.client', 'Formule'],
      ['FO77120455', '40917733', 'Fibre Essentiel'],
      'Total TTC : 12,00 €',
    ]);
    expect(r.fields.customerName).toBeUndefined();
  });
});
