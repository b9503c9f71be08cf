import { oneDigitVariants } from './digits.ts';

/** Dates as printed on Israeli and international documents, to ISO yyyy-mm-dd. */

export interface FoundDate {
  iso: string;
  text: string;
  index: number;
}

export interface DateOptions {
  /** Read ambiguous numeric dates month first (the document is clearly American). */
  monthFirst?: boolean;
}

const ENGLISH_MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const HEBREW_MONTHS: Record<string, number> = {
  ינואר: 1,
  פברואר: 2,
  מרץ: 3,
  מרס: 3,
  אפריל: 4,
  מאי: 5,
  יוני: 6,
  יולי: 7,
  אוגוסט: 8,
  ספטמבר: 9,
  אוקטובר: 10,
  נובמבר: 11,
  דצמבר: 12,
};

/**
 * Month names of the other languages invoices and receipts arrive in (Dutch, French, German full forms;
 * Malay, whose slips also print the short `MAC`, `OGOS`, `OKT`, `DIS`).
 */
const OTHER_MONTHS: Record<string, number> = {
  mac: 3,
  julai: 7,
  ogos: 8,
  okt: 10,
  disember: 12,
  dis: 12,
  januari: 1,
  februari: 2,
  maart: 3,
  mei: 5,
  juni: 6,
  juli: 7,
  augustus: 8,
  oktober: 10,
  janvier: 1,
  février: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  août: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  januar: 1,
  februar: 2,
  märz: 3,
  dezember: 12,
};

const EN_MONTH = `(${Object.keys(OTHER_MONTHS).join('|')}|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const HE_MONTH = `ב?-?(${Object.keys(HEBREW_MONTHS).join('|')})`;

/** A four-digit year of this era, else two digits ("1812" is "18" followed by a time). */
const YEAR = '(19\\d{2}|20\\d{2}|\\d{2})';
/** A year ends at a non-digit, or runs straight into a time of day when OCR drops the space ("201818:17"). */
const AFTER_YEAR = '(?=\\d{1,2}:\\d{2}|(?!\\d|[.,]\\d))';

export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2100) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length <= 2 ? 2000 + n : n;
}

function englishMonth(name: string): number {
  const other = OTHER_MONTHS[name.toLowerCase()];
  if (other) return other;
  return ENGLISH_MONTHS[name.toLowerCase().slice(0, name.toLowerCase().startsWith('sept') ? 4 : 3)] ?? 0;
}

interface Pattern {
  re: RegExp;
  read: (m: RegExpExecArray, opts: DateOptions) => string | null;
}

const PATTERNS: Pattern[] = [
  {
    re: /(?<![\d.])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d])/g,
    read: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    re: new RegExp(`(?<![\\d.,/])(\\d{1,2})\\s?([./-])\\s?(\\d{1,2})\\s?\\2\\s?${YEAR}${AFTER_YEAR}`, 'g'),
    read: (m, opts) => {
      const a = Number(m[1]);
      const b = Number(m[3]);
      const year = fullYear(m[4] ?? '');
      // Day first is the Israeli and European default; month first only when it must be, or asked for.
      const monthFirst = b > 12 && a <= 12 ? true : a > 12 ? false : Boolean(opts.monthFirst);
      return monthFirst ? isoDate(year, a, b) : isoDate(year, b, a);
    },
  },
  {
    re: new RegExp(
      `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?[\\s./-]*(?:of\\s+)?${EN_MONTH}\\.?[\\s,./-]*${YEAR}${AFTER_YEAR}`,
      'gi',
    ),
    read: (m) => isoDate(fullYear(m[3] ?? ''), englishMonth(m[2] ?? ''), Number(m[1])),
  },
  {
    re: new RegExp(
      `(?<![a-z])${EN_MONTH}\\.?[\\s-]+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?[\\s-]+(\\d{4})(?!\\d)`,
      'gi',
    ),
    read: (m) => isoDate(Number(m[3]), englishMonth(m[1] ?? ''), Number(m[2])),
  },
  {
    re: new RegExp(`(?<!\\d)(\\d{1,2})\\s+${HE_MONTH},?\\s+(\\d{4})(?!\\d)`, 'g'),
    read: (m) => isoDate(Number(m[3]), HEBREW_MONTHS[m[2] ?? ''] ?? 0, Number(m[1])),
  },
];

/**
 * A clearly American document: US dollars and a US address (state code and ZIP) or US-only wording.
 * Only then are ambiguous numeric dates read month first.
 */
export function looksAmerican(text: string): boolean {
  const dollars = /\$|\bUSD\b/.test(text);
  const address =
    /\b(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\s+\d{5}(?:-\d{4})?\b/.test(
      text,
    );
  const wording = /\bsales\s+tax\b|\bEIN\b|\bzip\s+code\b/i.test(text);
  return dollars && (address || wording);
}

/** Every date in the text, in order of appearance; overlapping readings keep the first pattern's. */
export function findDates(text: string, opts: DateOptions = {}): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: Array<[number, number]> = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const iso = read(m, opts);
      if (!iso) continue;
      taken.push([start, end]);
      found.push({ iso, text: m[0], index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Letters OCR reads for digits: O for 0, l and I for 1, S for 5, Z for 2, B for 8. */
const DIGIT_LOOK_ALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  S: '5',
  Z: '2',
  B: '8',
};

/**
 * The dates of a text whose numeric dates carry letters read for digits ("3O/03/2Ol8"): only a run of
 * digits, look-alikes and date separators holding at least four digits and both separators is read again.
 */
export function findDatesWithLookAlikes(text: string, opts: DateOptions = {}): FoundDate[] {
  const repaired = text.replace(
    /(?<![\p{L}\d])[\dOolIDSZB]{1,4}[./-][\dOolIDSZB]{1,2}[./-][\dOolIDSZB]{2,4}(?![\p{L}\d])/gu,
    (run) =>
      (run.match(/\d/g) ?? []).length >= 4
        ? run.replace(/[OolIDSZB]/g, (c) => DIGIT_LOOK_ALIKES[c] ?? c)
        : run,
  );
  return repaired === text
    ? []
    : findDates(repaired, opts).map((d) => ({ ...d, text: text.slice(d.index, d.index + d.text.length) }));
}

export function parseDate(text: string, opts: DateOptions = {}): string | null {
  return findDates(text, opts)[0]?.iso ?? null;
}

/** A time of day as hh:mm or hh:mm:ss (24-hour), with AM/PM understood. */
export function findTime(text: string): { value: string; text: string; index: number } | null {
  const m = /(?<![\d:])([01]?\d|2[0-3])[:.]([0-5]\d)(?::([0-5]\d))?(?:\s*([AaPp])\.?[Mm]\.?)?(?![\d:])/.exec(
    text,
  );
  if (!m) return null;
  let hour = Number(m[1]);
  const pm = m[4]?.toLowerCase() === 'p';
  if (m[4] && hour === 12) hour = pm ? 12 : 0;
  else if (pm) hour += 12;
  // A bare "12.50" is a price, not a time.
  if (m[0].includes('.') && !m[4] && !m[3]) return null;
  const value = [String(hour).padStart(2, '0'), m[2], ...(m[3] ? [m[3]] : [])].join(':');
  return { value, text: m[0], index: m.index };
}

/** Years a current document may carry: receipts and invoices are scanned within decades, not centuries. */
export function plausibleYear(iso: string, today: Date): boolean {
  const year = Number(iso.slice(0, 4));
  const now = today.getUTCFullYear();
  return year >= now - 30 && year <= now + 1;
}

/**
 * A date whose year is implausible (2075 on an invoice of 2025) read again with one look-alike digit of
 * the year changed; of the plausible readings the one nearest today wins. Null when none is plausible.
 */
export function repairYear(iso: string, today: Date): string | null {
  if (plausibleYear(iso, today)) return iso;
  const now = today.getUTCFullYear();
  const year = iso.slice(0, 4);
  const readings = oneDigitVariants(year)
    .map((v) => `${v.value}${iso.slice(4)}`)
    .filter(
      (candidate) =>
        plausibleYear(candidate, today) &&
        isoDate(Number(candidate.slice(0, 4)), Number(candidate.slice(5, 7)), Number(candidate.slice(8, 10))),
    )
    .sort((a, b) => Math.abs(Number(a.slice(0, 4)) - now) - Math.abs(Number(b.slice(0, 4)) - now));
  return readings[0] ?? null;
}
