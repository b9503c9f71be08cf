import { currencyMarks, currencyTokens } from '../locales/index.ts';
import { findDates } from './dates.ts';

/** Money amounts and currencies as printed in Hebrew and English documents. */

export interface FoundAmount {
  value: number;
  text: string;
  index: number;
  currency: string | null;
}

/** Currency marks to ISO 4217 codes, from the locale files. */
export const CURRENCY_MARKS = currencyMarks();

const CURRENCY_TOKEN = `(?:${currencyTokens()})`;
const NUMBER = "\\d{1,3}(?:[,.']\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?";
// A number is read whole: "43.70%" is a percentage, not 43 and a stray ".70%"; "2.9000" is no amount.
const AMOUNT_RE = new RegExp(
  `(\\()?(-|−)?\\s?(${CURRENCY_TOKEN})?\\s?(-|−)?(?<!\\d|\\d[.,])(${NUMBER})(?!\\d|[.,]\\d|\\s?%)(?:\\s?(${CURRENCY_TOKEN}))?(-)?(\\))?`,
  'gi',
);

export function currencyOf(text: string): string | null {
  for (const [re, code] of CURRENCY_MARKS) if (re.test(text)) return code;
  return null;
}

/** Reads "1,234.56", "1.234,56", "1 234,56" and "1234" to a number. */
export function parseNumber(raw: string): number | null {
  const s = raw.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let normal: string;
  if (lastComma !== -1 && lastDot !== -1) {
    normal = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma !== -1) {
    const decimals = s.length - lastComma - 1;
    const commas = s.split(',').length - 1;
    normal = commas === 1 && decimals !== 3 ? s.replace(',', '.') : s.replace(/,/g, '');
  } else if (lastDot !== -1) {
    const dots = s.split('.').length - 1;
    normal = dots > 1 ? s.replace(/\./g, '') : s;
  } else normal = s;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/** Blanks out dates, times and phone numbers, whose digits would otherwise read as amounts. */
function maskNonAmounts(text: string): string {
  let masked = text;
  const blank = (m: string) => ' '.repeat(m.length);
  for (const d of findDates(text))
    masked = masked.slice(0, d.index) + blank(d.text) + masked.slice(d.index + d.text.length);
  return masked
    .replace(/(?<![\d.,])\d{1,2}:\d{2}(?::\d{2})?(?![\d.,])/g, blank)
    .replace(/(?<![\d.,])\+?\d{1,4}(?:[-\s]\d{2,4}){1,3}-\d{3,8}(?![\d.,])/g, blank)
    .replace(/(?<![\d.,])0\d{1,2}-\d{6,8}(?![\d.,])/g, blank);
}

/** Every amount in the text; percentages are left out. */
export function findAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  const masked = maskNonAmounts(text);
  AMOUNT_RE.lastIndex = 0;
  for (let m = AMOUNT_RE.exec(masked); m; m = AMOUNT_RE.exec(masked)) {
    const numberText = m[5] ?? '';
    const value = parseNumber(numberText);
    // Long bare digit runs are identifiers (tax ids, account numbers), not money.
    if (value === null || /^\d{7,}$/.test(numberText)) continue;
    const negative = Boolean(m[2] || m[4] || m[7] || (m[1] && m[8]));
    const mark = m[3] ?? m[6] ?? null;
    out.push({
      value: negative ? -value : value,
      text: m[0].trim(),
      index: m.index + (m[0].length - m[0].trimStart().length),
      currency: mark ? currencyOf(mark) : null,
    });
  }
  return out;
}

/** A money amount: has decimals or a currency mark, so not a count or a code. */
export function looksLikeMoney(a: FoundAmount): boolean {
  return a.currency !== null || /[.,]\d{2}\)?-?$/.test(a.text.replace(/\s?[^\d)-]+$/, ''));
}

export function parseAmount(text: string): FoundAmount | null {
  return findAmounts(text)[0] ?? null;
}
