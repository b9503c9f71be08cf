/**
 * Training data for the receipt field model: every candidate of every key field of the trainable SROIE
 * receipts, with its features (the engine's own code: src/extract/receipts/field-model/features.ts) and
 * whether its value is the labelled one.
 *
 *   node packages/engine/models/receipt-fields/dump.ts SROIE_DATA_DIR --ocr OCR_CACHE_DIR [--latin-lm-dir DIR] > ocr.jsonl
 *   node packages/engine/models/receipt-fields/dump.ts SROIE_DATA_DIR --gt > gt.jsonl
 *
 * With --ocr, the rows are the engine's reading of each receipt (`eval/cache-ocr.ts --sroie-train`),
 * misreadings included; only `sroie-train-*` files are read, and that cache never holds a receipt of the
 * dataset's not-for-training.txt. With --gt, the rows are the repository's own transcribed lines
 * (box/*.csv) of every receipt not in not-for-training.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@docread/contracts';
import { keyAmount, keyDate } from '../../eval/metrics.ts';
import { sroiePage } from '../../eval/sroie-page.ts';
import { extractByRules } from '../../src/extract/doc/receipt.ts';
import { buildRows } from '../../src/extract/lines.ts';
import { looksAmerican } from '../../src/extract/parse/dates.ts';
import { distance } from '../../src/extract/parse/ocr-text.ts';
import {
  agreesWithRules,
  KEY_FIELDS,
  keyFieldCandidates,
} from '../../src/extract/receipts/field-model/features.ts';
import {
  ocrConfidence,
  textLikelihood,
  wordConfidence,
} from '../../src/extract/receipts/field-model/index.ts';
import { type CharLm, loadCharLm } from '../../src/recognise/char-lm.ts';

const [dataDir, mode, cacheDir, lmFlag, lmDir] = process.argv.slice(2);
if (!dataDir || (mode !== '--gt' && !(mode === '--ocr' && cacheDir)))
  throw new Error('usage: dump.ts SROIE_DATA_DIR --gt | --ocr OCR_CACHE_DIR [--latin-lm-dir DIR]');
const excluded = new Set(
  fs
    .readFileSync(
      path.resolve(import.meta.dirname, '../../../../../shared/datasets/sroie-receipts/not-for-training.txt'),
      'utf8',
    )
    .split(/\s+/)
    .filter(Boolean),
);

/** The receipts to dump, each with its pages. */
function* receipts(): Generator<{ id: string; pages: Page[] }> {
  if (mode === '--ocr' && cacheDir) {
    for (const file of fs.readdirSync(cacheDir).sort()) {
      const id = /^sroie-train-(\d+)\.json$/.exec(file)?.[1];
      if (id && !excluded.has(id))
        yield { id, pages: JSON.parse(fs.readFileSync(path.join(cacheDir, file), 'utf8')).pages as Page[] };
    }
    return;
  }
  for (const file of fs.readdirSync(path.join(dataDir as string, 'box')).sort()) {
    const id = path.parse(file).name;
    if (!excluded.has(id))
      yield { id, pages: [sroiePage(fs.readFileSync(path.join(dataDir as string, 'box', file), 'latin1'))] };
  }
}

/** The evaluation's rule for text fields: case, spacing and punctuation folded. */
const loose = (s: unknown) =>
  String(s ?? '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** The issue's scorer folds spacing away altogether ("7/4" and "74" are one address). */
const compact = (s: unknown) => loose(s).replace(/ /g, '');
const similarity = (a: string, b: string) => 1 - distance(a, b) / Math.max(1, a.length, b.length);
const today = new Date();
// `--latin-lm-dir DIR`: each receipt's text judged by the language model its fold was read with
// (DIR/fold-K.tsv.gz, K its number modulo 5), as eval/cache-ocr.ts --fold read it.
const foldModels = new Map<number, CharLm>();
const languageModel = (id: string): CharLm | undefined => {
  if (lmFlag !== '--latin-lm-dir' || !lmDir) return undefined;
  const fold = Number(id) % 5;
  if (!foldModels.has(fold)) foldModels.set(fold, loadCharLm(path.join(lmDir, `fold-${fold}.tsv.gz`)));
  return foldModels.get(fold);
};

for (const { id, pages } of receipts()) {
  const key = JSON.parse(fs.readFileSync(path.join(dataDir, 'key', `${id}.json`), 'utf8')) as Record<
    string,
    string
  >;
  const rows = buildRows(pages);
  const text = rows.map((r) => r.text).join('\n');
  const ctx = { mrz: null, today, monthFirst: looksAmerican(text) };
  const { picks } = extractByRules(rows, ctx);
  const all = keyFieldCandidates(rows, picks, today);
  const truth = {
    company: loose(key.company),
    address: loose(key.address),
    date: key.date ? keyDate(key.date) : '',
    total: key.total ? keyAmount(key.total) : Number.NaN,
  };
  for (const field of KEY_FIELDS) {
    const candidates = all[field].map((c) => {
      const right =
        field === 'total'
          ? Math.abs(Number(c.value) - truth.total) < 0.005
          : field === 'date'
            ? c.value === truth.date
            : loose(c.value) === truth[field];
      const sim =
        field === 'company' || field === 'address' ? similarity(loose(c.value), truth[field]) : right ? 1 : 0;
      const spaceless =
        field === 'company' || field === 'address' ? compact(c.value) === compact(key[field]) : right;
      return {
        right,
        spaceless,
        sim: Math.round(sim * 1000) / 1000,
        conf: ocrConfidence(c),
        words: wordConfidence(c),
        agree: agreesWithRules(field, c),
        lm: Math.round(textLikelihood(c, languageModel(id)) * 1000) / 1000,
        value: c.value,
        x: c.features,
      };
    });
    process.stdout.write(
      `${JSON.stringify({ id, source: mode === '--gt' ? 'gt' : 'ocr', field, candidates })}\n`,
    );
  }
}
