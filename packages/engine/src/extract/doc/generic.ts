import { isIsraeliCompanyNumber, isValidIsraeliNumber } from '../checks/israeli-id.ts';
import { fieldFrom } from '../field.ts';
import { findKeyValues } from '../key-values.ts';
import { findAmounts, looksLikeMoney } from '../parse/amounts.ts';
import { findDates } from '../parse/dates.ts';
import type { ExtractContext, Extraction, FieldRow, TextLine } from '../types.ts';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /(?<![\d-])(?:\+\d{1,3}[\s-]?)?(?:\(?0\d{1,2}\)?[\s-]?)\d{3}[\s-]?\d{3,4}(?![\d-])/g;
const NINE_DIGITS = /(?<!\d)\d{9}(?!\d)/g;

/** Slug of a printed label, used as the field name of a key-value pair. */
export function labelKey(label: string): string {
  return label
    .normalize('NFC')
    .replace(/["״׳'.]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .toLowerCase();
}

/** Everything any document offers: labelled values, dates, amounts, e-mails, phones and Israeli numbers. */
export function extractGeneric(rows: TextLine[], ctx: Pick<ExtractContext, 'monthFirst'>): Extraction {
  const fields: Extraction['fields'] = {};
  const keyValues: FieldRow[] = [];
  for (const kv of findKeyValues(rows)) {
    const label = fieldFrom(kv.labelRow, kv.label, kv.label, 0.9);
    const value = fieldFrom(kv.row, kv.value, kv.value, 0.9);
    keyValues.push({ label, value });
    const key = labelKey(kv.label);
    if (key && !fields[key]) fields[key] = value;
  }
  const dates: FieldRow[] = [];
  const amounts: FieldRow[] = [];
  const emails: FieldRow[] = [];
  const phones: FieldRow[] = [];
  const identityNumbers: FieldRow[] = [];
  const companyNumbers: FieldRow[] = [];
  for (const row of rows) {
    for (const d of findDates(row.text, { monthFirst: ctx.monthFirst }))
      dates.push({ value: fieldFrom(row, d.iso, d.text, 0.9) });
    for (const a of findAmounts(row.text).filter(looksLikeMoney)) {
      amounts.push({ value: fieldFrom(row, a.value, a.text, 0.85) });
    }
    for (const m of row.text.matchAll(EMAIL)) emails.push({ value: fieldFrom(row, m[0], m[0], 0.95) });
    for (const m of row.text.matchAll(PHONE)) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length >= 9) phones.push({ value: fieldFrom(row, m[0].trim(), m[0], 0.85) });
    }
    for (const m of row.text.matchAll(NINE_DIGITS)) {
      if (!isValidIsraeliNumber(m[0])) continue;
      const list = isIsraeliCompanyNumber(m[0]) ? companyNumbers : identityNumbers;
      list.push({ value: fieldFrom(row, m[0], m[0], 0.97) });
    }
  }
  const lists: Extraction['lists'] = {
    keyValues,
    dates,
    amounts,
    emails,
    phones,
    identityNumbers,
    companyNumbers,
  };
  for (const [name, list] of Object.entries({ date: dates, email: emails, phone: phones })) {
    const first = list[0]?.value;
    if (first && !fields[name]) fields[name] = first;
  }
  return { fields, lists, warnings: [] };
}
