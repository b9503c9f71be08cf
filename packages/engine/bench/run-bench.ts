/**
 * `npm run bench [-- --limit N]`: latency per page kind (born-digital PDF, clean scan, phone photo)
 * on one OCR worker, pool throughput, and peak memory, beside the native `tesseract` CLI
 * (OMP_THREAD_LIMIT=1) and `pdftotext` on the same pages. Writes reports/bench-<timestamp>.json.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { percentile, round } from '../eval/metrics.ts';
import { createEngine } from '../src/engine.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: path.resolve(import.meta.dirname, '../../../../shared/datasets') },
    limit: { type: 'string', default: '6' },
    out: { type: 'string', default: path.resolve(import.meta.dirname, '../../../reports') },
  },
});
const limit = Number(values.limit);
const hebrew = path.join(values.datasets as string, 'hebrew');
const log = (m: string) => process.stderr.write(`${m}\n`);

type Kind = 'born-digital PDF' | 'clean scan' | 'phone photo';
const kinds: Record<Kind, string[]> = {
  'born-digital PDF': [],
  'clean scan': [],
  'phone photo': [],
};
for (const [kind, dir, ext] of [
  ['born-digital PDF', 'pdf', '.pdf'],
  ['clean scan', 'png', '.png'],
  ['phone photo', 'jpg', '.jpg'],
] as const) {
  kinds[kind] = (await fs.readdir(path.join(hebrew, dir)))
    .filter((f) => f.endsWith(ext))
    .sort()
    .slice(0, limit)
    .map((f) => path.join(hebrew, dir, f));
}
const invoicePdfs = path.join(values.datasets as string, 'invoice2data-invoices', 'docs');
kinds['born-digital PDF'].push(
  ...(await fs.readdir(invoicePdfs))
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .slice(0, limit)
    .map((f) => path.join(invoicePdfs, f)),
);

/** Wall time and peak RSS (KB) of one native run, measured by /usr/bin/time. */
async function native(file: string): Promise<{ ms: number; peakKb: number }> {
  const started = performance.now();
  const args = file.endsWith('.pdf')
    ? ['-f', '%M', 'pdftotext', '-enc', 'UTF-8', file, '-']
    : ['-f', '%M', 'tesseract', file, 'stdout', '-l', 'heb+eng'];
  const { stderr } = await run('/usr/bin/time', args, {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    maxBuffer: 64 << 20,
  });
  const ms = performance.now() - started;
  const peakKb = Number(stderr.trim().split('\n').at(-1));
  return { ms, peakKb: Number.isFinite(peakKb) ? peakKb : 0 };
}

// Latency: one worker, pages one after another, interleaved with the native run on the same page.
const single = createEngine({ workers: 1 });
// Warm-up: worker start, model load, pdf.js import; steady-state latency is what is measured.
await single.process(kinds['clean scan'][0] as string);
await single.process(kinds['born-digital PDF'][0] as string);
const rows: Record<string, unknown>[] = [];
for (const [kind, files] of Object.entries(kinds) as [Kind, string[]][]) {
  const ours: number[] = [];
  const theirs: number[] = [];
  const ratios: number[] = [];
  let nativePeakKb = 0;
  for (const file of files) {
    const started = performance.now();
    const result = await single.process(file);
    const ms = (performance.now() - started) / result.pages.length;
    const n = await native(file);
    ours.push(ms);
    theirs.push(n.ms);
    ratios.push(ms / n.ms);
    nativePeakKb = Math.max(nativePeakKb, n.peakKb);
    log(`${kind} ${path.basename(file)}: ${Math.round(ms)} ms/page, native ${Math.round(n.ms)} ms`);
  }
  rows.push({
    kind,
    pages: files.length,
    engine: {
      p50Ms: Math.round(percentile(ours, 50)),
      p95Ms: Math.round(percentile(ours, 95)),
      pagesPerSecond: round(1000 / (ours.reduce((a, b) => a + b, 0) / ours.length), 3),
    },
    native: {
      tool: kind === 'born-digital PDF' ? 'pdftotext' : 'tesseract -l heb+eng (OMP_THREAD_LIMIT=1)',
      p50Ms: Math.round(percentile(theirs, 50)),
      p95Ms: Math.round(percentile(theirs, 95)),
      peakRssMb: Math.round(nativePeakKb / 1024),
    },
    /** Median over pages of engine time ÷ native time on the same page (above 1: the engine is slower). */
    medianTimeRatio: round(percentile(ratios, 50), 2),
  });
}
await single.close();

// Throughput: a pool sized to the cores, all clean scans at once.
const pool = createEngine();
await Promise.all(kinds['clean scan'].slice(0, 2).map((f) => pool.process(f)));
const started = performance.now();
await Promise.all(kinds['clean scan'].map((f) => pool.process(f)));
const poolSeconds = (performance.now() - started) / 1000;
await pool.close();
const nativeStarted = performance.now();
const queue = [...kinds['clean scan']];
await Promise.all(
  Array.from({ length: os.availableParallelism() }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await native(file);
  }),
);
const nativeSeconds = (performance.now() - nativeStarted) / 1000;

const report = {
  createdAt: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), model: os.cpus()[0]?.model, node: process.version },
  latencyOneWorker: rows,
  throughputCleanScans: {
    pages: kinds['clean scan'].length,
    engine: {
      workers: os.availableParallelism(),
      pagesPerSecond: round(kinds['clean scan'].length / poolSeconds, 3),
    },
    native: {
      processes: os.availableParallelism(),
      pagesPerSecond: round(kinds['clean scan'].length / nativeSeconds, 3),
    },
    ratio: round(nativeSeconds / poolSeconds, 2),
  },
  peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
};
await fs.mkdir(values.out as string, { recursive: true });
const target = path.join(
  values.out as string,
  `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
await fs.writeFile(target, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
log(`report: ${target}`);
