/**
 * Line items against ground truth: an item read is right when its line total is the truth's amount and
 * it names the same thing (half the truth's description words at least, so an OCR slip in one word still
 * counts). Each truth item is matched once.
 */
import type { FieldTally } from './metrics.ts';

export type TruthItem = { description: string; amount: number };
type ReadItem = Record<string, { value: unknown } | undefined>;

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * The items a ground truth lists with an amount, from either shape the datasets use: the Hebrew set's
 * `{description, quantity, unitPrice, lineTotal}` and invoice2data's `{name|desc, qty, price_unit|price,
 * price_subtotal}` (section headers and notes left out). Null when the truth lists no items, or lists
 * them without amounts, so nothing can be scored.
 */
export function truthItems(list: unknown): TruthItem[] | null {
  if (!Array.isArray(list)) return null;
  const items: TruthItem[] = [];
  for (const raw of list as Record<string, unknown>[]) {
    const description = String(raw.description ?? raw.name ?? raw.desc ?? '').trim();
    if (!description || raw.sectionheader !== undefined || raw.line_note !== undefined) continue;
    const quantity = num(raw.quantity ?? raw.qty);
    const unit = num(raw.unitPrice ?? raw.price_unit ?? raw.price);
    const amount =
      num(raw.lineTotal ?? raw.price_subtotal) ??
      (unit !== null ? Math.round(unit * (quantity ?? 1) * 100) / 100 : null);
    if (amount === null || Number.isNaN(amount)) return null;
    items.push({ description, amount });
  }
  return items.length ? items : null;
}

const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function sameItem(read: ReadItem, truth: TruthItem): boolean {
  const total = num(read.lineTotal?.value);
  if (total === null || Math.abs(total - truth.amount) >= 0.005) return false;
  const got = new Set(words(String(read.description?.value ?? '')));
  const want = words(truth.description);
  return want.filter((w) => got.has(w)).length * 2 >= want.length;
}

export function scoreLineItems(tally: FieldTally, read: ReadItem[], truth: TruthItem[]): void {
  const open = [...truth];
  tally.predicted += read.length;
  tally.expected += truth.length;
  for (const item of read) {
    const at = open.findIndex((t) => sameItem(item, t));
    if (at < 0) continue;
    open.splice(at, 1);
    tally.truePositive++;
  }
}
