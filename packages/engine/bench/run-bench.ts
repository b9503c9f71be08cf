/**
 * `npm run bench [-- --limit N] [--soak N] [--documents-per-child N]`: everything goes through the
 * engine pool the CLI uses (its default layout, or N documents to a child). Latency per page kind
 * (born-digital PDF, Hebrew clean scan, Hebrew phone photo, English receipt scan) with one document at
 * a time (the pool spreads it over every core), throughput on mixed pages with one per core (and the CPU
 * time the engine and the native runs spent on them), and peak memory (RSS of the
 * process tree: this process and the pool's children), each beside native `tesseract`
 * (OMP_THREAD_LIMIT=1) or `pdftotext` run on the same pages in the same run, with ratios. `--soak N`
 * reads N more mixed pages through the same pool and reports memory at the start and end and its
 * peak over each tenth of them. Writes reports/bench-<timestamp>.json.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { percentile, round } from '../eval/metrics.ts';
import { nativeTesseractAvailable } from '../eval/tesseract-installed.ts';
import { createEnginePool, DEFAULT_POOL_LIMITS } from '../src/pool/pool.ts';
import { cpuSeconds, treeRssMb, watchPeakRss } from './process-tree.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: path.resolve(import.meta.dirname, '../../../../shared/datasets') },
    limit: { type: 'string', default: '6' },
    soak: { type: 'string', default: '0' },
    'documents-per-child': { type: 'string' },
    out: { type: 'string', default: path.resolve(import.meta.dirname, '../../../reports') },
  },
});
const limit = Number(values.limit);
const root = values.datasets as string;
const cores = os.availableParallelism();
const log = (m: string) => process.stderr.write(`${m}\n`);

type Kind = 'born-digital PDF' | 'clean scan (Hebrew A4)' | 'phone photo (Hebrew)' | 'receipt scan (English)';
type Sample = { file: string; nativeLangs: string };

async function pick(dir: string, ext: string, nativeLangs: string): Promise<Sample[]> {
  return (await fs.readdir(dir))
    .filter((f) => f.endsWith(ext))
    .sort()
    .slice(0, limit)
    .map((f) => ({ file: path.join(dir, f), nativeLangs }));
}
const kinds: Record<Kind, Sample[]> = {
  'born-digital PDF': [
    ...(await pick(path.join(root, 'hebrew', 'pdf'), '.pdf', '')),
    ...(await pick(path.join(root, 'invoice2data-invoices', 'docs'), '.pdf', '')),
  ],
  'clean scan (Hebrew A4)': await pick(path.join(root, 'hebrew', 'png'), '.png', 'heb+eng'),
  'phone photo (Hebrew)': await pick(path.join(root, 'hebrew', 'jpg'), '.jpg', 'heb+eng'),
  'receipt scan (English)': await pick(path.join(root, 'sroie-receipts', 'img'), '.jpg', 'eng'),
};
const hasTesseract = await nativeTesseractAvailable();

/** Wall time, CPU time and peak RSS of one native run (`/usr/bin/time`), or undefined when not installed. */
async function native(
  sample: Sample,
): Promise<{ ms: number; cpuSeconds: number; peakMb: number } | undefined> {
  const pdf = sample.file.endsWith('.pdf');
  if (!pdf && !hasTesseract) return undefined;
  const started = performance.now();
  const args = pdf
    ? ['-f', '%M %U %S', 'pdftotext', '-enc', 'UTF-8', sample.file, '-']
    : ['-f', '%M %U %S', 'tesseract', sample.file, 'stdout', '-l', sample.nativeLangs];
  try {
    const { stderr } = await run('/usr/bin/time', args, {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      maxBuffer: 64 << 20,
    });
    const [kb = Number.NaN, user = 0, system = 0] = (stderr.trim().split('\n').at(-1) ?? '')
      .split(' ')
      .map(Number);
    return {
      ms: performance.now() - started,
      cpuSeconds: user + system,
      peakMb: Number.isFinite(kb) ? kb / 1024 : 0,
    };
  } catch {
    return undefined;
  }
}

const documentsPerChild =
  values['documents-per-child'] === undefined ? undefined : Number(values['documents-per-child']);
const pool = createEnginePool(documentsPerChild === undefined ? {} : { documentsPerChild });
const read = async (file: string) => pool.process(await fs.readFile(file));

// Latency: one page at a time (the pool spreads it over every core), each page interleaved with the
// native run on the same page. Each child is warmed up on every kind first.
for (const kind of Object.values(kinds))
  if (kind[0]) await Promise.all(Array.from({ length: cores }, () => read((kind[0] as Sample).file)));
const rows: Record<string, unknown>[] = [];
for (const [kind, samples] of Object.entries(kinds) as [Kind, Sample[]][]) {
  const ours: number[] = [];
  const theirs: number[] = [];
  const ratios: number[] = [];
  let nativePeak = 0;
  for (const sample of samples) {
    const started = performance.now();
    const result = await read(sample.file);
    const ms = (performance.now() - started) / result.pages.length;
    ours.push(ms);
    const n = await native(sample);
    if (n) {
      theirs.push(n.ms);
      ratios.push(ms / n.ms);
      nativePeak = Math.max(nativePeak, n.peakMb);
    }
    log(
      `${kind} ${path.basename(sample.file)}: ${Math.round(ms)} ms/page${n ? `, native ${Math.round(n.ms)} ms` : ''}`,
    );
  }
  rows.push({
    kind,
    pages: samples.length,
    engine: { p50Ms: Math.round(percentile(ours, 50)), p95Ms: Math.round(percentile(ours, 95)) },
    native:
      theirs.length > 0
        ? {
            tool: kind === 'born-digital PDF' ? 'pdftotext' : `tesseract -l ${samples[0]?.nativeLangs}`,
            p50Ms: Math.round(percentile(theirs, 50)),
            p95Ms: Math.round(percentile(theirs, 95)),
            peakRssMb: Math.round(nativePeak),
          }
        : null,
    /** Median over pages of engine time ÷ native time on the same page (above 1: the engine is slower). */
    medianTimeRatio: ratios.length > 0 ? round(percentile(ratios, 50), 2) : null,
  });
}

// Throughput: mixed pages, one per child, against one native process per core. Every page is queued
// at once, as the CLI does with a folder.
const mixed = [
  ...kinds['clean scan (Hebrew A4)'],
  ...kinds['phone photo (Hebrew)'],
  ...kinds['receipt scan (English)'],
];
const watch = watchPeakRss();
const cpuBefore = await cpuSeconds(pool.stats().pids);
const ownCpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(mixed.map((s) => read(s.file)));
const poolSeconds = (performance.now() - started) / 1000;
// The children that ran the whole phase (a child recycled in it takes its CPU time with it), and this
// process, which reads the files and hands them over as the CLI or the server would.
const poolCpuSeconds = (await cpuSeconds(pool.stats().pids)) - cpuBefore;
const ownCpu = process.cpuUsage(ownCpuBefore);
const engineCpuSeconds = poolCpuSeconds + (ownCpu.user + ownCpu.system) / 1e6;
const peakRssMb = await watch.stop();

let soak: Record<string, unknown> | null = null;
const soakPages = Number(values.soak);
if (soakPages > 0) {
  const before = treeRssMb();
  const soakWatch = watchPeakRss();
  const pages = Array.from({ length: soakPages }, (_, i) => mixed[i % mixed.length] as Sample);
  // Peak RSS over each tenth of the pages: a leak shows as a rising series.
  const tenths: number[] = [];
  const step = Math.max(1, Math.ceil(soakPages / 10));
  for (let from = 0; from < pages.length; from += step) {
    const tenth = watchPeakRss();
    await Promise.all(pages.slice(from, from + step).map((s) => read(s.file)));
    tenths.push(await tenth.stop());
  }
  soak = {
    pages: soakPages,
    rssBeforeMb: Math.round(before),
    rssAfterMb: Math.round(treeRssMb()),
    peakRssMb: await soakWatch.stop(),
    peakRssMbPerTenth: tenths,
    childrenRecycled: pool.stats().recycled,
  };
}
await pool.close();

let nativeSeconds: number | null = null;
let nativeCpuSeconds = 0;
if (hasTesseract) {
  const nativeStarted = performance.now();
  await runQueue(mixed, cores, async (s) => {
    // Read after the await: `total += await …` would add to the total as it was before the wait.
    const run = await native(s);
    nativeCpuSeconds += run?.cpuSeconds ?? 0;
  });
  nativeSeconds = (performance.now() - nativeStarted) / 1000;
}

async function runQueue<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const report = {
  createdAt: new Date().toISOString(),
  machine: { cpus: cores, model: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg() },
  latencyAllCoresOnOnePage: rows,
  throughputMixedPages: {
    pages: mixed.length,
    engine: {
      children: pool.stats().size,
      documentsPerChild: documentsPerChild ?? DEFAULT_POOL_LIMITS.documentsPerChild,
      pagesPerSecond: round(mixed.length / poolSeconds, 3),
      childrenCpuSeconds: round(poolCpuSeconds, 1),
      /** The children's CPU and this process's (the pool's parent). */
      cpuSeconds: round(engineCpuSeconds, 2),
    },
    native: nativeSeconds
      ? {
          processes: cores,
          pagesPerSecond: round(mixed.length / nativeSeconds, 3),
          cpuSeconds: round(nativeCpuSeconds, 2),
        }
      : 'tesseract not installed',
    /** Engine pages per second ÷ native pages per second (1.0: as fast as native). */
    ratio: nativeSeconds ? round(nativeSeconds / poolSeconds, 2) : null,
    /**
     * Native CPU seconds ÷ the engine's over the same pages (1.0: as cheap as native). Wall-clock ratios
     * follow whatever else the machine runs; CPU time over a whole phase moves far less.
     */
    cpuRatio: nativeSeconds ? round(nativeCpuSeconds / engineCpuSeconds, 2) : null,
  },
  peakRssMbDuringThroughput: peakRssMb,
  /** What each process of the tree held at that peak: this one (the pool's parent) first. */
  peakRssMbPerProcess: watch.atPeakMb(),
  soak,
};
await fs.mkdir(values.out as string, { recursive: true });
const target = path.join(
  values.out as string,
  `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
await fs.writeFile(target, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
log(`report: ${target}`);
