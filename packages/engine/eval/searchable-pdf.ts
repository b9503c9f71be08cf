/**
 * `node packages/engine/eval/searchable-pdf.ts [--limit N] [--ocr-cache DIR] [--keep DIR]`: how well the
 * searchable PDF's text layer reads back. Every 300-DPI Hebrew scan of ../shared/datasets/hebrew is read
 * by the engine, written as a searchable PDF by `toSearchablePdf`, and the PDF is read back by
 * `pdftotext` (what search tools and most converters use) and by pdf.js's `getTextContent` (what
 * browser viewers copy). Each reading is scored against the ground truth as `npm run eval` scores
 * text (CER after `normaliseText`, and with typography folded), beside the same two readers on the
 * dataset's born-digital PDFs (Chromium's own text layer) as the peer, and beside the engine's own
 * text (what the text layer was written from: the best the layer can give back).
 *
 * `--ocr-cache DIR` keeps each scan's result as JSON (`searchable-<id>.json`), so the text layer can be
 * rewritten and measured again without reading the scans again. `--keep DIR` keeps the PDFs written.
 * Writes reports/searchable-pdf-<timestamp>.json and prints a table.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DocumentResult } from '@docread/contracts';
import { createEngine } from '../src/engine.ts';
import { toSearchablePdf } from '../src/export/pdf.ts';
import {
  add,
  charErrors,
  type ErrorCount,
  foldTypography,
  normaliseText,
  rate,
  round,
  ZERO,
} from './metrics.ts';
import { pdftotext } from './native.ts';
import { pdfjsText } from './pdfjs-text.ts';

const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: path.resolve(import.meta.dirname, '../../../../shared/datasets') },
    limit: { type: 'string' },
    out: { type: 'string', default: path.resolve(import.meta.dirname, '../../../reports') },
    'ocr-cache': { type: 'string' },
    keep: { type: 'string' },
  },
});
const dir = path.join(values.datasets as string, 'hebrew');
const limit = values.limit ? Number(values.limit) : Number.POSITIVE_INFINITY;
const cacheDir = values['ocr-cache'];
const log = (message: string) => process.stderr.write(`${message}\n`);

const available = await new Promise<boolean>((resolve) =>
  execFile('pdftotext', ['-v'], (error) => resolve(!error)),
);
if (!available) throw new Error('pdftotext (poppler-utils) is not installed');

type Score = { cer: ErrorCount; cerFolded: ErrorCount };
const empty = (): Score => ({ cer: ZERO, cerFolded: ZERO });
function score(s: Score, hypothesis: string, reference: string): ErrorCount {
  const h = normaliseText(hypothesis);
  const r = normaliseText(reference);
  const errors = charErrors(h, r);
  s.cer = add(s.cer, errors);
  s.cerFolded = add(s.cerFolded, charErrors(foldTypography(h), foldTypography(r)));
  return errors;
}
const summary = (s: Score) => ({ cer: round(rate(s.cer)), cerFolded: round(rate(s.cerFolded)) });

const READINGS = [
  'engineText',
  'ocrPdftotext',
  'ocrPdfjs',
  'bornDigitalPdftotext',
  'bornDigitalPdfjs',
] as const;
type Reading = (typeof READINGS)[number];
const GROUPS = ['all', 'text', 'forms'] as const;
type Group = (typeof GROUPS)[number];
const scoreSet = () => Object.fromEntries(READINGS.map((r) => [r, empty()])) as Record<Reading, Score>;
// `text`: prose pages; `forms`: invoices and receipts, whose cell order is also a layout choice.
const scores = Object.fromEntries(GROUPS.map((g) => [g, scoreSet()])) as Record<
  Group,
  Record<Reading, Score>
>;
const perDocument: Record<string, Record<Reading, number>> = {};

const engine = createEngine();
const work = values.keep ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'docread-searchable-')));
await fs.mkdir(work, { recursive: true });
if (cacheDir) await fs.mkdir(cacheDir, { recursive: true });

async function ocr(file: string, id: string): Promise<DocumentResult> {
  const cached = cacheDir ? path.join(cacheDir, `searchable-${id}.json`) : null;
  if (cached && (await fs.stat(cached).catch(() => null)))
    return JSON.parse(await fs.readFile(cached, 'utf8')) as DocumentResult;
  const result = await engine.process(file);
  if (cached) await fs.writeFile(cached, JSON.stringify(result));
  return result;
}

try {
  const names = (await fs.readdir(path.join(dir, 'gt'))).sort().slice(0, limit);
  for (const name of names) {
    const gt = JSON.parse(await fs.readFile(path.join(dir, 'gt', name), 'utf8'));
    const scan = path.join(dir, gt.files.png);
    const bornDigital = path.join(dir, gt.files.pdf);
    const result = await ocr(scan, gt.id);
    const pdf = path.join(work, `${gt.id}.pdf`);
    await fs.writeFile(pdf, await toSearchablePdf(await fs.readFile(scan), result));
    const texts: Record<Reading, string> = {
      engineText: result.text,
      ocrPdftotext: await pdftotext(pdf),
      ocrPdfjs: await pdfjsText(pdf),
      bornDigitalPdftotext: await pdftotext(bornDigital),
      bornDigitalPdfjs: await pdfjsText(bornDigital),
    };
    const group: Group = gt.kind === 'text' ? 'text' : 'forms';
    perDocument[gt.id] = Object.fromEntries(
      READINGS.map((r) => {
        score(scores[group][r], texts[r], gt.text);
        return [r, round(rate(score(scores.all[r], texts[r], gt.text)))];
      }),
    ) as Record<Reading, number>;
    log(
      `${gt.id}: ${READINGS.map((r) => `${r} ${(100 * (perDocument[gt.id]?.[r] ?? 0)).toFixed(1)}%`).join(', ')}`,
    );
  }
} finally {
  await engine.close();
  if (!values.keep) await fs.rm(work, { recursive: true, force: true });
}

const report = {
  createdAt: new Date().toISOString(),
  dataset: 'hebrew (png scans; born-digital pdf as the peer)',
  readers: {
    pdftotext: 'pdftotext -enc UTF-8 FILE -',
    pdfjs: 'pdf.js getTextContent, str + newline at hasEOL',
  },
  totals: Object.fromEntries(
    GROUPS.map((g) => [g, Object.fromEntries(READINGS.map((r) => [r, summary(scores[g][r])]))]),
  ),
  perDocument,
};
await fs.mkdir(values.out as string, { recursive: true });
const reportFile = path.join(
  values.out as string,
  `searchable-pdf-${report.createdAt.replace(/[:.]/g, '-')}.json`,
);
await fs.writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);

const pct = (v: number) => `${(100 * v).toFixed(2)}%`;
const row = (label: string, reading: Reading) =>
  `| ${label} | ${GROUPS.map((g) => `${pct(rate(scores[g][reading].cer))} / ${pct(rate(scores[g][reading].cerFolded))}`).join(' | ')} |`;
process.stdout.write(
  [
    `Hebrew scans, ${Object.keys(perDocument).length} documents: searchable PDF text layer read back`,
    '',
    'CER / CER with typography folded',
    '',
    '| reading | all | text pages | invoices and receipts |',
    '| --- | --- | --- | --- |',
    row('engine text (what the layer is written from)', 'engineText'),
    row('searchable PDF, pdftotext', 'ocrPdftotext'),
    row('searchable PDF, pdf.js getTextContent', 'ocrPdfjs'),
    row('born-digital PDF, pdftotext (peer)', 'bornDigitalPdftotext'),
    row('born-digital PDF, pdf.js getTextContent (peer)', 'bornDigitalPdfjs'),
    '',
    `report: ${reportFile}`,
    '',
  ].join('\n'),
);
