/**
 * What the receipt field model sees: candidates for each key field (a span of header rows for the
 * company and the address, each printed date, each printed amount) and a vector of numbers for each,
 * built from the row's text, its place on the page, its neighbours and what the rules picked. The same
 * code builds the training data (models/receipt-fields/dump.ts) and the candidates at run time, so the
 * two cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { headerVocabulary, pageLocales } from '../../locales/index.ts';
import { findAmounts, looksLikeMoney } from '../../parse/amounts.ts';
import {
  findDates,
  findDatesWithLookAlikes,
  findTime,
  plausibleYear,
  repairYear,
} from '../../parse/dates.ts';
import { cleanText } from '../../parse/ocr-text.ts';
import type { TextLine } from '../../types.ts';
import { merchantName } from '../header.ts';
import { mendHeaderWords } from '../header-words.ts';
import { provenItemSum } from '../item-check.ts';
import { addressValue } from '../repeated-words.ts';
import { repairAmountText } from '../total.ts';

export const KEY_FIELDS = ['company', 'address', 'date', 'total'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

export interface Candidate {
  value: string | number;
  text: string;
  rows: TextLine[];
  features: number[];
}

/** What the rules picked for each key field; a candidate that agrees with them carries that as a feature. */
export interface RuleSpan {
  value: string;
  /** Indexes of the span's first and last rows. */
  from: number;
  to: number;
}
export interface RulePicks {
  company?: RuleSpan | undefined;
  address?: RuleSpan | undefined;
  date?: string | undefined;
  total?: { value: number; row: number | null } | undefined;
}

const CUE_NAMES = [
  'companySuffix',
  'registration',
  'banner',
  'contact',
  'addressWord',
  'total',
  'subtotal',
  'tax',
  'rounding',
  'cash',
  'change',
  'discount',
  'dateLabel',
  'items',
  'closing',
] as const;
type Cue = (typeof CUE_NAMES)[number];

const CUES: Record<Cue, RegExp> = (() => {
  const raw = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'cues.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.fromEntries(CUE_NAMES.map((name) => [name, new RegExp(raw[name] as string, 'iu')])) as Record<
    Cue,
    RegExp
  >;
})();

const POSTCODE = /(?<![\d.,-])\d{5}(?![\d.,-])/;
const PHONE = /(?<![\d.])(?:\+?\d{1,3}[\s-]?)?\(?0\d{1,3}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}(?![\d.])/;

/** Numbers describing one row on its own and in its page. */
const ROW_FEATURES = [
  'share',
  'index',
  'fromEnd',
  'y',
  'xCentre',
  'width',
  'height',
  'length',
  'digits',
  'letters',
  'upper',
  'confidence',
  'postcode',
  'phone',
  'endsComma',
  'hasDate',
  'hasTime',
  'amounts',
  'money',
  ...CUE_NAMES,
] as const;

type RowInfo = { values: number[]; cue: Record<Cue, boolean>; money: number[] };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

function describeRows(rows: TextLine[]): RowInfo[] {
  const page = rows.filter((r) => r.page === rows[0]?.page);
  const left = Math.min(...page.map((r) => r.bbox.x));
  const top = Math.min(...page.map((r) => r.bbox.y));
  const width = Math.max(1, Math.max(...page.map((r) => r.bbox.x + r.bbox.w)) - left);
  const height = Math.max(1, Math.max(...page.map((r) => r.bbox.y + r.bbox.h)) - top);
  const lineHeight = Math.max(1, median(rows.map((r) => r.bbox.h)));
  const n = rows.length;
  return rows.map((row, i) => {
    const text = row.text;
    const chars = text.replace(/\s/g, '');
    const letters = chars.replace(/[^\p{L}]/gu, '');
    const cue = Object.fromEntries(CUE_NAMES.map((c) => [c, CUES[c].test(text)])) as Record<Cue, boolean>;
    const amounts = findAmounts(repairAmountText(text));
    const money = amounts.filter((a) => looksLikeMoney(a) && a.value > 0).map((a) => a.value);
    const values = [
      i / Math.max(1, n - 1),
      Math.min(i, 40),
      Math.min(n - 1 - i, 40),
      (row.bbox.y - top) / height,
      (row.bbox.x + row.bbox.w / 2 - left) / width,
      row.bbox.w / width,
      row.bbox.h / lineHeight,
      Math.min(chars.length, 80),
      chars.length ? chars.replace(/\D/g, '').length / chars.length : 0,
      chars.length ? letters.length / chars.length : 0,
      letters.length ? letters.replace(/[^\p{Lu}]/gu, '').length / letters.length : 0,
      row.confidence,
      POSTCODE.test(text) ? 1 : 0,
      PHONE.test(text) ? 1 : 0,
      /,\s*$/.test(text) ? 1 : 0,
      findDates(text).length ? 1 : 0,
      findTime(text) ? 1 : 0,
      amounts.length,
      money.length,
      ...CUE_NAMES.map((c) => (cue[c] ? 1 : 0)),
    ];
    return { values, cue, money };
  });
}

/** A row's own numbers, or a row of -1 for a neighbour off the page. */
function rowValues(info: RowInfo[], i: number): number[] {
  return info[i]?.values ?? ROW_FEATURES.map(() => -1);
}

const loose = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function spanCandidates(
  rows: TextLine[],
  info: RowInfo[],
  opts: {
    starts: number;
    lengths: number;
    value: (text: string, rows: readonly TextLine[]) => string;
    rule: RuleSpan | undefined;
  },
  extra: (from: number, to: number, value: string) => number[],
): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const page = rows[0]?.page;
  const ruleKey = opts.rule ? loose(opts.rule.value) : null;
  const push = (from: number, to: number, value: string, text: string, isRule: boolean) => {
    const key = loose(value);
    const id = `${from}:${to}:${key}`;
    if (!/\p{L}{2}/u.test(value) || seen.has(id)) {
      if (isRule)
        for (const c of out)
          if (c.rows[0] === rows[from] && loose(String(c.value)) === key) c.features[3] = 1;
      return;
    }
    seen.add(id);
    const span = rows.slice(from, to + 1);
    out.push({
      value,
      text,
      rows: span,
      features: [
        from,
        to - from + 1,
        Math.min(value.length, 120),
        isRule ? 1 : 0,
        ruleKey !== null && key === ruleKey ? 1 : 0,
        ...extra(from, to, value),
        ...rowValues(info, from),
        ...rowValues(info, to),
        ...rowValues(info, from - 1),
        ...rowValues(info, to + 1),
      ],
    });
  };
  for (let from = 0; from < Math.min(rows.length, opts.starts); from++) {
    if (rows[from]?.page !== page) break;
    for (let to = from; to < Math.min(rows.length, from + opts.lengths); to++) {
      const span = rows.slice(from, to + 1);
      const text = span.map((r) => cleanText(r)).join(' ');
      push(from, to, opts.value(text, span), text, false);
    }
  }
  // The rules may cut a span's last row short (an address running on into a phone number).
  if (opts.rule) push(opts.rule.from, opts.rule.to, opts.rule.value, opts.rule.value, true);
  return out;
}

/** Span features shared by company and address: what lies inside the span. */
function inside(info: RowInfo[], from: number, to: number): number[] {
  const span = info.slice(from, to + 1);
  const count = (c: Cue) => span.filter((r) => r.cue[c]).length;
  return [
    count('companySuffix'),
    count('registration'),
    count('banner'),
    count('contact'),
    count('addressWord'),
    span.filter((r) => r.values[12] === 1).length,
    span.filter((r) => r.values[15] === 1).length,
    span.reduce((s, r) => s + r.money.length, 0),
    Math.min(...span.map((r) => r.values[11] ?? 0)),
  ];
}

type Vocabulary = ReturnType<typeof headerVocabulary>;

function companyCandidates(
  rows: TextLine[],
  info: RowInfo[],
  rule: RulePicks,
  vocabulary: Vocabulary,
): Candidate[] {
  const tallest = Math.max(...info.slice(0, 12).map((r) => r.values[6] ?? 0));
  return spanCandidates(
    rows,
    info,
    {
      starts: 12,
      // A trading name, the branch in brackets and the legal form may each take a row: among the training
      // receipts' labels 30 companies span two rows and 11 three; spans of three rows raised the
      // cross-validated company share from 85.0% to 87.1%.
      lengths: 3,
      value: (t) => merchantName(mendHeaderWords(t, vocabulary)),
      rule: rule.company,
    },
    (from, to, value) => [
      ...inside(info, from, to),
      info.slice(0, from).filter((r) => (r.values[9] ?? 0) > 0.5).length,
      (info[from]?.values[6] ?? 0) / Math.max(0.1, tallest),
      CUES.companySuffix.test(value) ? 1 : 0,
    ],
  );
}

function addressCandidates(
  rows: TextLine[],
  info: RowInfo[],
  rule: RulePicks,
  vocabulary: Vocabulary,
): Candidate[] {
  return spanCandidates(
    rows,
    info,
    {
      starts: 16,
      lengths: 6,
      value: (t, span) => addressValue(t.replace(/\s+\|\s+/g, ' '), span, vocabulary),
      rule: rule.address,
    },
    (from, to, value) => [
      ...inside(info, from, to),
      (value.match(/,/g) ?? []).length,
      info[to]?.values[12] ?? 0,
      /[.,]\s*$/.test(value) ? 1 : 0,
    ],
  );
}

function dateCandidates(rows: TextLine[], info: RowInfo[], rule: RulePicks, today: Date): Candidate[] {
  const found: Array<{ row: number; iso: string; text: string; lookAlike: boolean; repaired: boolean }> = [];
  // A year no document would print is read again by look-alike digits, or the date is no candidate.
  rows.forEach((row, i) => {
    for (const d of findDates(row.text)) {
      const repaired = repairYear(d.iso, today);
      if (repaired)
        found.push({ row: i, iso: repaired, text: d.text, lookAlike: false, repaired: repaired !== d.iso });
    }
  });
  // Letters read for digits ("3O/O3/2Ol8") stand for a date only on a page that prints no other.
  if (!found.length)
    rows.forEach((row, i) => {
      for (const d of findDatesWithLookAlikes(row.text))
        if (plausibleYear(d.iso, today))
          found.push({ row: i, iso: d.iso, text: d.text, lookAlike: true, repaired: false });
    });
  return found.map((d, k) => ({
    value: d.iso,
    text: d.text,
    rows: [rows[d.row] as TextLine],
    features: [
      k,
      found.length,
      found.filter((o) => o.iso === d.iso).length,
      plausibleYear(d.iso, today) ? 1 : 0,
      d.lookAlike ? 1 : 0,
      d.repaired ? 1 : 0,
      /[a-z]{3}/i.test(d.text) ? 1 : 0,
      rule.date === d.iso ? 1 : 0,
      ...rowValues(info, d.row),
      ...rowValues(info, d.row - 1),
      ...rowValues(info, d.row + 1),
    ],
  }));
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}

function totalCandidates(rows: TextLine[], info: RowInfo[], rule: RulePicks): Candidate[] {
  const all = info.flatMap((r, row) =>
    r.money.map((value, k) => ({ row, value, last: k === r.money.length - 1 })),
  );
  const values = all.map((a) => a.value);
  const max = Math.max(0, ...values);
  const labelled = (cue: Cue) => all.filter((a) => info[a.row]?.cue[cue] || info[a.row - 1]?.cue[cue]);
  const subtotals = labelled('subtotal').map((a) => a.value);
  const taxes = labelled('tax').map((a) => a.value);
  const cash = labelled('cash').map((a) => a.value);
  const change = labelled('change').map((a) => a.value);
  const roundingRow = info.findIndex((r) => r.cue.rounding);
  const itemSums = new Map<number, number | null>();
  const itemSum = (row: number) => {
    if (!itemSums.has(row)) itemSums.set(row, provenItemSum(rows, rows[row]?.index ?? row));
    return itemSums.get(row) ?? null;
  };
  // The rules may settle on an amount no row prints (a total the items or the rounding vouch for).
  const ruleTotal = rule.total;
  if (ruleTotal && !all.some((a) => near(a.value, ruleTotal.value)))
    all.push({ row: ruleTotal.row ?? rows.length - 1, value: ruleTotal.value, last: true });
  return all.map((a, k) => {
    const items = itemSum(a.row);
    const sumOf = (xs: number[], ys: number[]) => xs.some((x) => ys.some((y) => near(x + y, a.value)));
    const paid = cash.some((c) => change.some((ch) => ch > 0 && near(c - ch, a.value)));
    const amountText = findAmounts(repairAmountText(rows[a.row]?.text ?? '')).find((f) =>
      near(f.value, a.value),
    );
    return {
      value: a.value,
      text: amountText?.text ?? String(a.value),
      rows: [rows[a.row] as TextLine],
      features: [
        Math.log1p(a.value),
        a.value / Math.max(0.01, max),
        near(a.value, max) ? 1 : 0,
        values.filter((v) => v > a.value + 0.005).length,
        values.filter((v) => near(v, a.value)).length,
        all.length,
        all.length - 1 - k,
        a.last ? 1 : 0,
        sumOf(subtotals, taxes) ? 1 : 0,
        // Item rows that prove themselves (quantity × price) and add up to this amount, or to it less tax.
        items === null ? -1 : near(items, a.value) ? 1 : sumOf([items], taxes) ? 0.5 : 0,
        paid ? 1 : 0,
        cash.some((c) => near(c, a.value)) ? 1 : 0,
        Math.round(a.value * 100) % 5 === 0 ? 1 : 0,
        roundingRow === -1 ? 0 : a.row < roundingRow ? -1 : a.row === roundingRow ? 0 : 1,
        rule.total !== undefined && near(rule.total.value, a.value) ? 1 : 0,
        ...rowValues(info, a.row),
        ...rowValues(info, a.row - 1),
        ...rowValues(info, a.row + 1),
      ],
    };
  });
}

/** Where each field's candidates carry "the rules chose this value" among their features. */
const AGREES_WITH_RULES: Record<KeyField, number> = { company: 4, address: 4, date: 7, total: 14 };

/** The candidate's value is the one the rules chose: with the trees' score, evidence for its confidence. */
export function agreesWithRules(field: KeyField, candidate: Candidate): boolean {
  return candidate.features[AGREES_WITH_RULES[field]] === 1;
}

/** Every candidate for each key field, with its features. */
export function keyFieldCandidates(
  rows: TextLine[],
  rule: RulePicks,
  today: Date,
): Record<KeyField, Candidate[]> {
  if (!rows.length) return { company: [], address: [], date: [], total: [] };
  const info = describeRows(rows);
  // The header is mended against the words of the page's market, as the rules mend it.
  const vocabulary = headerVocabulary(pageLocales(rows.map((r) => r.text).join('\n')));
  return {
    company: companyCandidates(rows, info, rule, vocabulary),
    address: addressCandidates(rows, info, rule, vocabulary),
    date: dateCandidates(rows, info, rule, today),
    total: totalCandidates(rows, info, rule),
  };
}
