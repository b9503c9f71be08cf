/** The header block of a till receipt: who sold (the merchant row) and where (the address rows under it). */
import { COMPANY_SUFFIX } from '../doc/readers.ts';
import { companySuffixForms, streetStartPattern } from '../locales/index.ts';
import { findDates } from '../parse/dates.ts';
import { cleanText, distance, readsAsText } from '../parse/ocr-text.ts';
import type { TextLine } from '../types.ts';

/** Titles and till banners printed above or around the merchant's name, never the name itself. */
const BANNER =
  /\b(?:receipts?|(?:tax\s+)?invoice|cash\s+(?:bill|sales?|receipt)|bill|welcome|official|copy|duplicate|reprint|simplified|cashier|counter|thank|member|order|table|pax|owned\s+by|operated\s+by|a\s+member\s+of)\b|קבלה|חשבונית|ברוכים|העתק|מקור|תודה/i;
/** Rows that close the address block: contact, registration, till and title rows. */
const AFTER_ADDRESS =
  /טל|פקס|ח\.?\s?פ|ע\.?\s?מ|עוסק|\b(?:tel|phone|fax|mobile|whatsapps?|h\/?p|gst|sst|tax|invoice|receipt|email|e-mail|www|cash|cashier|date|co\.?\s*reg|reg\.?\s*no|roc|shopping\s+hours|open(?:ing)?\s+hours|business\s+hours|bill|counter|table|order|total|sub-?total|qty|item|description)\b|@|קבלה|חשבונית|תאריך|קופה|סה["״'׳]{0,2}כ/i;
/** An item or totals row: text ending in an amount with cents. */
const ENDS_IN_AMOUNT = /\d[.,]\d{2}\s*[A-Z]{0,2}$/;
/** A registration number alone on its row, as printed under Malaysian and Israeli business names. */
const REGISTRATION_ROW = /^[([]?\s*[A-Z]{0,3}\s?[\dA-Z~-]*\d{4,}[\dA-Z~-]*\s*[)\]]?$/i;
const REGISTRATION_LABEL =
  /\b(?:company\s*(?:no|reg)|co\.?[-\s]?(?:no|reg)|reg(?:istration)?\.?\s*(?:no|#)|roc|gst\s*(?:id|reg|no)|sst\s*(?:id|reg|no))\b|ח\.?\s?פ|ע\.?\s?מ|עוסק\s*מורשה/i;
/** A row that begins like a street address, not like a business name: a street word or a house number. */
const STREET_START = streetStartPattern();
const NUMBER_START = /^(?:\d+[A-Z]?\s*,|\d+\/\d|\d+-\d)/;
const addressStart = (text: string) => STREET_START.test(text) || NUMBER_START.test(text);
const PHONE_ONLY = /^[\s()+\d-]{9,}$/;
/** A registration number printed after a business name: "ACME SDN BHD (123456-X)", "ACME S/B 123456-X". */
const TRAILING_REGISTRATION =
  /\s*(?:[([]\s*[A-Z]{0,3}\s?[\dA-Z~-]*\d{3,}[\dA-Z~-]*(?:\s[A-Z])?\s*[)\]]?|[A-Z]{0,3}\d{5,}[-~]?[A-Z]?)\s*$/i;

const SUFFIX_G = new RegExp(COMPANY_SUFFIX.source, 'gi');
const SUFFIX_FORMS = companySuffixForms();

/** Glyphs a recogniser takes for one another, each class folded to one letter. */
const GLYPH_CLASSES: Array<[RegExp, string]> = [
  [/II/g, 'H'],
  [/[0DQ]/g, 'O'],
  [/[E83]/g, 'B'],
  [/5/g, 'S'],
  [/N/g, 'H'],
  [/[1L|]/g, 'I'],
];

/** A suffix as the glyphs read, whatever specks or stops OCR added around them. */
function folded(text: string): string {
  return GLYPH_CLASSES.reduce(
    (t, [re, to]) => t.replace(re, to),
    text.toUpperCase().replace(/[^\p{L}\p{N}/\s|]/gu, ''),
  ).replace(/\s+/g, ' ');
}

/** A folded suffix of two words or more may be one slip away: long enough that no name's last words are. */
const SLIPS_ALLOWED = 1;
const MIN_LETTERS_FOR_SLIP = 6;

function readsAs(tail: string, form: string): boolean {
  const a = folded(tail).replace(/\s/g, '');
  const b = folded(form).replace(/\s/g, '');
  if (a === b) return true;
  return b.length >= MIN_LETTERS_FOR_SLIP && distance(a, b) <= SLIPS_ALLOWED;
}

/**
 * The company suffix that closes a name, read back from an OCR misreading of a locale's printed form
 * ("SON BHD", "SDN EHD", "SIN BHD" and "Sdnbhd" for SDN BHD, "5/8" for S/B, a speck read before its second
 * word included). A form of two words may have been read as one word, or as its words.
 */
function fixSuffix(name: string): string {
  for (const form of SUFFIX_FORMS) {
    const words = form.split(' ').length;
    for (const count of new Set([words, 1])) {
      const tail = new RegExp(`(?<=\\S\\s+)(?:\\S+\\s+){${count - 1}}\\S+$`).exec(name);
      if (!tail || tail[0].toUpperCase() === form.toUpperCase() || !readsAs(tail[0], form)) continue;
      const printed = tail[0] === tail[0].toUpperCase() ? form.toUpperCase() : form;
      return `${name.slice(0, tail.index)}${printed}`;
    }
  }
  return name;
}

/** The business name as printed on its row: registration numbers and words after the company suffix left out. */
export function merchantName(text: string): string {
  let name = text.trim();
  for (let previous = ''; previous !== name; ) {
    previous = name;
    name = name
      .replace(TRAILING_REGISTRATION, '')
      .replace(/[\s'",;:|*=_-]+$/, '')
      .trim();
  }
  name = fixSuffix(name);
  // Words after the last company suffix are another field printed on the same row, or noise.
  const suffixes = [...name.matchAll(SUFFIX_G)];
  const last = suffixes[suffixes.length - 1];
  if (last && last.index !== undefined && last.index > 0) {
    const end = last.index + last[0].length;
    const rest = name.slice(end);
    // "(M)" after "CO." is part of the suffix; anything else is not.
    if (!/^\s*\([A-Z]\)/.test(rest)) name = name.slice(0, end).trim();
  }
  return name;
}

function isRegistration(text: string): boolean {
  return REGISTRATION_ROW.test(text) || REGISTRATION_LABEL.test(text);
}

export interface HeaderRow {
  row: TextLine;
  text: string;
}

export interface Merchant extends HeaderRow {
  certainty: number;
  /** The name's last row: the suffix row when the name wraps onto it. */
  lastRow: TextLine;
}

/**
 * The merchant: the first row of the header that reads as a name, skipping logo noise, banners and
 * registration numbers. A row with a company suffix a little further down wins when it still belongs to the
 * header (no address or contact row stands between): an owner's or brand line is often printed above it.
 */
export function findMerchant(rows: TextLine[]): Merchant | null {
  const top = rows.filter((r) => r.page === rows[0]?.page).slice(0, 12);
  const candidates: HeaderRow[] = [];
  for (const [i, row] of top.entries()) {
    const text = cleanText(row);
    const above = top[i - 1];
    if (!readsAsText(row, text) || !/\p{L}{2,}/u.test(text)) continue;
    if (BANNER.test(text) || isRegistration(text) || addressStart(text) || AFTER_ADDRESS.test(text)) continue;
    if (above && /\b(?:owned|operated)\s+by\b/i.test(above.text)) continue;
    candidates.push({ row, text });
  }
  const first = candidates[0];
  if (!first) return null;
  const company = candidates.slice(0, 3).find((c) => COMPANY_SUFFIX.test(c.text));
  const companyAt = company ? candidates.indexOf(company) : -1;
  const above = candidates[companyAt - 1];
  if (company && above && above.row.index === company.row.index - 1 && isSuffixOnly(company.text)) {
    // The suffix wrapped onto a row of its own: the name starts on the row above.
    return withSuffixRow(rows, above, 0.92);
  }
  if (company && company !== first) {
    const between = top.slice(
      first.row.index - (top[0]?.index ?? 0) + 1,
      company.row.index - (top[0]?.index ?? 0),
    );
    const broken = between.some((r) => AFTER_ADDRESS.test(r.text) || addressStart(cleanText(r)));
    if (!broken) return withSuffixRow(rows, company, 0.92);
  }
  return withSuffixRow(rows, first, company === first ? 0.92 : 0.8);
}

function isSuffixOnly(text: string): boolean {
  return (
    /\p{L}/u.test(text) &&
    merchantName(text)
      .replace(SUFFIX_G, '')
      .replace(/[\s.()]/g, '') === ''
  );
}

/** A suffix alone on the next row ("SDN BHD") closes the name printed on this one. */
function withSuffixRow(rows: TextLine[], found: HeaderRow, certainty: number): Merchant {
  const next = rows[found.row.index + 1];
  const nextText = next ? cleanText(next) : '';
  const suffixOnly = next && isSuffixOnly(nextText);
  const name = merchantName(suffixOnly ? `${found.text} ${merchantName(nextText)}` : found.text);
  return { ...found, text: name, certainty, lastRow: suffixOnly && next ? next : found.row };
}

/**
 * The address: the consecutive rows under the merchant, after any registration rows, up to the first
 * contact, registration, date or till row. A row that runs on into a phone number keeps its address part.
 */
export function findAddress(rows: TextLine[], after: TextLine): HeaderRow[] {
  const found: HeaderRow[] = [];
  for (const row of rows.slice(after.index + 1, after.index + 8)) {
    if (row.page !== after.page) break;
    let text = cleanText(row).replace(
      /^(?:co\.?[-\s]?reg|company\s*(?:no|reg)|reg\.?\s*no|roc)[^:]*:\s*\S+\s*/i,
      '',
    );
    if (!text) continue;
    const preamble = isRegistration(text) || findDates(text).length > 0;
    if (preamble && !found.length) continue;
    if (!found.length && !readsAsText(row, text)) continue;
    const stop = AFTER_ADDRESS.exec(text);
    const digitRun = /\d{8,}/.exec(text.replace(/-/g, ''));
    const ended = PHONE_ONLY.test(text) || digitRun || BANNER.test(text) || ENDS_IN_AMOUNT.test(text);
    if (stop || findDates(text).length || ended) {
      if (stop && stop.index > 8)
        found.push({ row, text: text.slice(0, stop.index).replace(/[\s,;|:-]+$/, '') });
      break;
    }
    text = text.replace(/\s+\|\s+/g, ' ');
    found.push({ row, text });
  }
  return found;
}
