import type { Field, Warning } from '@docread/contracts';
import { isMostlyHebrew } from '../../script/index.ts';
import { flagImplausible } from '../checks/glance.ts';
import { adjust, derivedField, fieldFrom, round } from '../field.ts';
import { findLabelled } from '../key-values.ts';
import { findLineItems } from '../line-items.ts';
import { headerVocabulary, labelPattern, pageLocales } from '../locales/index.ts';
import { documentCurrency } from '../parse/currency.ts';
import { findDates, findDatesWithLookAlikes, findTime, plausibleYear, repairYear } from '../parse/dates.ts';
import { canonicalLabels, spaceTolerant } from '../parse/ocr-text.ts';
import {
  chooseKeyFields,
  type RulePicks,
  receiptFieldModel,
  toField,
} from '../receipts/field-model/index.ts';
import { findAddress, findMerchant, merchantName } from '../receipts/header.ts';
import { mendHeaderWords } from '../receipts/header-words.ts';
import { totalsFromItems } from '../receipts/item-check.ts';
import { addressValue } from '../receipts/repeated-words.ts';
import { findTotal, repairAmountText, SUBTOTAL_LABELS, TOTAL_LABELS } from '../receipts/total.ts';
import type { ExtractContext, Extraction, TextLine } from '../types.ts';
import { readMoney, readTax } from './readers.ts';

const PHONE = /(?:\+?\d{1,3}[\s-]?)?\(?0?\d{1,3}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}/;
const PHONE_LABEL = /טל(?:פון)?['׳]?|\b(?:tel|phone|ph|telephone|mobile|hp)\b\.?/i;

const LABELS = {
  total: TOTAL_LABELS,
  subtotal: SUBTOTAL_LABELS,
  tax: [spaceTolerant(labelPattern('tax'))],
  date: [spaceTolerant(labelPattern('date'))],
};
const PAYMENT = labelPattern('payment');
const TOTALS_ROW_START = new RegExp(`^\\s*(?:${labelPattern('totalStart').source})`, 'i');

function isTotalsRow(text: string): boolean {
  return [...LABELS.total, ...LABELS.subtotal].some((re) => re.test(text)) || TOTALS_ROW_START.test(text);
}

/**
 * A receipt's date: a labelled one first, else the first printed. A year no till would print loses to a
 * plausible date elsewhere on the slip; when there is none, its year is read again digit by digit.
 */
function findDate(rows: TextLine[], ctx: ExtractContext) {
  const opts = { monthFirst: ctx.monthFirst };
  const plausible = (iso: string) => plausibleYear(iso, ctx.today);
  const labelled = findLabelled(rows, LABELS.date, (t) => {
    const d = findDates(t, opts).find((x) => plausible(x.iso));
    return d ? { value: d.iso, text: d.text } : null;
  });
  if (labelled) return labelled;
  const all = rows.flatMap((row) =>
    findDates(row.text, opts).map((d) => ({ value: d.iso, text: d.text, row, rank: 1 })),
  );
  const found = all.find((d) => plausible(d.value));
  if (found) return found;
  for (const d of all) {
    const repaired = repairYear(d.value, ctx.today);
    if (repaired) return { ...d, value: repaired, rank: 4 };
  }
  // Last, a date with letters read for its digits ("3O/03/2Ol8").
  for (const row of rows) {
    const d = findDatesWithLookAlikes(row.text, opts).find((x) => plausible(x.iso));
    if (d) return { value: d.iso, text: d.text, row, rank: 4 };
  }
  return null;
}

/** Subtotal and total replaced by what the proven item rows vouch for, with lowered confidence and a warning. */
function checkAgainstItems(
  rows: TextLine[],
  fields: Record<string, Field>,
  subtotalRow: number | undefined,
  warnings: Warning[],
): void {
  const [sub, tot, tax] = [fields.subtotal, fields.total, fields.tax];
  if (!sub || !tot || subtotalRow === undefined) return;
  const read = { subtotal: Number(sub.value), total: Number(tot.value), tax: Number(tax?.value ?? 0) };
  const checked = totalsFromItems(rows, { ...read, subtotalRow });
  if (!checked) return;
  fields.subtotal = { ...sub, value: checked.subtotal, confidence: round(sub.confidence * ITEM_CHECKED) };
  fields.total = { ...tot, value: checked.total, confidence: round(tot.confidence * ITEM_CHECKED) };
  warnings.push({
    code: 'total_from_items',
    message: `Subtotal read as ${read.subtotal} and total as ${read.total}; the items add up to ${checked.subtotal}, so the total is taken as ${checked.total}`,
  });
}

/** Share of its confidence a total keeps when the items, not the printed digits, decided it. */
const ITEM_CHECKED = 0.8;

/** The result field each key field of the model fills. */
const RESULT_FIELD = {
  company: 'merchantName',
  address: 'merchantAddress',
  date: 'date',
  total: 'total',
} as const;
/** Warnings the rules raise about their own total, which no longer apply when the model chose another. */
const TOTAL_WARNINGS = new Set(['total_mismatch', 'total_from_items']);

/**
 * Shop receipts: who sold, where and when, what was bought, and the totals. The rules read every field;
 * the trained field model then chooses company, address, date and total among all the page's candidates
 * (the rules' picks among its evidence) and gives each its calibrated confidence.
 */
export function extractReceipt(rows: TextLine[], ctx: ExtractContext): Extraction {
  const { extraction, picks } = extractByRules(rows, ctx);
  // The model learned from Latin receipts; a Hebrew one is read by the rules alone.
  if (isMostlyHebrew(rows.map((r) => r.text).join(' '))) return extraction;
  const chosen = chooseKeyFields(rows, picks, ctx.today);
  const { fields } = extraction;
  const ruleTotal = fields.total?.value;
  for (const [key, name] of Object.entries(RESULT_FIELD) as [keyof typeof RESULT_FIELD, string][]) {
    const choice = chosen[key];
    if (choice) fields[name] = toField(choice);
    else delete fields[name];
  }
  const warnings =
    fields.total?.value === ruleTotal
      ? extraction.warnings
      : extraction.warnings.filter((w) => !TOTAL_WARNINGS.has(w.code));
  return {
    ...extraction,
    fields,
    warnings,
    review: { threshold: receiptFieldModel().reviewThreshold, required: Object.values(RESULT_FIELD) },
  };
}

/** The rules' reading of a receipt, and the rows their key fields came from. */
export function extractByRules(
  rows: TextLine[],
  ctx: ExtractContext,
): { extraction: Extraction; picks: RulePicks } {
  const picks: RulePicks = {};
  const fields: Record<string, Field> = {};
  const warnings: Warning[] = [];
  const text = rows.map((r) => r.text).join('\n');
  // Label words as they should have been read ("RCUNDING" is "ROUNDING"); amounts and names are left alone.
  const labelled = rows.map((r) => ({ ...r, text: canonicalLabels(r.text) }));
  const merchant = findMerchant(rows);
  if (merchant) {
    const vocabulary = headerVocabulary(pageLocales(text));
    fields.merchantName = fieldFrom(
      merchant.row,
      // Mended first, so a misread suffix ("ENTERPRSE") still closes the name.
      merchantName(mendHeaderWords(merchant.text, vocabulary)),
      merchant.text,
      merchant.certainty,
    );
    picks.company = {
      value: String(fields.merchantName.value),
      from: merchant.row.index,
      to: merchant.lastRow.index,
    };
    const addressRows = findAddress(rows, merchant.lastRow);
    const first = addressRows[0];
    if (first) {
      const read = addressRows.map((r) => r.text).join(' ');
      const address = addressValue(
        read,
        addressRows.map((r) => r.row),
        vocabulary,
      );
      fields.merchantAddress = {
        ...fieldFrom(first.row, address, read, 0.85),
        confidence: round(Math.min(...addressRows.map((r) => r.row.confidence)) * 0.85),
      };
      picks.address = {
        value: String(fields.merchantAddress.value),
        from: first.row.index,
        to: (addressRows.at(-1) ?? first).row.index,
      };
    }
  }
  const phone = findLabelled(rows, [PHONE_LABEL], (t) => {
    const m = PHONE.exec(t);
    return m && m[0].replace(/\D/g, '').length >= 7 ? { value: m[0].trim(), text: m[0].trim() } : null;
  });
  if (phone) fields.merchantPhone = fieldFrom(phone.row, phone.value, phone.text, 0.92);
  const date = findDate(labelled, ctx);
  if (date) fields.date = fieldFrom(date.row, date.value, date.text, 0.95 - date.rank * 0.05);
  // Dates blanked first: a time OCR glued to the year ("201816:08") is still a time.
  const withoutDates = (t: string) => findDates(t).reduce((acc, d) => acc.replace(d.text, ' '), t);
  const timeRow = rows.find((r) => findTime(withoutDates(r.text)));
  const time = timeRow ? findTime(withoutDates(timeRow.text)) : null;
  if (timeRow && time) fields.time = fieldFrom(timeRow, time.value, time.text, 0.9);
  const start = date ? date.row.index + 1 : undefined;
  const total = findTotal(labelled);
  if (total) {
    const certainty = 0.75 + 0.2 * total.agreement;
    fields.total = total.row
      ? fieldFrom(total.row, total.value, total.text, certainty)
      : derivedField(total.value, '', certainty * 0.9);
  }
  const subtotal = findLabelled(labelled, LABELS.subtotal, (t) => readMoney(repairAmountText(t)));
  if (subtotal) fields.subtotal = fieldFrom(subtotal.row, subtotal.value, subtotal.text, 0.9);
  // Rows that name a total "inclusive of GST" state the total, not the tax.
  const taxRows = labelled.filter(
    (r) => ![...LABELS.subtotal, ...LABELS.total].some((re) => re.test(r.text)),
  );
  // The first tax row under the items; the GST summary table further down repeats the base beside it.
  const tax = findLabelled(taxRows, LABELS.tax, readTax, { below: false, from: start ?? 0 });
  if (tax) fields.tax = fieldFrom(tax.row, tax.value, tax.text, 0.88);
  const paymentRow = rows.find((r) => PAYMENT.test(r.text));
  const payment = paymentRow ? PAYMENT.exec(paymentRow.text) : null;
  if (paymentRow && payment)
    fields.paymentMethod = fieldFrom(paymentRow, payment[0].toLowerCase(), payment[0], 0.85);
  const currency = documentCurrency(text);
  if (currency) fields.currency = derivedField(currency.code, currency.code, currency.confidence);
  const items = findLineItems(rows, isTotalsRow, { start });
  flagImplausible(fields, warnings);
  const sub = fields.subtotal?.value;
  const tot = fields.total?.value;
  const taxValue = fields.tax?.value;
  if (typeof sub === 'number' && typeof taxValue === 'number' && typeof tot === 'number') {
    const ok = Math.abs(sub + taxValue - tot) <= 0.05;
    adjust(fields.total, ok);
    if (!ok)
      warnings.push({
        code: 'total_mismatch',
        message: `Subtotal ${sub} plus tax ${taxValue} is not the total ${tot}`,
      });
  }
  if (items.length && typeof (sub ?? tot) === 'number') {
    const sum = items.reduce((s, i) => s + Number(i.lineTotal?.value ?? 0), 0);
    const ok = Math.abs(sum - Number(sub ?? tot)) <= 0.05 || Math.abs(sum - Number(tot)) <= 0.05;
    adjust(fields[typeof sub === 'number' ? 'subtotal' : 'total'], ok);
  }
  // Last: the checks above vouch for the digits as read, which the items may overrule.
  checkAgainstItems(labelled, fields, subtotal?.row.index, warnings);
  picks.date = typeof fields.date?.value === 'string' ? fields.date.value : undefined;
  const chosenTotal = fields.total?.value;
  picks.total =
    typeof chosenTotal === 'number' ? { value: chosenTotal, row: total?.row?.index ?? null } : undefined;
  return { extraction: { fields, lists: { items }, warnings }, picks };
}
