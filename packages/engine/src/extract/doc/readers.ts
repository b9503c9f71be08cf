/** Value readers for labelled fields: each takes the text beside a label and returns what it holds. */
import { companySuffixPattern } from '../locales/index.ts';
import { findAmounts, looksLikeMoney } from '../parse/amounts.ts';
import { type DateOptions, findDates } from '../parse/dates.ts';

export type Reading<T> = { value: T; text: string } | null;

/** A reader of the first date beside a label, month first when the document is American. */
export function dateReader(opts: DateOptions): (text: string) => Reading<string> {
  return (text) => {
    const d = findDates(text, opts)[0];
    return d ? { value: d.iso, text: d.text } : null;
  };
}

/**
 * The first money amount beside a label: counts and rates have no decimals and are skipped, and a row
 * holding several label-value pairs keeps each amount next to its own label.
 */
export function readMoney(text: string): Reading<number> {
  const amounts = findAmounts(text);
  const money = amounts.filter(looksLikeMoney);
  const pick = money[0] ?? (amounts.length === 1 ? amounts[0] : undefined);
  return pick ? { value: pick.value, text: pick.text } : null;
}

/** The tax beside a label: of several amounts, the one that is the printed rate of another ("15% on $112.90 $16.94"). */
export function readTax(text: string): Reading<number> {
  const percent = readPercent(text)?.value;
  const rate = percent ? percent / 100 : undefined;
  const money = findAmounts(text).filter(looksLikeMoney);
  if (rate && money.length > 1) {
    const tax = money.find((t) =>
      money.some(
        (base) => base !== t && Math.abs(base.value * rate - t.value) <= 0.01 + Math.abs(t.value) * 0.001,
      ),
    );
    if (tax) return { value: tax.value, text: tax.text };
  }
  return readMoney(text);
}

/** A printed rate as a percentage, as the result contract states it: "18%" is 18, not 0.18. */
export function readPercent(text: string): Reading<number> {
  const m = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(text);
  return m ? { value: Number((m[1] ?? '').replace(',', '.')), text: m[0] } : null;
}

/** A document number: a token with a digit, not a date or an amount with decimals. */
export function readReference(text: string): Reading<string> {
  const cleaned = text.replace(/^[\s:#.°№-]+/, '');
  for (const token of cleaned.split(/\s+/).slice(0, 4)) {
    const t = token.replace(/^[#:№]+|[.,:;]+$/g, '');
    if (
      t.length >= 2 &&
      /\d/.test(t) &&
      /^[\p{L}\d][\p{L}\d/_.-]*$/u.test(t) &&
      !findDates(t).length &&
      !/^\d+[.,]\d{2}$/.test(t)
    ) {
      return { value: t, text: t };
    }
  }
  return null;
}

/**
 * A tax or registration number (a VAT number with its country code: "DE 232 446 240"): six digits at
 * least, and not an amount ("Tax 15% on $ 112.90" prints the
 * base after the label, not a number of the vendor's).
 */
export function readTaxId(text: string): Reading<string> {
  // A letter and two digits may close it, as a branch or a check suffix ("NL810433941B01", printed
  // "NL8104.33.941.B01" too).
  for (const m of text.matchAll(
    /(?<![\w])([A-Z]{0,3}\s?\d[\d\s./-]{4,}\d(?:[./]?[A-Z]\d{2}|[A-Z])?)(?![\w])/g,
  )) {
    const raw = (m[1] ?? '').trim();
    const money = /^\d{1,3}(?:[,.\s]\d{3})*[.,]\d{2}$/.test(raw);
    if (!money && (raw.match(/\d/g) ?? []).length >= 6)
      return { value: raw.replace(/[\s./-]/g, ''), text: raw };
  }
  return null;
}

export function readName(text: string): Reading<string> {
  const name = text.replace(/^[\s:,-]+|[\s:,-]+$/g, '').trim();
  return /\p{L}{2,}/u.test(name) ? { value: name, text: name } : null;
}

export function readNineDigits(text: string): Reading<string> {
  const m = /(?<!\d)\d{9}(?!\d)/.exec(text.replace(/(?<=\d)[\s-](?=\d)/g, ''));
  return m ? { value: m[0], text: m[0] } : null;
}

/** Company suffixes that mark a line as a business name, in every market the engine knows. */
export const COMPANY_SUFFIX = companySuffixPattern();
