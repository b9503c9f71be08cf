import type { Field, Warning } from '@docread/contracts';
import { cellsOf } from '../cells.ts';
import { flagImplausible } from '../checks/glance.ts';
import { checkIsraeliNumber } from '../checks/israeli-field.ts';
import { isValidIsraeliNumber } from '../checks/israeli-id.ts';
import { allocationThreshold, israeliVatRate } from '../checks/israeli-tax.ts';
import { capReconciled, reconcileAmounts, reconcileRate, reconcileWithItems } from '../checks/reconcile.ts';
import { adjust, derivedField, fieldFrom, round } from '../field.ts';
import { findLabelled } from '../key-values.ts';
import {
  type InvoiceLabelKind,
  invoiceLabels,
  LOCALES,
  type Locale,
  labelPattern,
} from '../locales/index.ts';
import { findAmounts } from '../parse/amounts.ts';
import { documentCurrency } from '../parse/currency.ts';
import { findDates, plausibleYear, repairYear } from '../parse/dates.ts';
import type { ExtractContext, Extraction, TextLine } from '../types.ts';
import { judgeItems, near, readLineItems } from './invoice-items.ts';
import {
  COMPANY_SUFFIX,
  dateReader,
  readMoney,
  readName,
  readNineDigits,
  readPercent,
  readReference,
  readTax,
  readTaxId,
} from './readers.ts';
import { brandNamed, domainNames, holdsBrand, logoNamed, spelledByDomain } from './web-domains.ts';

const HEBREW = /[\u0590-\u05ff]/;
const locale = (id: string) => LOCALES.find((l) => l.id === id) as Locale;
const SELLER = labelPattern('seller');

// Hebrew first: on a Hebrew invoice its own label outranks an English word printed beside it.
const MARKETS = [locale('il'), locale('en')];
const ranked = (kind: InvoiceLabelKind) => invoiceLabels(kind, MARKETS);
const PARTY = MARKETS.map((l) => labelPattern('party', [l]));

export const LABELS = {
  invoiceId: ranked('number'),
  invoiceDate: [...ranked('issued'), ...ranked('dated')],
  dueDate: ranked('due'),
  customerName: PARTY,
  vendorTaxId: ranked('taxId'),
  customerTaxId: ranked('customerTaxId'),
  allocationNumber: ranked('allocation'),
  subtotal: ranked('subtotal'),
  tax: ranked('tax'),
  totalAmount: [...ranked('totalStrong'), ...ranked('total')],
};
const STRONG_TOTALS = ranked('totalStrong');
/** A header row opening with "#" and a reference ("# 2024-118"): the document's number, printed without a word. */
const NUMBER_SIGN = /^\s*#(?=\s*\S*\d)/;

export function isTotalsRow(text: string): boolean {
  return (
    [...LABELS.subtotal, ...STRONG_TOTALS].some((re) => re.test(text)) ||
    // No `\b` here: it only knows ASCII letters, so it never matched after "סה״כ". A row opening with VAT is a
    // totals row too, even when OCR garbled the rest of its label.
    /^\s*(?:total|vat|סה["״'׳]{0,2}כ|מע["״'׳]{0,2}מ)(?![\p{L}\p{N}])/iu.test(text)
  );
}

function put(
  fields: Record<string, Field>,
  name: string,
  hit: { value: Field['value']; text: string; row: TextLine; rank: number } | null,
  certainty = 0.98,
) {
  if (hit) fields[name] = fieldFrom(hit.row, hit.value, hit.text, certainty - hit.rank * 0.005);
}

const TITLE_WORDS = new RegExp(labelPattern('title').source, 'gi');
const NOT_A_NAME = /[@:]|www\.|https?:|\w\.[a-z]{2,}\/|תאריך|\bdate\b|\bpage\b|עמוד|\d{3,}/i;

/** Company suffixes written as words of their own: after a space, a comma or nothing, not a domain's dot. */
const COMPANY_SUFFIXES = new RegExp(`(?<=^|[\\s,])(?:${COMPANY_SUFFIX.source})`, 'gi');

/** A cell as a business name: title words and numbers stripped, cut after its company suffix, long text to the words before it. */
function asName(cell: string): string | null {
  // A legal name ends at its last legal form ("Pvt. Ltd."): what follows is another clause ("… B.V. on behalf
  // of …", "… Ltd., 12 Main Road").
  const suffix = [...cell.matchAll(COMPANY_SUFFIXES)].at(-1);
  let name = cell;
  if (suffix) {
    const before = cell.slice(0, suffix.index).trim().split(/\s+/);
    name = `${(cell.split(/\s+/).length > 6 ? before.slice(-4) : before).join(' ')} ${suffix[0]}`;
  }
  name = name
    .replace(TITLE_WORDS, ' ')
    .replace(/[\s,.;:-]*\d[\d/-]*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}{3,}/u.test(name) && !NOT_A_NAME.test(name) ? name : null;
}

const isParty = (text: string) => PARTY.some((re) => re.test(text));
/** Labels of the header's other fields: the cell beside a party label ("Bill To:  Invoice Date: …") is not its name. */
const HEADER_LABELS = [...LABELS.invoiceId, ...LABELS.invoiceDate, ...LABELS.dueDate, ...LABELS.vendorTaxId];
/** An address block is a name and a few rows of street, town and country under its label. */
const PARTY_BLOCK_ROWS = 5;

/**
 * A customer: a name after its label, not another label ("Bill to Address"), a total, or a number under a label
 * of its own ("Order ID: 123"); a date labelled beside it on the row ("Name: X Date: 1/2/2020") is cut off.
 */
function readCustomer(text: string) {
  const hit = readName(findDates(text).length ? text.replace(/\s+\p{L}+\s*:.*$/u, '') : text);
  if (!hit || isParty(hit.value) || isTotalsRow(hit.value) || /:\s*\S*\d{3,}/.test(hit.value)) return null;
  if (SELLER.test(hit.value) || HEADER_LABELS.some((re) => re.test(hit.value))) return null;
  return findDates(hit.value).length ? null : hit;
}

/**
 * When no name follows the party label, the block's first company (a cell with a company suffix, after an
 * "Attn:"-like prefix) is the customer: a label alone in its column has its name a few rows down.
 */
function companyInBlock(rows: TextLine[]) {
  const at = rows.findIndex((r) => isParty(r.text));
  if (at < 0) return null;
  for (const row of rows.slice(at + 1, at + PARTY_BLOCK_ROWS)) {
    for (const cell of cellsOf(row)) {
      const text = cell.text.replace(/^[^:\d]{1,12}:\s*/, '');
      const name = COMPANY_SUFFIX.test(text) ? asName(text) : null;
      if (name) return { value: name, text: name, row, rank: LABELS.customerName.length };
    }
  }
  return null;
}

type VendorHit = { row: TextLine; name: string; certainty: number };

/** The indexes of the rows of the blocks of the parties an invoice is addressed to: a party label's row and those under it. */
function partyBlocks(rows: TextLine[]): Set<number> {
  const inBlock = new Set<number>();
  rows.forEach((row, i) => {
    if (isParty(row.text)) for (let k = i; k < i + PARTY_BLOCK_ROWS; k++) inBlock.add(k);
  });
  return inBlock;
}

/** Rows an issuer's header runs to at most, when no party block ends it sooner. */
const HEAD_ROWS = 15;

/**
 * The vendor as the buyer knows it, and the legal entity behind it: a legal name (with its company suffix)
 * that the page's own domain does not spell, on a page that names that domain's brand in its own print
 * (twice at least), or whose logo at the head of the first page names it (`logoNamed`), is a trading
 * name's legal entity: the brand is the vendor, the entity `legal`.
 */
function findVendor(rows: TextLine[], end: number): (VendorHit & { legal?: VendorHit }) | null {
  const inBlock = partyBlocks(rows);
  const outside = rows.filter((_, i) => !inBlock.has(i));
  const domains = domainNames(outside.map((r) => r.text));
  const issuer = findIssuer(rows, end, inBlock, domains);
  if (!issuer || !COMPANY_SUFFIX.test(issuer.name) || spelledByDomain(issuer.name, domains)) return issuer;
  const brand = brandNamed(
    outside.map((r) => r.text),
    domains,
  );
  if (brand && !holdsBrand(issuer.name, brand.name))
    return { row: outside[brand.at] as TextLine, name: brand.name, certainty: 0.85, legal: issuer };
  // A logo at the head of the first page names the brand the page goes by.
  const head = rows.slice(0, Math.max(1, Math.min(end, HEAD_ROWS))).filter((r) => r.page === rows[0]?.page);
  const [logo] = head.flatMap((row) => {
    const name = logoNamed(row.fromImages ?? [], domains);
    return name ? [{ row, name }] : [];
  });
  if (!logo || holdsBrand(issuer.name, logo.name)) return issuer;
  return { ...logo, certainty: 0.85, legal: issuer };
}

/**
 * The issuer, by the evidence: a company named by a seller label ("Sold by"); else a company-looking cell
 * in the header above the first party block; else a name the page's own domain spells; else a company
 * named anywhere outside the blocks of the parties the invoice is addressed to (the issuer's legal name
 * in its footer); else the first cell of the header that reads as a name.
 */
function findIssuer(
  rows: TextLine[],
  end: number,
  inBlock: ReadonlySet<number>,
  domains: ReadonlySet<string>,
): VendorHit | null {
  const seller = (short: boolean) => (t: string) => {
    const text = t.replace(/^[\s,;:]+|[\s,;:]+$/g, '');
    // The cell before a seller label in a header row is another party's label ("Ship To:  Sold By:").
    if (isParty(text) || SELLER.test(text)) return null;
    const ok = short ? text.split(/\s+/).length <= 4 && !/\d/.test(text) : COMPANY_SUFFIX.test(text);
    const name = ok ? asName(text) : null;
    return name ? { value: name, text: name } : null;
  };
  // A company the label names, or a short name alone on the label's row ("Payable to: Norland") or under
  // its cell in a header row: under a lone label, only a company, as the row under it is often another
  // column's sentence.
  const sold = wholeCell(
    findLabelled(rows, [SELLER], seller(false)) ??
      findLabelled(rows, [SELLER], seller(true), { below: 'header' }),
    seller(true),
  );
  if (sold) return { row: sold.row, name: sold.value, certainty: 0.95 };
  // A name stands alone: a company named inside a sentence ("… their company data …") is prose.
  const companyIn = (scope: TextLine[], certainty: number, maxWords: number): VendorHit | null => {
    for (const row of scope) {
      if (inBlock.has(rows.indexOf(row))) continue;
      for (const cell of cellsOf(row)) {
        const name =
          COMPANY_SUFFIX.test(cell.text) && cell.text.split(/\s+/).length <= maxWords
            ? asName(cell.text)
            : null;
        if (name && /\p{L}{3,}/u.test(name.replace(COMPANY_SUFFIX, ''))) return { row, name, certainty };
      }
    }
    return null;
  };
  const top = rows.slice(0, Math.max(1, Math.min(end, HEAD_ROWS)));
  const header = companyIn(top, 0.9, Number.POSITIVE_INFINITY);
  if (header) return header;
  const candidates = rows.flatMap((row, i) =>
    inBlock.has(i)
      ? []
      : cellsOf(row).flatMap((cell) => {
          const name = asName(cell.text);
          return name ? [{ row, i, cell, name }] : [];
        }),
  );
  // A name stands alone (six words at most): a brand inside a sentence is prose. The legal name the
  // domain spells outranks the logo's word for the same brand.
  const spelledAll = candidates.filter(
    (c) => c.cell.text.split(/\s+/).length <= 6 && spelledByDomain(c.name, domains),
  );
  const spelled = spelledAll.find((c) => COMPANY_SUFFIX.test(c.name)) ?? spelledAll[0];
  if (spelled) return { row: spelled.row, name: spelled.name, certainty: 0.85 };
  const anywhere = companyIn(rows, 0.8, 6);
  if (anywhere) return anywhere;
  // The issuer's block is its name over its address; a name alone on top is more often a title or a logo's words.
  const inHeader = candidates.filter((c) => c.i < top.length && !isParty(c.row.text));
  const issuer = inHeader.find((c) => headsAddress(rows, c.i, c.cell.bbox)) ?? inHeader[0];
  return issuer ? { row: issuer.row, name: issuer.name, certainty: 0.75 } : null;
}

/**
 * A name read under a header cell is the words beneath the label's own width; the name runs on to the end
 * of its cell ("Quayside Traders" under "Sold By:"), which `read` reads whole.
 */
function wholeCell<T extends { value: string; text: string; row: TextLine }>(
  hit: T | null,
  read: (text: string) => { value: string; text: string } | null,
): T | null {
  if (!hit) return null;
  const cell = cellsOf(hit.row).find((c) => c.text.startsWith(hit.text) && c.text.length > hit.text.length);
  const whole = cell ? read(cell.text) : null;
  return whole ? { ...hit, ...whole } : hit;
}

/** Rows of an address under its name: street, town and country. */
const ADDRESS_ROWS = 3;

/** A cell with the rows under it aligned to its left edge, one of them holding a number (a street's or a postcode). */
function headsAddress(rows: TextLine[], at: number, box: TextLine['bbox']): boolean {
  const under = rows.slice(at + 1, at + 1 + ADDRESS_ROWS).filter((r) => r.page === rows[at]?.page);
  const aligned = under.filter((r) => cellsOf(r).some((c) => Math.abs(c.bbox.x - box.x) <= box.h));
  return aligned.length > 0 && aligned.some((r) => /\d/.test(r.text)) && aligned[0] === under[0];
}

/**
 * The rows with one kind of label blanked: the word "date" inside "Date due" or "Date limite de
 * paiement" labels the due date, not the invoice's; "VAT number" inside "Your VAT number" labels the
 * customer's number, not the vendor's.
 */
function withoutLabels(rows: TextLine[], labels: RegExp[]): TextLine[] {
  return rows.map((row) => {
    const text = labels.reduce(
      (t, re) =>
        t.replace(new RegExp(re.source, `${re.flags.replace('g', '')}g`), (m) => ' '.repeat(m.length)),
      row.text,
    );
    return text === row.text ? row : { ...row, text };
  });
}

const HEADER_NUMBER_RANK = 9;

/** A 9-digit number in the header that passes the Israeli check digit (phone numbers have a leading 0 and dashes). */
function headerIsraeliNumber(rows: TextLine[], end: number) {
  for (const row of rows.slice(0, end)) {
    for (const m of row.text.matchAll(/(?<![\d-])\d{9}(?![\d-])/g)) {
      if (isValidIsraeliNumber(m[0]) && !m[0].startsWith('0'))
        return { value: m[0], text: m[0], row, rank: HEADER_NUMBER_RANK };
    }
  }
  return null;
}

/** Tax invoices: header fields, line items, totals, and the checks that tie them together. */
export function extractInvoice(rows: TextLine[], ctx: ExtractContext): Extraction {
  const dates = { monthFirst: ctx.monthFirst };
  const readDate = dateReader(dates);
  const fields: Record<string, Field> = {};
  const warnings: Warning[] = [];
  const text = rows.map((r) => r.text).join('\n');
  const hebrew = HEBREW.test(text);
  const customer =
    wholeCell(findLabelled(rows, LABELS.customerName, readCustomer), readCustomer) ?? companyInBlock(rows);
  const customerAt = customer ? customer.row.index : rows.length;
  put(fields, 'customerName', customer, 0.92);
  const partyAt = rows.findIndex((r) => isParty(r.text));
  const headerEnd = Math.min(customerAt, partyAt < 0 ? rows.length : partyAt);
  const vendor = findVendor(rows, headerEnd);
  put(fields, 'invoiceId', findLabelled(rows, LABELS.invoiceId, readReference, { below: 'header' }));
  // Less sure than a worded label: the sign also numbers item rows, hence the header alone.
  if (!fields.invoiceId)
    put(
      fields,
      'invoiceId',
      findLabelled(rows, [NUMBER_SIGN], readReference, { to: headerEnd, below: false }),
      0.9,
    );
  put(fields, 'invoiceDate', findLabelled(withoutLabels(rows, LABELS.dueDate), LABELS.invoiceDate, readDate));
  if (!fields.invoiceDate) {
    const row = rows.find((r) => findDates(r.text).length && !LABELS.dueDate.some((re) => re.test(r.text)));
    const d = row ? findDates(row.text, dates)[0] : undefined;
    if (row && d) fields.invoiceDate = fieldFrom(row, d.iso, d.text, 0.75);
  }
  const issued = fields.invoiceDate;
  if (issued && typeof issued.value === 'string' && !plausibleYear(issued.value, ctx.today)) {
    const repaired = repairYear(issued.value, ctx.today);
    warnings.push({
      code: 'date_implausible',
      message: repaired
        ? `Invoice date read as ${issued.value}; its year is implausible, ${repaired} is the nearest look-alike reading`
        : `Invoice date ${issued.value} has an implausible year`,
      page: issued.page ?? undefined,
    });
    if (repaired) issued.value = repaired;
    issued.confidence = round(issued.confidence * 0.6);
  }
  put(fields, 'dueDate', findLabelled(rows, LABELS.dueDate, readDate));
  // The vendor's number is printed in the header, before the customer; an unlabelled valid one there beats the
  // customer's labelled number further down (OCR often garbles the short label "ח.פ.").
  const idRows = withoutLabels(rows, LABELS.customerTaxId);
  const taxId =
    findLabelled(idRows, LABELS.vendorTaxId, readTaxId, { to: customerAt, below: false }) ??
    (hebrew ? headerIsraeliNumber(rows, customerAt) : null) ??
    findLabelled(idRows, LABELS.vendorTaxId, readTaxId, { below: false });
  put(fields, 'vendorTaxId', taxId, taxId?.rank === HEADER_NUMBER_RANK ? 0.85 : 0.92);
  if (fields.vendorTaxId && /^\d{9}$/.test(String(fields.vendorTaxId.value)) && hebrew) {
    checkIsraeliNumber(fields.vendorTaxId, 'Vendor tax number', 'tax_id_invalid', warnings);
  }
  if (vendor) {
    // A business name right beside a valid registration number is as sure as a labelled field.
    const besideValidId =
      fields.vendorTaxId &&
      fields.vendorTaxId.confidence >= 0.95 &&
      Math.abs((taxId?.row.index ?? -99) - vendor.row.index) <= 3;
    const name = vendor.name.trim();
    fields.vendorName = fieldFrom(vendor.row, name, name, besideValidId ? 0.97 : vendor.certainty);
    if (vendor.legal)
      fields.vendorLegalName = fieldFrom(
        vendor.legal.row,
        vendor.legal.name,
        vendor.legal.name,
        vendor.legal.certainty,
      );
  }
  put(fields, 'customerTaxId', findLabelled(rows, LABELS.customerTaxId, readTaxId, { below: false }), 0.92);
  put(fields, 'allocationNumber', findLabelled(rows, LABELS.allocationNumber, readNineDigits));
  put(fields, 'subtotal', findLabelled(rows, LABELS.subtotal, readMoney, { last: true }));
  const taxRows = rows.filter(
    (r) => !LABELS.subtotal.some((re) => re.test(r.text)) && !STRONG_TOTALS.some((re) => re.test(r.text)),
  );
  // Only a header's tax cell owns the row under it: a lone "Tax rate 8%" or "Prices include VAT" row
  // does not make the total printed under it a tax.
  put(fields, 'tax', findLabelled(taxRows, LABELS.tax, readTaxAmount, { last: true, below: 'header' }));
  const rate = findLabelled(taxRows, LABELS.tax, readPercent, { last: true, below: false });
  put(fields, 'taxRate', rate);
  put(fields, 'totalAmount', findLabelled(rows, LABELS.totalAmount, readMoney, { last: true }));
  const guess = documentCurrency(text);
  const currency = guess?.code ?? null;
  if (guess) fields.currency = derivedField(guess.code, guess.code, guess.confidence);
  if (!hebrew && currency !== 'ILS') reconcileTax(fields, rows);
  const lineItems = readLineItems(rows, fields, {
    isTotalsRow,
    isTaxRow,
    isTotal: (text) => LABELS.totalAmount.some((re) => re.test(text)),
  });
  const issuedOn = typeof fields.invoiceDate?.value === 'string' ? fields.invoiceDate.value : null;
  let reconciled: string[] = [];
  // Only the items their own row's arithmetic confirmed vouch for the amounts.
  const consistentItems =
    lineItems.length > 0 && lineItems.every((i) => (i.lineTotal?.confidence ?? 0) >= 0.9);
  const lineSum = consistentItems
    ? Math.round(lineItems.reduce((s, i) => s + Number(i.lineTotal?.value ?? 0), 0) * 100) / 100
    : null;
  if ((hebrew || currency === 'ILS') && issuedOn) {
    reconciled = reconcileAmounts(fields, lineSum, israeliVatRate(issuedOn), warnings);
    reconcileRate(fields, Math.round(israeliVatRate(issuedOn) * 1000) / 10, warnings);
  } else if (lineItems.length >= 2) reconciled = reconcileWithItems(fields, lineSum, warnings);
  const tax = fields.tax?.value;
  checkArithmetic(
    fields,
    lineItems.map((i) => Number(i.lineTotal?.value ?? 0)),
    hebrew || currency === 'ILS',
    warnings,
    typeof tax === 'number' && taxOnPrintedBase(rows, tax),
  );
  // After the Israeli reconciliation, which trusts only the items their own row's arithmetic confirmed.
  judgeItems(lineItems, fields);
  capReconciled(fields, reconciled);
  // Last: the arithmetic checks above raise agreeing amounts, and these must stay doubted.
  flagImplausible(fields, warnings, 'totalAmount');
  return { fields, lists: { lineItems }, warnings };
}

/** A percentage is the tax rate, never the tax: "21 %" under a VAT heading is not 21 of money. */
function readTaxAmount(text: string) {
  return readTax(text.replace(/\d+(?:[.,]\d+)?\s*%/g, ' '));
}

/**
 * When the tax read by its label does not make subtotal + tax = total, the amount that does, printed on a
 * tax row or the row under a tax heading, is the tax: the arithmetic is the evidence, and it is surer than
 * the label's first amount. Printed nowhere, it is still the tax when the printed rate of the subtotal
 * comes to it ("VAT 20%" between a subtotal and a total): two checks agree on it.
 */
function reconcileTax(fields: Record<string, Field>, rows: TextLine[]) {
  const subtotal = fields.subtotal?.value;
  const total = fields.totalAmount?.value;
  if (typeof subtotal !== 'number' || typeof total !== 'number') return;
  const want = Math.round((total - subtotal) * 100) / 100;
  const tax = fields.tax?.value;
  if (want <= 0 || (typeof tax === 'number' && near(tax, want))) return;
  rows.forEach((row, i) => {
    if (fields.tax?.value === want || !LABELS.tax.some((re) => re.test(row.text))) return;
    for (const r of [row, rows[i + 1]]) {
      const hit = r && findAmounts(r.text).find((a) => near(a.value, want));
      if (r && hit) {
        fields.tax = fieldFrom(r, hit.value, hit.text, 0.95);
        return;
      }
    }
  });
  const rate = fields.taxRate?.value;
  if (fields.tax?.value !== want && typeof rate === 'number' && near((subtotal * rate) / 100, want)) {
    const sure = Math.min(fields.subtotal?.confidence ?? 0, fields.totalAmount?.confidence ?? 0);
    fields.tax = derivedField(want, '', sure * 0.9);
  }
}

const isTaxRow = (text: string) => LABELS.tax.some((re) => re.test(text));

/**
 * A tax row printing the base it was charged on beside its rate ("Tax 15% on $ 112.90 $ 16.94"): the tax
 * of a page whose items are not all taxed at that rate, confirmed by its own row's arithmetic.
 */
function taxOnPrintedBase(rows: TextLine[], tax: number): boolean {
  return rows.some((row) => {
    const rate = isTaxRow(row.text) ? readPercent(row.text)?.value : undefined;
    if (!rate) return false;
    const amounts = findAmounts(row.text);
    return (
      amounts.some((a) => near(a.value, tax)) &&
      amounts.some((base) => !near(base.value, tax) && near((base.value * rate) / 100, tax))
    );
  });
}

function checkArithmetic(
  fields: Record<string, Field>,
  lineTotals: number[],
  israeli: boolean,
  warnings: Warning[],
  taxOnItsBase: boolean,
) {
  const num = (name: string) =>
    typeof fields[name]?.value === 'number' ? (fields[name]?.value as number) : null;
  let subtotal = num('subtotal');
  const tax = num('tax');
  const total = num('totalAmount');
  if (subtotal === null && tax !== null && total !== null) {
    subtotal = Math.round((total - tax) * 100) / 100;
    fields.subtotal = derivedField(
      subtotal,
      '',
      Math.min(fields.tax?.confidence ?? 0, fields.totalAmount?.confidence ?? 0) * 0.9,
    );
  }
  if (lineTotals.length) {
    const sum = Math.round(lineTotals.reduce((a, b) => a + b, 0) * 100) / 100;
    const against = subtotal ?? total;
    if (against !== null) {
      const ok = near(sum, against) || (total !== null && near(sum, total));
      adjust(fields[subtotal !== null ? 'subtotal' : 'totalAmount'], ok);
      if (!ok)
        warnings.push({
          code: 'line_items_sum_mismatch',
          message: `Line items add up to ${sum}, the invoice says ${against}`,
        });
    }
  }
  if (subtotal !== null && tax !== null && total !== null) {
    const ok = near(subtotal + tax, total);
    for (const name of ['subtotal', 'tax', 'totalAmount']) adjust(fields[name], ok);
    if (!ok)
      warnings.push({
        code: 'total_mismatch',
        message: `Subtotal ${subtotal} plus tax ${tax} is not the total ${total}`,
      });
  }
  const date = typeof fields.invoiceDate?.value === 'string' ? fields.invoiceDate.value : null;
  if (subtotal !== null && tax !== null && subtotal > 0) {
    const actual = tax / subtotal;
    const printedPercent = num('taxRate');
    const printed = printedPercent === null ? null : printedPercent / 100;
    const expected = israeli && date ? israeliVatRate(date) : printed;
    if (!fields.taxRate)
      fields.taxRate = derivedField(Math.round(actual * 1000) / 10, '', fields.tax?.confidence ?? 0);
    if (expected !== null) {
      const ok =
        Math.abs(subtotal * expected - tax) <= Math.max(0.05, subtotal * 0.0005 + 0.01) ||
        (!israeli && taxOnItsBase);
      adjust(fields.tax, ok);
      if (!ok) {
        warnings.push({
          code: 'vat_rate_mismatch',
          message: `Tax ${tax} is ${round(actual) * 100}% of ${subtotal}; the rate in force${date ? ` on ${date}` : ''} is ${Math.round(expected * 1000) / 10}%`,
        });
      }
    }
  }
  if (israeli && date) {
    const threshold = allocationThreshold(date);
    const base = subtotal ?? (total !== null ? total / (1 + israeliVatRate(date)) : null);
    if (threshold !== null && base !== null && base > threshold && !fields.allocationNumber) {
      warnings.push({
        code: 'allocation_number_missing',
        message: `Invoice of ${base.toFixed(2)} ILS before VAT is above the ${threshold} ILS threshold in force on ${date} but shows no allocation number`,
      });
    }
  }
}
