/**
 * The amount a receipt asks for: every reading of it the slip offers (labelled totals, the total after
 * rounding, cash less change, subtotal plus tax) votes, and the value most of them agree on wins. A single
 * misread row then cannot outvote the rest, and subtotal, cash, change and tax rows never stand for it.
 */
import { readMoney } from '../doc/readers.ts';
import { findLabelled, type LabelHit } from '../key-values.ts';
import { labelPattern } from '../locales/index.ts';
import { spaceTolerant } from '../parse/ocr-text.ts';
import type { TextLine } from '../types.ts';

/** Most specific first: "grand total" outranks a plain "total" (see RANK_WEIGHT). */
export const TOTAL_LABELS = [labelPattern('totalStrong'), labelPattern('total')].map(spaceTolerant);
export const SUBTOTAL_LABELS = [labelPattern('subtotal')].map(spaceTolerant);
const ROUNDING = spaceTolerant(labelPattern('rounding'));
/** A rounding row's amount this small is the adjustment; a larger one is the rounded total itself. */
const MAX_ADJUSTMENT = 0.5;
/** The heading of the tax table printed under the totals; its "Total" rows sum the table, not the slip. */
const TAX_SUMMARY = spaceTolerant(labelPattern('taxSummary'));
/** Weight left to a labelled total inside that table. */
const SUMMARY_WEIGHT = 0.3;
const CASH = spaceTolerant(labelPattern('cash'));
const CHANGE = spaceTolerant(labelPattern('change'));

/**
 * Amount glyphs OCR confuses inside a number: "82.8D" is 82.80, ".01" is 0.01. Only the characters of
 * a number are touched.
 */
export function repairAmountText(text: string): string {
  return text
    .replace(/(?<=\d[.,]\d)[OoDC](?![\p{L}\d])/gu, '0')
    .replace(/(?<=\d[.,])[Oo](?=\d)/g, '0')
    .replace(/(?<![\d.,])\.\s?(\d{2})(?!\d)/g, '0.$1');
}

/** An amount with its decimals: a rounding row's "-001" or "01" is a misread cent, not a total. */
function readDecimalMoney(text: string) {
  const hit = readOcrMoney(text);
  return hit && /[.,]\d{2}\b/.test(hit.text) ? hit : null;
}

function readOcrMoney(text: string) {
  return readMoney(repairAmountText(text));
}

export interface TotalPick {
  value: number;
  text: string;
  row: TextLine | null;
  /** Share of the readings that agree, weighted by how sure each reading is. */
  agreement: number;
}

interface Vote {
  value: number;
  weight: number;
  hit: LabelHit<number> | null;
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}

/** Weight of a labelled total by how specific its label is: "grand total" says more than "total". */
const RANK_WEIGHT = [2.5, 1];
/** Each further row printing the same labelled value adds a little ("Total incl. GST", then "TOTAL"). */
const REPEAT_WEIGHT = 0.3;

export function findTotal(rows: TextLine[]): TotalPick | null {
  const votes: Vote[] = [];
  const isSubtotal = (r: TextLine) => SUBTOTAL_LABELS.some((re) => re.test(r.text));
  const roundingRows = rows
    .filter((r) => ROUNDING.test(r.text))
    .map((row) => ({
      row,
      amount: findLabelled([row, ...rows.slice(row.index + 1, row.index + 2)], [ROUNDING], readDecimalMoney),
    }));
  const adjustmentRow = roundingRows.find((r) => r.amount && Math.abs(r.amount.value) < MAX_ADJUSTMENT);
  const adjustmentAt = adjustmentRow ? adjustmentRow.row.index : -1;
  const summaryAt = rows.find((r) => TAX_SUMMARY.test(r.text))?.index ?? Number.POSITIVE_INFINITY;
  const labelled: LabelHit<number>[] = [];
  for (let rank = 0; rank < TOTAL_LABELS.length; rank++) {
    const label = TOTAL_LABELS[rank] as RegExp;
    for (const row of rows) {
      if (!label.test(row.text) || isSubtotal(row) || row === adjustmentRow?.row) continue;
      // The amount may stand on the next row, unless that row is a subtotal of its own.
      const next = rows.slice(row.index + 1, row.index + 2).filter((r) => !isSubtotal(r));
      const hit = findLabelled([row, ...next], [label], readOcrMoney);
      if (!hit || hit.value === 0 || labelled.some((h) => h.row === hit.row)) continue;
      const ranked = { ...hit, rank };
      labelled.push(ranked);
      const repeat = votes.some((v) => v.hit && near(v.value, hit.value));
      // A total printed after the rounding adjustment is the rounded one.
      const afterRounding = adjustmentAt !== -1 && row.index > adjustmentAt ? 1.5 : 0;
      const inSummary = row.index > summaryAt ? SUMMARY_WEIGHT : 1;
      votes.push({
        value: hit.value,
        weight: ((repeat ? REPEAT_WEIGHT : (RANK_WEIGHT[rank] ?? 1)) + afterRounding) * inSummary,
        hit: ranked,
      });
    }
  }
  for (const { amount } of roundingRows) {
    if (amount && Math.abs(amount.value) >= MAX_ADJUSTMENT)
      votes.push({ value: amount.value, weight: 4, hit: amount });
  }
  const cash = findLabelled(rows, [CASH], readOcrMoney, { below: false });
  const change = findLabelled(rows, [CHANGE], readOcrMoney, { below: false });
  const paid = cash && change && cash.value >= change.value ? round2(cash.value - change.value) : null;
  const adjustment = adjustmentRow?.amount;
  if (adjustment && adjustment.value !== 0) {
    const before = labelled.filter((h) => h.row.index < adjustmentAt).sort((a, b) => a.rank - b.rank)[0];
    if (before) {
      const up = round2(before.value + Math.abs(adjustment.value));
      const down = round2(before.value - Math.abs(adjustment.value));
      // A signed adjustment says which way; an unsigned one is decided by what was paid, else taken as printed.
      const signed = /-|−/.test(adjustment.text) ? down : paid !== null && near(paid, down) ? down : up;
      votes.push({ value: signed, weight: 3.5, hit: null });
      // The total before rounding is not what was paid.
      for (const v of votes) if (v.hit === before) v.weight *= 0.3;
    }
  }
  // What was paid supports a labelled total; it only decides alone when no total row was read.
  if (paid !== null && paid > 0)
    votes.push({ value: paid, weight: change && change.value > 0 ? 0.9 : 0.6, hit: null });
  if (!votes.length) return null;
  const tally = new Map<number, { weight: number; best: Vote }>();
  for (const vote of votes) {
    const key = [...tally.keys()].find((k) => near(k, vote.value)) ?? vote.value;
    const entry = tally.get(key);
    if (!entry) tally.set(key, { weight: vote.weight, best: vote });
    else {
      entry.weight += vote.weight;
      if (!entry.best.hit && vote.hit) entry.best = vote;
    }
  }
  const ranked = [...tally.values()].sort((a, b) => b.weight - a.weight);
  const winner = ranked[0];
  if (!winner) return null;
  const all = votes.reduce((s, v) => s + v.weight, 0);
  const hit = winner.best.hit;
  return {
    value: winner.best.value,
    text: hit?.text ?? '',
    row: hit?.row ?? null,
    agreement: winner.weight / all,
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
