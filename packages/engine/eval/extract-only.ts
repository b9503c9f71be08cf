/**
 * Fast loop for the understanding step alone: builds Page objects without the engine's OCR
 * (SROIE's own text boxes, `pdftotext -bbox-layout` for born-digital PDFs, native `tesseract … tsv`
 * for images with --images) and prints per-field precision, recall and F1.
 *
 *   node packages/engine/eval/extract-only.ts [--images] [--verbose] [--ocr-cache DIR] [--no-spaces]
 *
 * With --ocr-cache, SROIE receipts and Hebrew scans/photos are also read from the engine's own OCR
 * pages cached by `cache-ocr.ts` (sets `sroie-ocr`, `hebrew-png`, `hebrew-jpg`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path, { basename, join } from 'node:path';
import type { DocumentType, Line, Page } from '@docread/contracts';
import { cellsOf } from '../src/extract/cells.ts';
import { classify } from '../src/extract/classify.ts';
import { findMrz, understand } from '../src/extract/index.ts';
import { buildRows, unionBox } from '../src/extract/lines.ts';
import { parseNumber } from '../src/extract/parse/amounts.ts';
import { parseDate } from '../src/extract/parse/dates.ts';
import { HEBREW, line, page, sroiePage } from './sroie-page.ts';

const DATA = process.env.DATASETS ?? path.resolve(import.meta.dirname, '../../../../shared/datasets');
const VERBOSE = process.argv.includes('--verbose');
const IMAGES = process.argv.includes('--images');
const CACHE = process.argv.includes('--ocr-cache')
  ? process.argv[process.argv.indexOf('--ocr-cache') + 1]
  : undefined;

function cachedPages(name: string): Page[] | null {
  const file = CACHE ? join(CACHE, `${name}.json`) : '';
  return CACHE && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).pages as Page[]) : null;
}
function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** pdftotext gives Hebrew words in visual order: flip them for this development fixture. */
function pdfPages(file: string): Page[] {
  const html = execFileSync('pdftotext', ['-bbox-layout', file, '-'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const pages: Page[] = [];
  for (const pm of html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)) {
    const lines: Line[] = [];
    for (const lm of (pm[3] ?? '').matchAll(/<line[^>]*>([\s\S]*?)<\/line>/g)) {
      const words = [
        ...(lm[1] ?? '').matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map((w) => {
        const text = decode(w[5] ?? '');
        const [x0, y0, x1, y1] = [w[1], w[2], w[3], w[4]].map(Number) as [number, number, number, number];
        return {
          text: HEBREW.test(text) ? [...text].reverse().join('') : text,
          bbox: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 },
          confidence: 1,
        };
      });
      if (!words.length) continue;
      const rtl = words.some((w) => HEBREW.test(w.text));
      const ordered = rtl ? [...words].sort((a, b) => b.bbox.x - a.bbox.x) : words;
      const x = Math.min(...words.map((w) => w.bbox.x));
      const y = Math.min(...words.map((w) => w.bbox.y));
      const bbox = {
        x,
        y,
        w: Math.max(...words.map((w) => w.bbox.x + w.bbox.w)) - x,
        h: Math.max(...words.map((w) => w.bbox.y + w.bbox.h)) - y,
      };
      lines.push(line(ordered.map((w) => w.text).join(' '), bbox, ordered));
    }
    const p = page(lines, Number(pm[1]), Number(pm[2]), 'point', 'text_layer');
    p.number = pages.length + 1;
    pages.push(p);
  }
  return pages;
}

/** Native tesseract TSV: level-5 words grouped by block/paragraph/line. */
function imagePage(file: string, lang: string): Page {
  const tsv = execFileSync('tesseract', [file, '-', '-l', lang, 'tsv'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const groups = new Map<string, Line['words']>();
  for (const row of tsv.split('\n').slice(1)) {
    const c = row.split('\t');
    if (c[0] !== '5' || !(c[11] ?? '').trim()) continue;
    const key = `${c[2]}-${c[3]}-${c[4]}`;
    const word = {
      text: (c[11] ?? '').trim(),
      bbox: { x: Number(c[6]), y: Number(c[7]), w: Number(c[8]), h: Number(c[9]) },
      confidence: Number(c[10]) / 100,
    };
    groups.set(key, [...(groups.get(key) ?? []), word]);
  }
  const lines = [...groups.values()].map((words) => {
    const rtl = words.filter((w) => HEBREW.test(w.text)).length * 2 >= words.length;
    const ordered = rtl ? [...words].sort((a, b) => b.bbox.x - a.bbox.x) : words;
    const x = Math.min(...words.map((w) => w.bbox.x));
    const y = Math.min(...words.map((w) => w.bbox.y));
    const bbox = {
      x,
      y,
      w: Math.max(...words.map((w) => w.bbox.x + w.bbox.w)) - x,
      h: Math.max(...words.map((w) => w.bbox.y + w.bbox.h)) - y,
    };
    const l = line(ordered.map((w) => w.text).join(' '), bbox, ordered);
    l.direction = rtl ? 'rtl' : 'ltr';
    l.confidence = Math.min(...words.map((w) => w.confidence));
    return l;
  });
  return page(lines, 2480, 3508, 'pixel', 'ocr');
}

type Comparer = (expected: unknown, got: unknown) => boolean;

const norm = (s: unknown) =>
  String(s ?? '')
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const sameText: Comparer = (e, g) => norm(e) === norm(g);
/** The independent scorer's rule: only case and spacing are forgiven, punctuation counts. */
const strictText: Comparer = (e, g) =>
  String(e ?? '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim() ===
  String(g ?? '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
const looseText: Comparer = (e, g) => {
  const a = norm(e);
  const b = norm(g);
  return a === b || (a.length > 3 && b.length > 3 && (a.includes(b) || b.includes(a)));
};
const sameNumber: Comparer = (e, g) =>
  typeof g === 'number' &&
  Math.abs(
    (typeof e === 'number'
      ? e
      : (String(e).includes('-') ? -1 : 1) * (parseNumber(String(e).replace(/[^\d.,]/g, '')) ?? Number.NaN)) -
      g,
  ) < 0.005;
const sameDate: Comparer = (e, g) => (parseDate(String(e)) ?? String(e)) === g;

interface Tally {
  tp: number;
  predicted: number;
  expected: number;
}
const tallies = new Map<string, Tally>();
const typeHits = new Map<string, { right: number; all: number }>();

function score(set: string, field: string, expected: unknown, got: unknown, same: Comparer, doc: string) {
  const key = `${set}\t${field}`;
  const t = tallies.get(key) ?? { tp: 0, predicted: 0, expected: 0 };
  const hasExpected = expected !== undefined && expected !== null && expected !== '';
  const hasGot = got !== undefined && got !== null && got !== '';
  // Documents whose ground truth lacks the field cannot say whether a prediction is right: left out.
  if (!hasExpected) return;
  t.expected++;
  if (hasGot) t.predicted++;
  const ok = hasExpected && hasGot && same(expected, got);
  if (ok) t.tp++;
  if (VERBOSE && hasExpected && !ok)
    console.log(`  ${doc} ${field}: expected ${JSON.stringify(expected)} got ${JSON.stringify(got)}`);
  tallies.set(key, t);
}

function scoreType(set: string, expected: DocumentType, got: DocumentType) {
  const t = typeHits.get(set) ?? { right: 0, all: 0 };
  t.all++;
  if (expected === got) t.right++;
  typeHits.set(set, t);
}

function run(pages: Page[], type?: DocumentType) {
  return understand(pages, type ? { documentType: type } : {});
}

function sroie(source: 'gt' | 'gt-nospace' | 'ocr') {
  const dir = join(DATA, 'sroie-receipts');
  const set = source === 'gt' ? 'sroie' : source === 'ocr' ? 'sroie-ocr' : 'sroie-nospace';
  for (const f of readdirSync(join(dir, 'key')).sort()) {
    const id = basename(f, '.json');
    const gt = JSON.parse(readFileSync(join(dir, 'key', f), 'utf8'));
    const csv = readFileSync(join(dir, 'box', `${id}.csv`), 'utf8');
    // A recogniser that drops spaces (PP-OCR's Chinese/English model does) gives the same rows without them.
    const pages =
      source === 'gt'
        ? [sroiePage(csv)]
        : source === 'gt-nospace'
          ? [
              sroiePage(
                csv.replace(/^((?:[^,]*,){8})(.*)$/gm, (_, box, text) => box + text.replace(/ /g, '')),
              ),
            ]
          : cachedPages(`sroie-${id}`);
    if (!pages) continue;
    scoreType(set, 'receipt', run(pages).documentType);
    const r = run(pages, 'receipt');
    const v = (n: string) => r.fields[n]?.value;
    score(set, 'company', gt.company, v('merchantName'), sameText, id);
    score(set, 'date', gt.date, v('date'), sameDate, id);
    score(set, 'address', gt.address, v('merchantAddress'), sameText, id);
    score(set, 'total', gt.total, v('total'), sameNumber, id);
    score(set, 'company.strict', gt.company, v('merchantName'), strictText, id);
    score(set, 'address.strict', gt.address, v('merchantAddress'), strictText, id);
  }
}

function invoice2data() {
  const dir = join(DATA, 'invoice2data-invoices');
  for (const f of readdirSync(join(dir, 'expected')).sort()) {
    const id = basename(f, '.json');
    const pdf = join(dir, 'docs', `${id}.pdf`);
    if (!existsSync(pdf)) continue;
    const gt = JSON.parse(readFileSync(join(dir, 'expected', f), 'utf8'))[0];
    const pages = pdfPages(pdf);
    scoreType('invoice2data', 'invoice', run(pages).documentType);
    const r = run(pages, 'invoice');
    const v = (n: string) => r.fields[n]?.value;
    score('invoice2data', 'issuer', gt.issuer, v('vendorName'), looseText, id);
    score('invoice2data', 'amount', gt.amount, v('totalAmount'), sameNumber, id);
    score('invoice2data', 'amount_untaxed', gt.amount_untaxed, v('subtotal'), sameNumber, id);
    score('invoice2data', 'amount_tax', gt.amount_tax, v('tax'), sameNumber, id);
    score('invoice2data', 'date', gt.date, v('invoiceDate'), sameDate, id);
    score('invoice2data', 'invoice_number', gt.invoice_number, v('invoiceId'), sameText, id);
    score('invoice2data', 'currency', gt.currency, v('currency'), sameText, id);
  }
}

function hebrew(source: 'pdf' | 'png' | 'jpg') {
  const dir = join(DATA, 'hebrew');
  const set = `hebrew-${source}`;
  for (const f of readdirSync(join(dir, 'gt')).sort()) {
    const gt = JSON.parse(readFileSync(join(dir, 'gt', f), 'utf8'));
    if (gt.kind !== 'invoice' && gt.kind !== 'receipt') continue;
    const file = join(dir, gt.files[source]);
    const pages =
      cachedPages(`hebrew-${source}-${gt.id}`) ??
      (source === 'pdf' ? pdfPages(file) : [imagePage(file, 'heb+eng')]);
    scoreType(set, gt.kind, run(pages).documentType);
    const r = run(pages, gt.kind);
    const e = gt.fields;
    const v = (n: string) => r.fields[n]?.value;
    const names =
      gt.kind === 'invoice'
        ? [
            'vendorName',
            'vendorTaxId',
            'invoiceId',
            'invoiceDate',
            'customerName',
            'subtotal',
            'tax',
            'totalAmount',
            'currency',
          ]
        : ['merchantName', 'merchantAddress', 'date', 'time', 'total', 'currency', 'paymentMethod'];
    for (const n of names) {
      const same = /Date$|^date$/.test(n) ? sameDate : typeof e[n] === 'number' ? sameNumber : looseText;
      score(set, n, e[n], v(n), same, gt.id);
    }
    if (gt.kind === 'invoice') score(set, 'taxRate', e.taxRate, v('taxRate'), sameNumber, gt.id);
    const list = gt.kind === 'invoice' ? 'lineItems' : 'items';
    const got = r.lists[list] ?? [];
    (e[list] ?? []).forEach((item: Record<string, unknown>, i: number) => {
      for (const k of ['description', 'quantity', 'unitPrice', 'lineTotal']) {
        score(
          set,
          `${list}.${k}`,
          item[k],
          got[i]?.[k]?.value,
          k === 'description' ? looseText : sameNumber,
          `${gt.id}#${i}`,
        );
      }
    });
  }
}

const rowsOf = process.argv[process.argv.indexOf('--rows') + 1];
if (process.argv.includes('--rows') && rowsOf) {
  const pages = rowsOf.endsWith('.json')
    ? (JSON.parse(readFileSync(rowsOf, 'utf8')).pages as Page[])
    : rowsOf.endsWith('.pdf')
      ? pdfPages(rowsOf)
      : rowsOf.endsWith('.csv')
        ? [sroiePage(readFileSync(rowsOf, 'utf8'))]
        : [imagePage(rowsOf, 'heb+eng')];
  for (const row of buildRows(pages)) {
    const cells = process.argv.includes('--cells')
      ? ` [${cellsOf(row)
          .map((c) => c.text)
          .join(' ‖ ')}]`
      : '';
    console.log(`${row.page}:${Math.round(row.bbox.y)} ${row.direction} | ${row.text}${cells}`);
  }
  const rows = buildRows(pages);
  const box = unionBox(rows.filter((r) => r.page === 1).map((r) => r.bbox));
  const text = rows.map((r) => r.text).join('\n');
  console.log(
    JSON.stringify(classify(text, null, { aspect: box.w / box.h, rows: rows.length })),
    box.w / box.h,
  );
  const typeArg = process.argv[process.argv.indexOf('--type') + 1] as DocumentType | undefined;
  const result = understand(pages, process.argv.includes('--type') ? { documentType: typeArg } : {});
  const brief = (f: { value: unknown }) => f.value;
  console.log(Object.fromEntries(Object.entries(result.fields).map(([k, f]) => [k, brief(f)])));
  for (const [name, list] of Object.entries(result.lists))
    for (const row of list)
      console.log(name, Object.fromEntries(Object.entries(row).map(([k, f]) => [k, brief(f)])));
  console.log(result.warnings);
  process.exit(0);
}

/**
 * Machine-readable zones in photos: native tesseract (eng, single block) on each image, then findMrz.
 * Counts zones found and zones passing every check digit, beside PassportEye's own score in the file name.
 */
function passportEye() {
  const dir = join(DATA, 'passporteye-mrz', 'testdata');
  let found = 0;
  let valid = 0;
  let baseline = 0;
  const files = readdirSync(dir).sort();
  for (const f of files) {
    const text = execFileSync('tesseract', [join(dir, f), '-', '-l', 'eng', '--psm', '6'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const mrz = findMrz(text.split('\n'));
    if (mrz) found++;
    if (mrz?.valid) valid++;
    if (f.startsWith('100_')) baseline++;
    if (VERBOSE)
      console.log(
        `  ${f} ${mrz ? `${mrz.format} ${mrz.valid ? 'valid' : JSON.stringify(mrz.checks)}` : 'no MRZ'}`,
      );
  }
  console.log(
    `passporteye    MRZ found ${found}/${files.length}, all check digits ${valid}/${files.length} (PassportEye v1 full score: ${baseline})`,
  );
}

if (process.argv.includes('--mrz-images')) {
  passportEye();
  process.exit(0);
}

sroie('gt');
if (process.argv.includes('--no-spaces')) sroie('gt-nospace');
if (CACHE) sroie('ocr');
invoice2data();
hebrew('pdf');
if (IMAGES || CACHE) {
  hebrew('png');
  hebrew('jpg');
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);
console.log(
  `${'set'.padEnd(14)} ${'field'.padEnd(22)} ${'prec'.padStart(7)} ${'recall'.padStart(7)} ${'F1'.padStart(7)}   n`,
);
for (const [key, t] of tallies) {
  const [set, field] = key.split('\t') as [string, string];
  const p = t.predicted ? t.tp / t.predicted : 0;
  const r = t.expected ? t.tp / t.expected : 0;
  const f1 = p + r ? (2 * p * r) / (p + r) : 0;
  console.log(`${set.padEnd(14)} ${field.padEnd(22)} ${pct(p)} ${pct(r)} ${pct(f1)}   ${t.expected}`);
}
for (const [set, t] of typeHits)
  console.log(`${set.padEnd(14)} classification accuracy ${pct(t.right / t.all)} of ${t.all}`);
