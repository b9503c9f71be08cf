import { fieldFrom } from './field.ts';
import { close, type ItemReading, numbersOnly, readRow } from './line-item-row.ts';
import { findAmounts } from './parse/amounts.ts';
import type { FieldRow, TextLine } from './types.ts';

const HEADER_CUES = [
  /תיאור|פריט|שם\s*(?:ה)?מוצר|מוצר|\bdescription\b|\bitems?\b|\bproducts?\b|\bservices?\b|\bdesignation\b|\barticle\b/i,
  /כמות|\bqty\b|\bquantity\b|\bunits?\b|\bhours\b|\bquantité\b/i,
  /מחיר|\bprice\b|\brate\b|\bunit\s*cost\b|\bprix\b/i,
  /סה["״]?כ|סכום|\btotal\b|\bamount\b|\bmontant\b/i,
];

/** A number glued to the description's first or last word ("240חלב טרי"): OCR ran the quantity cell into it. */
const GLUED_NUMBER = /^(\d{1,4})(?=\p{L})|(?<=\p{L})(\d{1,4})$/u;

/**
 * Splits a quantity OCR ran into the description when quantity × unit price gives the line total; when the
 * arithmetic cannot confirm it, the description is kept as read but doubted, so it is reviewed.
 */
function splitGluedQuantity(row: TextLine, item: FieldRow): void {
  const description = item.description;
  if (!description || typeof description.value !== 'string' || item.quantity?.bbox) return;
  const m = GLUED_NUMBER.exec(description.value);
  if (!m) return;
  const quantity = Number(m[1] ?? m[2]);
  const unit = item.unitPrice?.value;
  const total = item.lineTotal?.value;
  if (
    typeof unit === 'number' &&
    typeof total === 'number' &&
    unit !== total &&
    close(quantity * unit, total)
  ) {
    const rest = description.value.replace(GLUED_NUMBER, '').trim();
    item.description = fieldFrom(row, rest, rest, 0.85);
    item.quantity = fieldFrom(row, quantity, m[0], 0.85);
    return;
  }
  description.confidence = Math.min(description.confidence, 0.5);
}

export function isItemHeader(text: string): boolean {
  return HEADER_CUES.filter((re) => re.test(text)).length >= 2;
}

/** A row of an item table read by its own arithmetic, a quantity OCR glued to the name split off. */
function itemRow(row: TextLine): ItemReading | null {
  const read = readRow(row);
  if (read) splitGluedQuantity(row, read.item);
  return read;
}

/**
 * A totals row inside the table: a section's subtotal ("Subtotal 112.00" under the rows that make it) with
 * more items below it, their own arithmetic confirmed, before the next totals row.
 */
function sectionBreak(
  rows: TextLine[],
  at: number,
  section: FieldRow[],
  isTotalsRow: (text: string) => boolean,
) {
  const sum = section.reduce((s, i) => s + Number(i.lineTotal?.value ?? 0), 0);
  if (section.length < 1 || !findAmounts((rows[at] as TextLine).text).some((a) => close(a.value, sum)))
    return false;
  for (const row of rows.slice(at + 1)) {
    if (isTotalsRow(row.text)) return false;
    if (itemRow(row)?.confirmed) return true;
  }
  return false;
}

/**
 * Item rows between a table header (or `start`) and the first totals row that is not a section's subtotal.
 * A row without numbers right under an item continues its description (wrapped text). `confirmedOnly`
 * keeps only the rows their own arithmetic confirms, for a table found without its header.
 */
export function findLineItems(
  rows: TextLine[],
  isTotalsRow: (text: string) => boolean,
  opts: { start?: number; confirmedOnly?: boolean } = {},
): FieldRow[] {
  const header = rows.findIndex((r) => isItemHeader(r.text) && !isTotalsRow(r.text));
  const from = header !== -1 ? header + 1 : opts.start;
  if (from === undefined) return [];
  const items: FieldRow[] = [];
  let section = 0;
  let pendingDescription: TextLine | null = null;
  let continuing = false;
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] as TextLine;
    if (isTotalsRow(row.text)) {
      if (!sectionBreak(rows, i, items.slice(section), isTotalsRow)) break;
      section = items.length;
      continuing = false;
      continue;
    }
    const read = pendingDescription && numbersOnly(row) ? readRow(row, pendingDescription) : itemRow(row);
    pendingDescription = null;
    const underItem = continuing;
    continuing = false;
    if (read) {
      if (read.confirmed || !opts.confirmedOnly) items.push(read.item);
      continuing = items[items.length - 1] === read.item;
      continue;
    }
    if (/\p{L}{3,}/u.test(row.text)) {
      // A name without numbers starts a two-row item when numbers follow, else it continues the wrapped description above.
      const next = rows[i + 1];
      const previous = items[items.length - 1]?.description;
      if (next && numbersOnly(next)) pendingDescription = row;
      else if (underItem && previous && previous.page === row.page && !/\d/.test(row.text)) {
        previous.value = `${previous.value} ${row.text.trim()}`;
        previous.text = `${previous.text} ${row.text.trim()}`;
        continuing = true;
      }
    }
  }
  dropPositions(items);
  return items;
}

const POSITION = /^(\d{1,3})\s+(?=\S)/;

/** A position column ("1 Logo design", "2 Hosting" …): numbers counting the rows are no part of the names. */
function dropPositions(items: FieldRow[]): void {
  const opening = items.map((i) => POSITION.exec(String(i.description?.value ?? '')));
  const first = Number(opening[0]?.[1]);
  if (items.length < 2 || opening.some((m, k) => !m || Number(m[1]) !== first + k)) return;
  for (const item of items) {
    const description = item.description;
    if (!description) continue;
    description.value = String(description.value).replace(POSITION, '');
    description.text = description.text.replace(POSITION, '');
  }
}
