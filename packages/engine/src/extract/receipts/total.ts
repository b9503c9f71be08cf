/**
 * The amount a receipt asks for: every reading of it the slip offers (labelled totals, the total after
 * rounding, cash less change, subtotal plus tax) votes, and the value most of them agree on wins. A single
 * misread row then cannot outvote the rest, and subtotal, cash, change and tax rows never stand for it.
 */
import { readMoney } from '../doc/readers.ts';
import { findLabelled, type LabelHit } from '../key-values.ts';
import { spaceTolerant } from '../parse/ocr-text.ts';
import type { TextLine } from '../types.ts';

export const TOTAL_LABELS = [
  /סה["״'׳]{0,2}כ\s*לתשלום|סכום\s*לתשלום|לתשלום/,
  /\b(?:grand\s+total|total\s+amount\s+payable|net\s+total|nett\s+total|total\s+payable|total\s+amount|total\s+\(?(?:incl|inclusive|rm)|round(?:ed|ing)?\s+total|total\s+round(?:ed|ing)?|total\s+after\s+(?:adj|round)|total\s+sales?\s*\(?incl|amount\s+due|total\s+due)/i,
  /(?<!sub[-\s]?)\btotal\b(?!\s*(?:qty|quantity|items?|excl|excluding|before|discount|saving|savings|gst|tax|sst|vat|tendered|qty|pcs|units?)\b)/i,
  /סה["״'׳]{0,2}כ(?!\s*(?:לפני|ללא|בלי|ביניים|פריטים|מע))/,
].map(spaceTolerant);
export const SUBTOTAL_LABELS = [
  /\bsub[-\s]?total\b|\btotal\b[^\d:]{0,16}\(?\s*(?:excl|before|excluding)\b|סה["״'׳]{0,2}כ\s*(?:לפני|ללא)\s*מע["״'׳]{0,2}מ|סה["״'׳]{0,2}כ\s*ביניים/i,
].map(spaceTolerant);
const ROUNDING = spaceTolerant(/\bround(?:ing|ed)?\b|\badj(?:ustment)?\s*round|עיגול/i);
/** A rounding row's amount this small is the adjustment; a larger one is the rounded total itself. */
const MAX_ADJUSTMENT = 0.5;
/** The heading of the tax table printed under the totals; its "Total" rows sum the table, not the slip. */
const TAX_SUMMARY = spaceTolerant(/\b(?:gst|sst|tax|vat)\s+summary\b|\bsummary\s+of\s+(?:gst|tax)\b/i);
/** Weight left to a labelled total inside that table. */
const SUMMARY_WEIGHT = 0.3;
const CASH = spaceTolerant(/\bcash\b|מזומן|\btunai\b/i);
const CHANGE = spaceTolerant(/\bchange\b|עודף|\bbaki\b/i);

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
const RANK_WEIGHT = [3, 2.5, 1, 1];
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
