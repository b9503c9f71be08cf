/**
 * `npm run eval [-- --set NAME ...] [--limit N] [--ocr-cache DIR]`: scores the engine on every dataset
 * with ground truth in ../shared/datasets, each figure beside plain `tesseract` on the same input, writes
 * a JSON report to reports/eval-<timestamp>.json and prints the table of measures.
 *
 * With --ocr-cache (pages written by eval/cache-ocr.ts), SROIE and Hebrew documents found there are not
 * read again: extraction and classification are scored on the cached OCR, and their timings are the cache's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DocumentResult, Page } from '@docread/contracts';
import { createEngine, type HebrewReader, type LatinReader, type PageSegmentation } from '../src/engine.ts';
import { findMrz, understand } from '../src/extract/index.ts';
import { type Judged, reliability } from './calibration.ts';
import { scoreLearning } from './learning.ts';
import { scoreLineItems, truthItems } from './line-items.ts';
import { scoreLineReaders } from './line-readers.ts';
import {
  add,
  charErrors,
  type ErrorCount,
  type FieldTally,
  f1,
  foldTypography,
  keyAmount,
  keyDate,
  normaliseText,
  rate,
  round,
  wordErrors,
  wordRecall,
  ZERO,
} from './metrics.ts';
import { nativeLanguages, nativeOcr, pdftotext } from './native.ts';
import { printSummary } from './summary.ts';
import { scoreTables } from './tables.ts';
import { nativeTesseractAvailable } from './tesseract-installed.ts';

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: path.resolve(import.meta.dirname, '../../../../shared/datasets') },
    set: { type: 'string', multiple: true },
    limit: { type: 'string' },
    out: { type: 'string', default: path.resolve(import.meta.dirname, '../../../reports') },
    // Ablations, to measure each pre-processing step (docs/decisions.md).
    'no-upscale': { type: 'boolean' },
    'no-deskew': { type: 'boolean' },
    'no-orientation': { type: 'boolean' },
    psm: { type: 'string' },
    'hebrew-reader': { type: 'string', default: 'lines' },
    'latin-reader': { type: 'string', default: 'cascade' },
    'no-native': { type: 'boolean' },
    kinds: { type: 'string', default: 'pdf,png,jpg' },
    'ocr-cache': { type: 'string' },
    'sroie-data': { type: 'string', default: process.env.SROIE_DATA_DIR },
    'per-vendor': { type: 'string', default: '3' },
  },
});
const cacheDir = values['ocr-cache'];
const root = values.datasets as string;
const limit = values.limit ? Number(values.limit) : Number.POSITIVE_INFINITY;
const wanted = (name: string) => !values.set || values.set.includes(name);
// Reads a repository of its own (the SROIE training receipts), so it runs only when named.
const named = (name: string) => Boolean(values.set?.includes(name));
const engineOptions = {
  upscale: !values['no-upscale'],
  deskew: !values['no-deskew'],
  detectOrientation: !values['no-orientation'],
  pageSegmentation: (values.psm ?? 'auto-then-block') as PageSegmentation,
  hebrewReader: values['hebrew-reader'] as HebrewReader,
  latinReader: values['latin-reader'] as LatinReader,
};
if (!['model', 'paddle', 'cascade'].includes(engineOptions.latinReader))
  throw new Error('--latin-reader takes model, paddle or cascade');
if (!['lines', 'tesseract'].includes(engineOptions.hebrewReader)) {
  throw new Error('--hebrew-reader takes lines or tesseract');
}
const engine = createEngine(engineOptions);
const native = !values['no-native'] && (await nativeTesseractAvailable());
// Without Debian's `heb` model the baseline would read Hebrew with nothing but English: not a baseline.
const nativeHebrew = native && (await nativeLanguages()).includes('heb');

type Processed = Pick<
  DocumentResult,
  'text' | 'pages' | 'fields' | 'lists' | 'documentType' | 'needsReview' | 'reviewReasons'
>;
/** The engine's result for a file, or the cached OCR of it run through the same understanding step. */
async function processFile(
  file: string,
  cacheName: string,
  documentType?: DocumentResult['documentType'],
): Promise<{ result: Processed; ms: number }> {
  const cached = cacheDir ? path.join(cacheDir, `${cacheName}.json`) : null;
  if (cached && (await fs.stat(cached).catch(() => null))) {
    const { pages, ms } = JSON.parse(await fs.readFile(cached, 'utf8')) as { pages: Page[]; ms: number };
    const understood = understand(pages, { documentType });
    return { result: { ...understood, pages, text: pages.map((p) => p.text).join('\f') }, ms };
  }
  const started = performance.now();
  const result = await engine.process(file, { documentType });
  return { result, ms: performance.now() - started };
}

/** Document kind: every document of a known kind classified from its own pages, beside what it is. */
const kinds: Record<string, { right: number; all: number; wrong: string[] }> = {};
function scoreKind(set: string, id: string, pages: Page[], expected: DocumentResult['documentType']): void {
  const got = understand(pages).documentType;
  const entry = kinds[set] ?? { right: 0, all: 0, wrong: [] };
  kinds[set] = entry;
  entry.all++;
  if (got === expected) entry.right++;
  else entry.wrong.push(`${id}: ${got}`);
}
const hebrewKinds = (values.kinds as string).split(',') as ('pdf' | 'png' | 'jpg')[];
const log = (message: string) => process.stderr.write(`${message}\n`);

type TextScore = {
  cer: ErrorCount;
  cerFolded: ErrorCount;
  wer: ErrorCount;
  wordMiss: ErrorCount;
  ms: number[];
};
const emptyScore = (): TextScore => ({ cer: ZERO, cerFolded: ZERO, wer: ZERO, wordMiss: ZERO, ms: [] });
function score(s: TextScore, hypothesis: string, reference: string, ms: number): void {
  const h = normaliseText(hypothesis);
  const r = normaliseText(reference);
  s.cer = add(s.cer, charErrors(h, r));
  s.cerFolded = add(s.cerFolded, charErrors(foldTypography(h), foldTypography(r)));
  s.wer = add(s.wer, wordErrors(h, r));
  s.wordMiss = add(s.wordMiss, wordRecall(foldTypography(h), foldTypography(r)));
  s.ms.push(ms);
}
const summary = (s: TextScore) => ({
  cer: round(rate(s.cer)),
  cerFolded: round(rate(s.cerFolded)),
  wer: round(rate(s.wer)),
  wordRecall: round(1 - rate(s.wordMiss)),
  documents: s.ms.length,
  meanMs: Math.round(s.ms.reduce((a, b) => a + b, 0) / Math.max(1, s.ms.length)),
});

type Tallies = Record<string, FieldTally>;
function tally(
  t: Tallies,
  name: string,
  predicted: unknown,
  expected: unknown,
  same: (a: unknown, b: unknown) => boolean,
): void {
  const entry = t[name] ?? { truePositive: 0, predicted: 0, expected: 0 };
  t[name] = entry;
  const hasP = predicted !== null && predicted !== undefined && predicted !== '';
  const hasE = expected !== null && expected !== undefined && expected !== '';
  if (hasP) entry.predicted++;
  if (hasE) entry.expected++;
  if (hasP && hasE && same(predicted, expected)) entry.truePositive++;
}
const fieldSummary = (t: Tallies) =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, { ...f1(v), ...v }]));
const looseText = (v: unknown) =>
  String(v)
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const sameText = (a: unknown, b: unknown) => looseText(a) === looseText(b);
/** invoice2data names the issuer without its company suffix ("Amazon Web Services" for "Amazon Web Services, Inc."). */
const sameName = (a: unknown, b: unknown) => {
  const [x, y] = [looseText(a), looseText(b)];
  return x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `);
};
/** Registration numbers are printed with and without spaces ("DE 232 446 240", "DE232446240"). */
const sameCode = (a: unknown, b: unknown) =>
  looseText(a).replace(/ /g, '') === looseText(b).replace(/ /g, '');
const sameNumber = (a: unknown, b: unknown) => Math.abs(Number(a) - keyAmount(b)) < 0.005;
/** The SROIE rule: exact after case and whitespace normalisation; punctuation counts. */
const exactText = (a: unknown, b: unknown) =>
  String(a).toUpperCase().replace(/\s+/g, ' ').trim() === String(b).toUpperCase().replace(/\s+/g, ' ').trim();
const sameValue = (a: unknown, b: unknown) => (typeof b === 'number' ? sameNumber(a, b) : sameText(a, b));
const fieldValue = (r: { fields: Record<string, { value: unknown }> }, name: string) =>
  r.fields[name]?.value ?? null;
const nativeUnderstand = (page: Page, documentType?: DocumentResult['documentType']) =>
  understand([page], { documentType });

const report: Record<string, unknown> = {
  createdAt: new Date().toISOString(),
  engineOptions,
  nativeTesseract: native
    ? 'tesseract CLI (Debian), default PSM 3, OMP_THREAD_LIMIT=1'
    : 'not installed: baseline skipped',
  sets: {} as Record<string, unknown>,
};
const sets = report.sets as Record<string, unknown>;

async function listDir(dir: string): Promise<string[]> {
  return (await fs.readdir(dir)).sort();
}

// Hebrew: text layer of the born-digital PDFs, the 300-DPI scans and the phone photos.
if (wanted('hebrew')) {
  const dir = path.join(root, 'hebrew');
  const gts = (await listDir(path.join(dir, 'gt'))).slice(0, limit);
  const engineScores: Record<string, TextScore> = { pdf: emptyScore(), png: emptyScore(), jpg: emptyScore() };
  const nativeScores: Record<string, TextScore> = { pdf: emptyScore(), png: emptyScore(), jpg: emptyScore() };
  const fieldsEngine: Tallies = {};
  const fieldsNative: Tallies = {};
  const itemsEngine: Tallies = {};
  const itemsNative: Tallies = {};
  for (const name of gts) {
    const gt = JSON.parse(await fs.readFile(path.join(dir, 'gt', name), 'utf8'));
    for (const kind of hebrewKinds) {
      const file = path.join(dir, gt.files[kind]);
      const { result, ms } = await processFile(file, `hebrew-${kind}-${gt.id}`);
      score(engineScores[kind] as TextScore, result.text, gt.text, ms);
      if (gt.kind !== 'text') scoreKind(`hebrew-${kind}`, gt.id, result.pages, gt.kind);
      if (kind === 'pdf' && native) {
        const t = performance.now();
        score(nativeScores.pdf as TextScore, await pdftotext(file), gt.text, performance.now() - t);
      } else if (nativeHebrew) {
        const n = await nativeOcr(file, 'heb+eng');
        score(nativeScores[kind] as TextScore, n.text, gt.text, n.ms);
        if (gt.kind !== 'text') {
          const understood = nativeUnderstand(n.page);
          scoreHebrewFields(fieldsNative, understood, gt, kind);
          scoreHebrewItems(itemsNative, understood, gt, kind);
        }
      }
      if (gt.kind !== 'text') {
        scoreHebrewFields(fieldsEngine, result, gt, kind);
        scoreHebrewItems(itemsEngine, result, gt, kind);
      }
      log(`hebrew ${gt.id} ${kind}: ${result.documentType}`);
    }
  }
  sets.hebrew = {
    text: Object.fromEntries(
      Object.keys(engineScores).map((k) => [
        k,
        {
          engine: summary(engineScores[k] as TextScore),
          native: (k === 'pdf' ? native : nativeHebrew) ? summary(nativeScores[k] as TextScore) : null,
          nativeTool:
            k === 'pdf'
              ? 'pdftotext'
              : nativeHebrew
                ? 'tesseract -l heb+eng'
                : 'tesseract has no heb model here',
        },
      ]),
    ),
    fields: { engine: fieldSummary(fieldsEngine), native: nativeHebrew ? fieldSummary(fieldsNative) : null },
    lineItems: { engine: fieldSummary(itemsEngine), native: nativeHebrew ? fieldSummary(itemsNative) : null },
  };
}

/** The invoices' line items, tallied per rendering like the fields. */
function scoreHebrewItems(
  t: Tallies,
  result: { lists: Record<string, Array<Record<string, { value: unknown }>>> },
  gt: { kind: string; fields: Record<string, unknown> },
  kind: string,
): void {
  const truth = gt.kind === 'invoice' ? truthItems(gt.fields.lineItems) : null;
  if (!truth) return;
  const entry = t[kind] ?? { truePositive: 0, predicted: 0, expected: 0 };
  t[kind] = entry;
  scoreLineItems(entry, result.lists.lineItems ?? [], truth);
}

function scoreHebrewFields(
  t: Tallies,
  result: { fields: Record<string, { value: unknown }> },
  gt: { kind: string; fields: Record<string, unknown> },
  kind: string,
): void {
  const names =
    gt.kind === 'invoice'
      ? [
          'vendorName',
          'vendorTaxId',
          'invoiceId',
          'invoiceDate',
          'subtotal',
          'tax',
          'totalAmount',
          'allocationNumber',
          'customerName',
        ]
      : ['merchantName', 'date', 'time', 'total'];
  for (const field of names) {
    if (!(field in gt.fields)) continue;
    tally(t, `${gt.kind}.${field}.${kind}`, fieldValue(result, field), gt.fields[field], sameValue);
  }
}

// SROIE receipts (English scans): line text and the four key fields.
if (wanted('sroie-receipts')) {
  const dir = path.join(root, 'sroie-receipts');
  const images = (await listDir(path.join(dir, 'img'))).slice(0, limit);
  const engineScore = emptyScore();
  const nativeScore = emptyScore();
  const fieldsEngine: Tallies = {};
  const fieldsNative: Tallies = {};
  const judged: Judged[] = [];
  const straightThrough = { receipts: 0, fields: 0, right: 0 };
  for (const image of images) {
    const id = path.parse(image).name;
    const file = path.join(dir, 'img', image);
    const lines = (await fs.readFile(path.join(dir, 'box', `${id}.csv`), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(',').slice(8).join(','));
    const key = JSON.parse(await fs.readFile(path.join(dir, 'key', `${id}.json`), 'utf8'));
    const { result, ms } = await processFile(file, `sroie-${id}`, 'receipt');
    score(engineScore, result.text, lines.join('\n'), ms);
    scoreSroie(fieldsEngine, result, key);
    const verdicts = judgeSroie(result, key);
    judged.push(...verdicts);
    if (!result.needsReview) {
      straightThrough.receipts++;
      straightThrough.fields += verdicts.length;
      straightThrough.right += verdicts.filter((v) => v.right).length;
    }
    scoreKind('sroie-receipts', id, result.pages, 'receipt');
    if (native) {
      const n = await nativeOcr(file, 'eng');
      score(nativeScore, n.text, lines.join('\n'), n.ms);
      scoreSroie(fieldsNative, nativeUnderstand(n.page, 'receipt'), key);
    }
    log(`sroie ${id}`);
  }
  const ids = images.map((image) => path.parse(image).name);
  sets['sroie-receipts'] = {
    text: { engine: summary(engineScore), native: native ? summary(nativeScore) : null },
    fields: { engine: fieldSummary(fieldsEngine), native: native ? fieldSummary(fieldsNative) : null },
    lines: await scoreLineReaders(dir, ids, native),
    review: {
      ...reliability(judged),
      receipts: images.length,
      unflagged: straightThrough.receipts,
      unflaggedRight: round(straightThrough.right / Math.max(1, straightThrough.fields)),
    },
    crossValidated: JSON.parse(
      await fs.readFile(path.resolve(import.meta.dirname, '../models/receipt-fields/report.json'), 'utf8'),
    ),
  };
}

/** Each key field's confidence and whether it is right by the loose rule (case, space, punctuation folded). */
function judgeSroie(result: Processed, key: Record<string, string>): Judged[] {
  const judge = (name: string, right: boolean) => ({
    confidence: result.fields[name]?.confidence ?? 0,
    right,
  });
  return [
    judge('merchantName', sameText(fieldValue(result, 'merchantName'), key.company)),
    judge('merchantAddress', sameText(fieldValue(result, 'merchantAddress'), key.address)),
    judge('date', sameText(fieldValue(result, 'date'), key.date ? keyDate(key.date) : null)),
    judge('total', sameNumber(fieldValue(result, 'total'), key.total)),
  ];
}

function scoreSroie(
  t: Tallies,
  result: { fields: Record<string, { value: unknown }> },
  key: Record<string, string>,
): void {
  tally(t, 'company', fieldValue(result, 'merchantName'), key.company, exactText);
  tally(t, 'address', fieldValue(result, 'merchantAddress'), key.address, exactText);
  tally(t, 'date', fieldValue(result, 'date'), key.date ? keyDate(key.date) : null, sameText);
  tally(t, 'total', fieldValue(result, 'total'), key.total, sameNumber);
  // Punctuation forgiven too: how far OCR characters, not extraction, are from the key.
  tally(t, 'company.loose', fieldValue(result, 'merchantName'), key.company, sameText);
  tally(t, 'address.loose', fieldValue(result, 'merchantAddress'), key.address, sameText);
}

// UW3: single binarised English text lines.
if (wanted('uw3-english-lines')) {
  const dir = path.join(root, 'uw3-english-lines', 'train');
  const images = (await listDir(dir)).filter((f) => f.endsWith('.png')).slice(0, limit);
  const engineScore = emptyScore();
  const nativeScore = emptyScore();
  for (const image of images) {
    const gt = await fs.readFile(path.join(dir, image.replace('.bin.png', '.gt.txt')), 'utf8');
    const started = performance.now();
    const { pages } = await engine.readPages(path.join(dir, image), { languageHint: 'en' });
    score(engineScore, pages.map((p) => p.text).join('\n'), gt, performance.now() - started);
    if (native) {
      const n = await nativeOcr(path.join(dir, image), 'eng');
      score(nativeScore, n.text, gt, n.ms);
    }
  }
  log(`uw3: ${images.length} lines`);
  sets['uw3-english-lines'] = {
    text: { engine: summary(engineScore), native: native ? summary(nativeScore) : null },
  };
}

// invoice2data: born-digital PDFs (text layer) and PNG renders (OCR) of invoices.
if (wanted('invoice2data-invoices')) {
  const dir = path.join(root, 'invoice2data-invoices');
  const docs = (await listDir(path.join(dir, 'docs'))).filter((f) => /\.(pdf|png)$/.test(f)).slice(0, limit);
  const fields: Record<string, Tallies> = { pdf: {}, png: {} };
  const nativeFields: Tallies = {};
  const items: Tallies = {};
  const itemTruth: Record<string, string> = {};
  const pdfText: Record<string, string> = {};
  const renderScore = emptyScore();
  const nativeRenderScore = emptyScore();
  for (const doc of docs) {
    const { name, ext } = path.parse(doc);
    const expectedRaw = JSON.parse(await fs.readFile(path.join(dir, 'expected', `${name}.json`), 'utf8'));
    const expected = Array.isArray(expectedRaw) ? expectedRaw[0] : expectedRaw;
    const file = path.join(dir, 'docs', doc);
    const started = performance.now();
    const result = await engine.process(file, { documentType: 'invoice' });
    const kind = ext.slice(1);
    scoreKind(`invoice2data-${kind}`, name, result.pages, 'invoice');
    tallyInvoice(fields[kind] as Tallies, result, expected);
    const truth = truthItems(expected.lines ?? expected.line_items);
    itemTruth[doc] = truth
      ? `${truth.length} items`
      : expected.lines || expected.line_items
        ? 'items listed without amounts: not scored'
        : 'no line items in the truth: not scored';
    const scoreItems = (key: string, read: Processed['lists']) => {
      if (!truth) return;
      const entry = items[key] ?? { truePositive: 0, predicted: 0, expected: 0 };
      items[key] = entry;
      scoreLineItems(entry, read.lineItems ?? [], truth);
    };
    scoreItems(kind, result.lists);
    if (kind === 'pdf') pdfText[name] = result.text;
    else if (pdfText[name] !== undefined || docs.includes(`${name}.pdf`)) {
      // The PNG is a render of the PDF, whose text layer serves as ground truth.
      const reference = pdfText[name] ?? (await engine.process(path.join(dir, 'docs', `${name}.pdf`))).text;
      score(renderScore, result.text, reference, performance.now() - started);
      if (native) {
        const n = await nativeOcr(file, 'eng');
        score(nativeRenderScore, n.text, reference, n.ms);
        const nr = nativeUnderstand(n.page, 'invoice');
        tallyInvoice(nativeFields, nr, expected);
        scoreItems('pngNative', nr.lists);
      }
    }
    log(`invoice2data ${doc}`);
  }
  sets['invoice2data-invoices'] = {
    fields: {
      pdfTextLayer: fieldSummary(fields.pdf as Tallies),
      pngOcr: fieldSummary(fields.png as Tallies),
      pngNative: native ? fieldSummary(nativeFields) : null,
    },
    lineItems: { ...fieldSummary(items), truth: itemTruth },
    pngTextVsPdfTextLayer: {
      engine: summary(renderScore),
      native: native ? summary(nativeRenderScore) : null,
    },
  };
}

function tallyInvoice(
  t: Tallies,
  result: Pick<Processed, 'fields'>,
  expected: Record<string, unknown>,
): void {
  tally(t, 'totalAmount', fieldValue(result, 'totalAmount'), expected.amount, sameNumber);
  tally(t, 'invoiceDate', fieldValue(result, 'invoiceDate'), expected.date, sameText);
  tally(t, 'invoiceId', fieldValue(result, 'invoiceId'), expected.invoice_number, sameText);
  tally(t, 'currency', fieldValue(result, 'currency'), expected.currency, sameText);
  tally(t, 'vendorName', fieldValue(result, 'vendorName'), expected.issuer, sameName);
  tally(t, 'subtotal', fieldValue(result, 'subtotal'), expected.amount_untaxed, sameNumber);
  tally(t, 'tax', fieldValue(result, 'tax'), expected.amount_tax, sameNumber);
  tally(t, 'dueDate', fieldValue(result, 'dueDate'), expected.date_due, sameText);
  // The issuer's VAT number; `static_vat` where the template names it so.
  tally(t, 'vendorTaxId', fieldValue(result, 'vendorTaxId'), expected.vat ?? expected.static_vat, sameCode);
}

// PassportEye: is the machine-readable zone found and does every check digit pass?
if (wanted('passporteye-mrz')) {
  const dir = path.join(root, 'passporteye-mrz', 'testdata');
  const images = (await listDir(dir)).slice(0, limit);
  let found = 0;
  let valid = 0;
  let nativeFound = 0;
  let nativeValid = 0;
  const perFile: Record<string, unknown> = {};
  const ms: number[] = [];
  const labels = await fs
    .readFile(path.join(root, 'passporteye-mrz', 'testdata_filename_labels.csv'), 'utf8')
    .catch(() => '');
  const kindOf = new Map(
    labels
      .split('\n')
      .slice(1)
      .map((l) => l.split(','))
      .map(([file, , kind]) => [file, kind === 'pass' ? 'passport' : 'id'] as const),
  );
  for (const image of images) {
    const file = path.join(dir, image);
    let mrzValid = false;
    let mrzFound = false;
    try {
      const { result, ms: took } = await processFile(file, `passporteye-${path.parse(image).name}`);
      ms.push(took);
      mrzFound = Boolean(result.fields.mrz);
      mrzValid = result.fields.mrzValid?.value === true;
      const kind = kindOf.get(image);
      if (kind) scoreKind('passporteye-mrz', image, result.pages, kind);
    } catch (error) {
      log(`passporteye ${image}: ${String(error)}`);
    }
    found += mrzFound ? 1 : 0;
    valid += mrzValid ? 1 : 0;
    let n: { found: boolean; valid: boolean } | null = null;
    if (native) {
      const out = await nativeOcr(file, 'eng');
      const mrz = findMrz(out.text.split('\n'));
      n = { found: mrz !== null, valid: mrz?.valid ?? false };
      nativeFound += n.found ? 1 : 0;
      nativeValid += n.valid ? 1 : 0;
    }
    perFile[image] = { found: mrzFound, valid: mrzValid, native: n };
    log(`passporteye ${image}: found=${mrzFound} valid=${mrzValid} native=${JSON.stringify(n)}`);
  }
  sets['passporteye-mrz'] = {
    documents: images.length,
    engine: {
      foundRate: round(found / images.length),
      validRate: round(valid / images.length),
      meanMs: Math.round(ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length)),
    },
    native: native
      ? { foundRate: round(nativeFound / images.length), validRate: round(nativeValid / images.length) }
      : null,
    perFile,
  };
}

// ICDAR 2013: table structure of born-digital PDFs (text layer), cell adjacency relations.
if (wanted('icdar2013-tables')) {
  sets['icdar2013-tables'] = await scoreTables(path.join(root, 'icdar2013-tables'), engine, limit, log);
}

if (named('learning'))
  sets.learning = await scoreLearning({
    sroieData: values['sroie-data'] ?? path.resolve(import.meta.dirname, '../../../../sroie/data'),
    excludedList: path.join(root, 'sroie-receipts', 'not-for-training.txt'),
    vendors: values.limit ? limit : 20,
    perVendor: Number(values['per-vendor']),
    read: async (file, cacheName) => (await processFile(file, cacheName, 'receipt')).result,
    same: exactText,
    loose: sameText,
    log,
  });

await engine.close();

sets.documentKind = kinds;
sets.skipped = { 'mrz-text-cheminfo': 'parser fixtures, used by the extraction unit tests' };
await fs.mkdir(values.out as string, { recursive: true });
const target = path.join(values.out as string, `eval-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await fs.writeFile(target, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(sets, (k, v) => (k === 'perFile' ? undefined : v), 2)}\n`);
process.stdout.write(`\n${printSummary(sets, Boolean(cacheDir))}\n`);
log(`report: ${target}`);
