import type { Field, Warning } from '@docread/contracts';
import { adjust, derivedField, fieldFrom } from '../field.ts';
import { findLabelled } from '../key-values.ts';
import { findLineItems } from '../line-items.ts';
import { dominantCurrency } from '../parse/amounts.ts';
import { findDates, findTime } from '../parse/dates.ts';
import type { ExtractContext, Extraction, TextLine } from '../types.ts';
import { COMPANY_SUFFIX, dateReader, readMoney, withoutRegistration } from './readers.ts';

const PHONE = /(?:\+?\d{1,3}[\s-]?)?\(?0?\d{1,3}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}/;
const PHONE_LABEL = /טל(?:פון)?['׳]?|\b(?:tel|phone|ph|telephone|mobile|hp)\b\.?/i;
/** Rows that end the address block: contact, registration and title rows. */
const AFTER_ADDRESS =
  /טל|פקס|ח\.?\s?פ|ע\.?\s?מ|עוסק|\b(?:tel|phone|fax|mobile|whatsapps?|h\/?p|gst|sst|tax|invoice|receipt|email|e-mail|www|cashier|date|co\.?\s*reg|reg\.?\s*no|roc)\b|@|קבלה|חשבונית|תאריך/i;
const REGISTRATION =
  /^\(?[A-Z]{0,3}\s?[\d-]{5,}[A-Z]?\)?$|\b(?:company\s*(?:no|reg)|co\.?\s*(?:no|reg)|reg\.?\s*no|roc)\b/i;

const LABELS = {
  total: [
    /סה["״]?כ\s*לתשלום|סכום\s*לתשלום|לתשלום/,
    /\b(?:grand\s+total|total\s+amount\s+payable|net\s+total|total\s+payable|total\s+amount|total\s+\(?(?:incl|inclusive|rm)|round(?:ed|ing)?\s+total|total\s+round(?:ed|ing)?|total\s+sales?\s*\(?incl|amount\s+due|nett\s+total)/i,
    /(?<!sub[-\s]?)\btotal\b(?!\s*(?:qty|quantity|items?|excl|before|discount|saving|gst|tax|sst|vat|tendered)\b)/i,
    /סה["״]?כ(?!\s*(?:לפני|ללא|בלי|ביניים|פריטים))/,
  ],
  subtotal: [
    /\bsub[-\s]?total\b|\btotal\s+(?:excl|before|excluding)|סה["״]?כ\s*(?:לפני|ללא)\s*מע["״]?מ|סה["״]?כ\s*ביניים/i,
  ],
  tax: [/\b(?:gst|sst|vat|tax)\b(?!\s*(?:id|no|reg|invoice|summary))|מע["״]?מ(?!\s*(?:לפני|ללא))/i],
  date: [/תאריך|\bdate\b|\btarikh\b/i],
};
const PAYMENT =
  /\b(?:cash|visa|master\s*card|mastercard|amex|american\s+express|credit\s*card|debit\s*card|debit|e-?wallet|touch\s*'?n\s*go|grab\s*pay|boost|paypal|apple\s+pay|google\s+pay|cheque|check)\b|מזומן|אשראי|כרטיס\s*אשראי|ויזה|מאסטרקארד|ישראכרט|דיינרס|צ['׳]ק|העברה\s*בנקאית|\bbit\b|ביט|פייבוקס/i;

function isTotalsRow(text: string): boolean {
  return (
    [...LABELS.total, ...LABELS.subtotal].some((re) => re.test(text)) ||
    /^\s*(?:סה["״]?כ|total|sub)/i.test(text)
  );
}

function findMerchant(rows: TextLine[]): { row: TextLine; name: string; certainty: number } | null {
  const top = rows.slice(0, 8);
  const companyAt = top.findIndex((r) => COMPANY_SUFFIX.test(r.text) && !REGISTRATION.test(r.text));
  const company = top[companyAt];
  if (company) {
    // A suffix alone on its row ("SDN BHD") closes the name printed on the row above.
    const above = top[companyAt - 1];
    const suffixOnly = company.text.replace(COMPANY_SUFFIX, '').replace(/[\s.()]/g, '') === '';
    const name = suffixOnly && above ? `${above.text.trim()} ${company.text.trim()}` : company.text.trim();
    return { row: company, name: withoutRegistration(name), certainty: 0.92 };
  }
  const first = top.find(
    (r) =>
      /\p{L}{3,}/u.test(r.text) &&
      !/קבלה|receipt|welcome|ברוכים|\b(?:tax\s+)?invoice\b/i.test(r.text) &&
      !REGISTRATION.test(r.text),
  );
  return first ? { row: first, name: withoutRegistration(first.text.trim()), certainty: 0.75 } : null;
}

/** Shop receipts: who sold, where and when, what was bought, and the totals. */
export function extractReceipt(rows: TextLine[], ctx: ExtractContext): Extraction {
  const dates = { monthFirst: ctx.monthFirst };
  const fields: Record<string, Field> = {};
  const warnings: Warning[] = [];
  const text = rows.map((r) => r.text).join('\n');
  const merchant = findMerchant(rows);
  if (merchant) {
    fields.merchantName = fieldFrom(merchant.row, merchant.name, merchant.name, merchant.certainty);
    const addressRows: TextLine[] = [];
    for (const row of rows.slice(merchant.row.index + 1, merchant.row.index + 6)) {
      const preamble =
        REGISTRATION.test(row.text.trim()) || /\b(?:gst|sst)\b/i.test(row.text) || findDates(row.text).length;
      if (preamble && !addressRows.length) continue;
      const stop = AFTER_ADDRESS.exec(row.text);
      if (stop || findDates(row.text).length) {
        // An address row that runs on into the phone number keeps its address part.
        if (stop && stop.index > 8) addressRows.push({ ...row, text: row.text.slice(0, stop.index).trim() });
        break;
      }
      const registration = /^(?:co\.?[-\s]?reg|company\s*(?:no|reg)|reg\.?\s*no|roc)[^:]*:\s*\S+\s+/i.exec(
        row.text,
      );
      addressRows.push(registration ? { ...row, text: row.text.slice(registration[0].length) } : row);
    }
    const first = addressRows[0];
    if (first) {
      const address = addressRows.map((r) => r.text.trim()).join(' ');
      fields.merchantAddress = {
        ...fieldFrom(first, address, address, 0.85),
        confidence: Math.min(...addressRows.map((r) => r.confidence)) * 0.85,
      };
    }
  }
  const phone = findLabelled(rows, [PHONE_LABEL], (t) => {
    const m = PHONE.exec(t);
    return m && m[0].replace(/\D/g, '').length >= 7 ? { value: m[0].trim(), text: m[0].trim() } : null;
  });
  if (phone) fields.merchantPhone = fieldFrom(phone.row, phone.value, phone.text, 0.92);
  const date =
    findLabelled(rows, LABELS.date, dateReader(dates)) ??
    (() => {
      const row = rows.find((r) => findDates(r.text).length);
      const d = row ? findDates(row.text, dates)[0] : undefined;
      return row && d ? { value: d.iso, text: d.text, row, rank: 1 } : null;
    })();
  if (date) fields.date = fieldFrom(date.row, date.value, date.text, 0.95 - date.rank * 0.05);
  const timeRow = rows.find((r) => findTime(r.text));
  const time = timeRow ? findTime(timeRow.text) : null;
  if (timeRow && time) fields.time = fieldFrom(timeRow, time.value, time.text, 0.9);
  // The amount paid is the total after rounding when the receipt rounds.
  const rounding = rows.findIndex((r) => /\brounding\b|עיגול/i.test(r.text));
  const total =
    (rounding !== -1
      ? findLabelled(rows, LABELS.total, readMoney, { from: rounding + 1, below: false })
      : null) ?? findLabelled(rows, LABELS.total, readMoney, { below: true });
  if (total) fields.total = fieldFrom(total.row, total.value, total.text, 0.93 - total.rank * 0.03);
  else {
    const cash = findLabelled(rows, [/\bcash\b|מזומן/i], readMoney, { below: false });
    const change = findLabelled(rows, [/\bchange\b|עודף/i], readMoney, { below: false });
    if (cash && change) {
      const paid = Math.round((cash.value - change.value) * 100) / 100;
      fields.total = { ...fieldFrom(cash.row, paid, cash.text, 0.7), text: '' };
    }
  }
  const subtotal = findLabelled(rows, LABELS.subtotal, readMoney);
  if (subtotal) fields.subtotal = fieldFrom(subtotal.row, subtotal.value, subtotal.text, 0.9);
  const taxRows = rows.filter((r) => !LABELS.subtotal[0]?.test(r.text));
  const tax = findLabelled(taxRows, LABELS.tax, readMoney, { below: false, last: true });
  if (tax) fields.tax = fieldFrom(tax.row, tax.value, tax.text, 0.88);
  const paymentRow = rows.find((r) => PAYMENT.test(r.text));
  const payment = paymentRow ? PAYMENT.exec(paymentRow.text) : null;
  if (paymentRow && payment)
    fields.paymentMethod = fieldFrom(paymentRow, payment[0].toLowerCase(), payment[0], 0.85);
  const currency = dominantCurrency(text) ?? (/[\u0590-\u05ff]/.test(text) ? 'ILS' : null);
  if (currency) fields.currency = derivedField(currency, currency, 0.9);
  const start = date ? date.row.index + 1 : undefined;
  const items = findLineItems(rows, isTotalsRow, start);
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
  return { fields, lists: { items }, warnings };
}
