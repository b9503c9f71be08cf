import type {
  BBox,
  DocumentResult,
  Field,
  FieldLocation,
  IssuerKeys,
  LearnedField,
  Page,
  VendorLesson,
} from '@docread/contracts';
import { round } from '../extract/field.ts';
import { buildRows } from '../extract/lines.ts';
import { parseAmount } from '../extract/parse/amounts.ts';
import { parseDate } from '../extract/parse/dates.ts';
import { distance } from '../extract/parse/ocr-text.ts';
import type { TextLine } from '../extract/types.ts';

/**
 * Fields that describe the issuer itself: the same on every document it sends, so a person's value is
 * applied as it is. Every other corrected field changes from document to document: only where it sat is
 * remembered, and it is read again from there.
 */
const VENDOR_FIELDS: ReadonlySet<string> = new Set([
  'vendorName',
  'vendorLegalName',
  'vendorAddress',
  'vendorTaxId',
  'vendorPhone',
  'merchantName',
  'merchantAddress',
  'merchantPhone',
  'merchantTaxId',
  'bankName',
  'issuerName',
]);

/** Rows of the first page that make its header: where an issuer prints its name, address and numbers. */
const HEADER_ROWS = 6;
/** Below this a header match is two different issuers (measured by the learning evaluation). */
const MATCH_THRESHOLD = 0.6;

/** Fields whose digits identify the issuer. */
const IDENTIFIER_FIELD = /taxid|phone|registration/i;

type Reading = Pick<DocumentResult, 'pages' | 'fields'>;
/** What applying memory reads and writes of a result (the evaluation's readings have no more). */
type Applicable = Pick<DocumentResult, 'pages' | 'fields' | 'documentType' | 'reviewReasons' | 'needsReview'>;
type Scalar = Field['value'];

function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

function normalise(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Runs of 7+ digits (spaces and dashes inside allowed): tax, registration and phone numbers. */
function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d\- ]{5,}\d/g)].map((m) => digitsOnly(m[0])).filter((d) => d.length >= 7);
}

function headerRows(pages: Page[]): TextLine[] {
  const first = pages[0];
  return first ? buildRows([first]).slice(0, HEADER_ROWS) : [];
}

/** What identifies the issuer of a document, from the engine's reading of it. */
function issuerKeys(reading: Reading): IssuerKeys {
  const rows = headerRows(reading.pages);
  const page = reading.pages[0];
  const identifiers = new Set<string>();
  for (const [name, field] of Object.entries(reading.fields))
    if (IDENTIFIER_FIELD.test(name) && field.source !== 'learned')
      for (const n of numbersIn(String(field.value ?? ''))) identifiers.add(n);
  for (const row of rows) for (const n of numbersIn(row.text)) identifiers.add(n);
  const vendor = ['vendorName', 'merchantName', 'bankName', 'issuerName']
    .map((name) => reading.fields[name])
    .find(Boolean);
  return {
    identifiers: [...identifiers],
    header: rows.flatMap((r) => normalise(r.text).split(' ')).filter((t) => t.length >= 2),
    layout: page
      ? rows.map((r) => [round((r.bbox.x + r.bbox.w / 2) / page.width), round(r.bbox.w / page.width)])
      : [],
    name:
      vendor && vendor.source !== 'learned' && vendor.value != null ? normalise(String(vendor.value)) : null,
  };
}

/** Edits a token may differ by and still be the same word read with OCR errors. */
function allowedEdits(token: string): number {
  return token.length <= 3 ? 0 : token.length <= 7 ? 1 : 2;
}

/** How much a header word says about its issuer: 1, less for words many remembered issuers print. */
type Weight = (token: string) => number;

/**
 * Weighted Dice overlap of two headers' words, a word matching one of the other's read with a letter or
 * two wrong.
 */
function headerSimilarity(a: string[], b: string[], weight: Weight): number {
  const total = [...a, ...b].reduce((sum, token) => sum + weight(token), 0);
  if (total === 0) return 0;
  const unused = [...b];
  let matched = 0;
  for (const token of a) {
    const at = unused.findIndex((other) => distance(token, other) <= allowedEdits(token));
    if (at >= 0) {
      matched += weight(token) + weight(unused[at] as string);
      unused.splice(at, 1);
    }
  }
  return matched / total;
}

/**
 * Words in the headers of several remembered issuers say little about any one of them: the account's
 * own name and address on every invoice it receives, a street or trade word common to many shops.
 */
function weightsOf(memory: readonly RememberedVendor[]): Weight {
  const issuers = new Map<string, number>();
  for (const { lesson } of memory)
    for (const token of new Set(lesson.keys.header)) issuers.set(token, (issuers.get(token) ?? 0) + 1);
  return (token) => 1 / Math.max(1, issuers.get(token) ?? 0);
}

/** How alike the header lines sit across the page. */
function layoutSimilarity(a: IssuerKeys['layout'], b: IssuerKeys['layout']): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const [ax, aw] = a[i] as [number, number];
    const [bx, bw] = b[i] as [number, number];
    sum += Math.max(0, 1 - 2 * (Math.abs(ax - bx) + Math.abs(aw - bw)));
  }
  return sum / n;
}

function nameSimilarity(a: string | null, b: string | null): number {
  if (!a || !b || Math.min(a.length, b.length) < 6) return 0;
  return 1 - distance(a, b) / Math.max(a.length, b.length);
}

/**
 * How sure it is that two readings come from the same issuer (0..1), and how alike their headers are,
 * which tells a chain's branches apart. A shared identifier is near certain, unless it is in `ambiguous`:
 * the account has it for more than one issuer (its own number, printed on every invoice it receives), so
 * it identifies none of them. Otherwise the header's words, weighed with their layout, or the name.
 */
function compareIssuers(
  current: IssuerKeys,
  remembered: IssuerKeys,
  ambiguous: ReadonlySet<string>,
  weight: Weight,
): { score: number; header: number } {
  const shared = current.identifiers.some((id) => !ambiguous.has(id) && remembered.identifiers.includes(id));
  const header =
    headerSimilarity(current.header, remembered.header, weight) *
    (0.85 + 0.15 * layoutSimilarity(current.layout, remembered.layout));
  const name = nameSimilarity(current.name, remembered.name);
  return { score: round(Math.max(shared ? 0.97 : 0, header, name >= 0.85 ? name * 0.9 : 0)), header };
}

function sameValue(a: Scalar, b: Scalar | undefined): boolean {
  if (typeof a === 'string' && typeof b === 'string') return normalise(a) === normalise(b);
  return a === b;
}

function relative(box: BBox, page: Page): FieldLocation['box'] {
  return {
    x: round(box.x / page.width),
    y: round(box.y / page.height),
    w: round(box.w / page.width),
    h: round(box.h / page.height),
  };
}

/** Printed text read as the kind of value `example` is: an amount, an ISO date, or text. */
function parsed(text: string, example: Scalar): Scalar {
  if (typeof example === 'number') return parseAmount(text)?.value ?? null;
  if (typeof example === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(example)) return parseDate(text);
  return typeof example === 'string' ? text.trim() : null;
}

/**
 * Where a person's value sits on the document: the row that reads most like it (the engine's own box
 * for the field may be that of the wrong text), and the words before it on that row as its label.
 */
function locate(pages: Page[], rows: TextLine[], value: Scalar): FieldLocation | null {
  const wanted = normalise(String(value ?? ''));
  if (!wanted) return null;
  let best: { row: TextLine; from: number; to: number; score: number } | null = null;
  for (const row of rows) {
    for (let from = 0; from < row.words.length; from++) {
      let printed = '';
      for (let to = from; to < row.words.length && printed.length <= wanted.length + 12; to++) {
        printed = printed ? `${printed} ${row.words[to]?.text}` : (row.words[to]?.text ?? '');
        // Amounts and dates are typed normalised (40, 2026-10-05) and printed otherwise (40.00, 05/10/2026).
        const joined = normalise(printed);
        const score =
          parsed(printed, value) === value
            ? 1
            : 1 - distance(joined, wanted) / Math.max(joined.length, wanted.length);
        // The fewest words that read as the value: the words before them on the row are its label.
        if (!best || score > best.score || (score === best.score && to - from < best.to - best.from))
          best = { row, from, to, score };
      }
    }
  }
  const page = best && pages.find((p) => p.number === best.row.page);
  if (!best || !page || best.score < 0.6) return null;
  const valueBox = unionOf(best.row.words.slice(best.from, best.to + 1).map((w) => w.bbox));
  const labelWords = best.row.words.slice(0, best.from);
  const labelBox = labelWords.length ? unionOf(labelWords.map((w) => w.bbox)) : null;
  return {
    page: page.number,
    box: relative(valueBox, page),
    label: labelBox
      ? {
          text: normalise(labelWords.map((w) => w.text).join(' ')),
          dx: round((valueBox.x - labelBox.x) / page.width),
          dy: round((valueBox.y - labelBox.y) / page.height),
        }
      : null,
  };
}

function unionOf(boxes: BBox[]): BBox {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return {
    x,
    y,
    w: Math.max(...boxes.map((b) => b.x + b.w)) - x,
    h: Math.max(...boxes.map((b) => b.y + b.h)) - y,
  };
}

/**
 * What a person's corrections of a document teach about its issuer, or null when they teach nothing.
 * Only values a person stated count: a field nobody touched is the engine's own reading and teaches
 * nothing, while a value a person confirmed as read is theirs too. A value memory gave and a person
 * left as it was is no new lesson, and an empty value is none either.
 */
export function learnVendor(
  result: Pick<DocumentResult, 'pages' | 'fields' | 'documentType'>,
  corrections: Record<string, { value: Scalar }>,
  typeFromPerson = false,
): VendorLesson | null {
  const rows = buildRows(result.pages);
  const fields: Record<string, LearnedField> = {};
  for (const [name, correction] of Object.entries(corrections)) {
    const read = result.fields[name];
    if (correction.value === null || correction.value === '') continue;
    if (read?.source === 'learned' && sameValue(correction.value, read.value)) continue;
    fields[name] = { value: correction.value, location: locate(result.pages, rows, correction.value) };
  }
  if (Object.keys(fields).length === 0 && !typeFromPerson) return null;
  const keys = issuerKeys(result);
  // A number the person typed identifies the issuer too: the next document may print it legibly.
  for (const [name, field] of Object.entries(fields))
    if (IDENTIFIER_FIELD.test(name))
      for (const n of numbersIn(String(field.value)))
        if (!keys.identifiers.includes(n)) keys.identifiers.push(n);
  if (keys.identifiers.length === 0 && keys.header.length === 0 && !keys.name) return null;
  return { documentType: result.documentType, ...(typeFromPerson ? { typeFromPerson } : {}), keys, fields };
}

/** A lesson of the account's memory, with the document it was learned from. */
export interface RememberedVendor {
  id: string;
  documentId: string;
  lesson: VendorLesson;
}

/** Identifiers the account remembers for issuers it was told are different: they identify none of them. */
function ambiguousIdentifiers(memory: readonly RememberedVendor[]): Set<string> {
  const names = new Map<string, Set<string>>();
  for (const { lesson } of memory) {
    const vendor = Object.entries(lesson.fields)
      .filter(([name]) => /Name$/.test(name) && VENDOR_FIELDS.has(name))
      .map(([, f]) => normalise(String(f.value)))
      .join('|');
    for (const id of lesson.keys.identifiers) names.set(id, (names.get(id) ?? new Set()).add(vendor));
  }
  return new Set([...names].filter(([, vendors]) => vendors.size > 1).map(([id]) => id));
}

/** The remembered issuer this reading comes from, and how sure that is; null below the threshold. */
export function matchVendor(
  reading: Pick<DocumentResult, 'pages' | 'fields' | 'documentType'>,
  memory: readonly RememberedVendor[],
  anyType = false,
): { vendor: RememberedVendor; score: number } | null {
  const keys = issuerKeys(reading);
  const ambiguous = ambiguousIdentifiers(memory);
  const weight = weightsOf(memory);
  let best: { vendor: RememberedVendor; score: number; header: number } | null = null;
  for (const vendor of memory) {
    if (!anyType && vendor.lesson.documentType !== reading.documentType) continue;
    const { score, header } = compareIssuers(keys, vendor.lesson.keys, ambiguous, weight);
    // Branches of one chain share its numbers and name: among the issuers that match, the header they
    // print (a branch's own line) tells them apart.
    if (
      score >= MATCH_THRESHOLD &&
      (!best || header > best.header || (header === best.header && score > best.score))
    )
      best = { vendor, score, header };
  }
  return best && { vendor: best.vendor, score: best.score };
}

function absolute(box: FieldLocation['box'], page: Page): BBox {
  return { x: box.x * page.width, y: box.y * page.height, w: box.w * page.width, h: box.h * page.height };
}

function overlaps(a: BBox, b: BBox): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * The remembered region on this document: beside its label when the label is on the page (the label
 * moves with the rows above it), else at the same place on the page.
 */
function regionOf(location: FieldLocation, page: Page, rows: TextLine[]): BBox {
  const box = absolute(location.box, page);
  const label = location.label;
  if (!label) return box;
  const labelRow = rows.find((r) => r.page === page.number && normalise(r.text).startsWith(label.text));
  if (!labelRow) return box;
  return { ...box, x: labelRow.bbox.x + label.dx * page.width, y: labelRow.bbox.y + label.dy * page.height };
}

/** A varying field read again from where it sat, parsed as the person's value was typed. */
function readAt(location: FieldLocation, example: Scalar, pages: Page[], rows: TextLine[]) {
  const page = pages.find((p) => p.number === location.page);
  if (!page) return null;
  const region = regionOf(location, page, rows);
  const margin = { x: region.x - 0.01 * page.width, y: region.y - region.h * 0.3 };
  const wide = { ...margin, w: region.w + 0.02 * page.width, h: region.h * 1.6 };
  const words = rows
    .filter((r) => r.page === page.number)
    .flatMap((r) => r.words)
    .filter((w) => overlaps(w.bbox, wide));
  const text = words.map((w) => w.text).join(' ');
  if (!text.trim()) return null;
  const value = parsed(text, example);
  return value === null ? null : { value, text, page: page.number, bbox: unionOf(words.map((w) => w.bbox)) };
}

/**
 * The reading with a remembered issuer's lessons applied: its vendor fields replace the reading, its
 * varying fields are read from their remembered place first. Each such field is marked `learned`, from
 * the document the lesson came from, with the match's certainty as its confidence.
 */
function applyVendor<T extends Applicable>(result: T, match: { vendor: RememberedVendor; score: number }): T {
  const rows = buildRows(result.pages);
  const fields = { ...result.fields };
  const learned = { source: 'learned' as const, learnedFrom: match.vendor.documentId };
  for (const [name, lesson] of Object.entries(match.vendor.lesson.fields)) {
    const read = result.fields[name];
    if (VENDOR_FIELDS.has(name)) {
      const page = lesson.location ? result.pages.find((p) => p.number === lesson.location?.page) : undefined;
      fields[name] = {
        value: lesson.value,
        text: String(lesson.value),
        confidence: match.score,
        page: read?.page ?? page?.number ?? null,
        bbox: read?.bbox ?? (page && lesson.location ? absolute(lesson.location.box, page) : null),
        ...learned,
      };
      continue;
    }
    const again = lesson.location && readAt(lesson.location, lesson.value, result.pages, rows);
    if (again) fields[name] = { ...again, confidence: round(match.score * 0.9), ...learned };
  }
  const sure = (name: string) => fields[name]?.source === 'learned' && (fields[name]?.confidence ?? 0) >= 0.8;
  const reviewReasons = result.reviewReasons.filter((name) => !sure(name));
  return { ...result, fields, reviewReasons, needsReview: result.needsReview && reviewReasons.length > 0 };
}

/** A fresh reading with the account's memory applied, when one of its issuers matches. */
/**
 * The type a person gave an earlier document of this issuer, when the engine found another one for this
 * document: it is read again as that type before the issuer's fields are applied.
 */
export function learnedType(
  reading: Pick<DocumentResult, 'pages' | 'fields' | 'documentType'>,
  memory: readonly RememberedVendor[],
): DocumentResult['documentType'] | null {
  const typed = memory.filter((v) => v.lesson.typeFromPerson);
  const match = typed.length ? matchVendor(reading, typed, true) : null;
  return match && match.vendor.lesson.documentType !== reading.documentType
    ? match.vendor.lesson.documentType
    : null;
}

export function applyVendorMemory<T extends Applicable>(result: T, memory: readonly RememberedVendor[]): T {
  const match = matchVendor(result, memory);
  return match ? applyVendor(result, match) : result;
}
