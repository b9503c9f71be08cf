/**
 * `npm run bench:load [-- --pages N --seconds S --rates 25,100]`: what one machine sustains.
 *
 * 1. Pipeline throughput: the mixed page set (born-digital PDFs, clean scans, phone photos from
 *    shared/datasets/hebrew) through `/v3/process/async` with one, then two `npm run worker` processes,
 *    beside the plain CLIs on the same pages in the same run (tesseract for images, pdftotext for PDFs;
 *    one at a time, then two at once), printed as ratios.
 * 2. Read paths under load (autocannon at fixed rates): the portal's document list and one document,
 *    and `/v3/results/{jobId}`: p50, p99, errors.
 * Every process is real and on loopback (SQLite, local files); a report lands in reports/.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');
const { values } = parseArgs({
  options: {
    datasets: { type: 'string', default: path.resolve(repoRoot, '../shared/datasets') },
    pages: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '10' },
    rates: { type: 'string', default: '25,100' },
    out: { type: 'string', default: path.join(repoRoot, 'reports') },
  },
});
const perKind = Number(values.pages);
const seconds = Number(values.seconds);
const rates = (values.rates as string).split(',').map(Number);
const log = (m: string) => process.stderr.write(`${m}\n`);
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

// ---- the page set -------------------------------------------------------------------------------
interface Page {
  file: string;
  kind: 'born-digital PDF' | 'clean scan' | 'phone photo';
  type: string;
}
const hebrew = path.join(values.datasets as string, 'hebrew');
const pages: Page[] = [];
for (const [kind, dir, type] of [
  ['born-digital PDF', 'pdf', 'application/pdf'],
  ['clean scan', 'png', 'image/png'],
  ['phone photo', 'jpg', 'image/jpeg'],
] as const) {
  const files = (await readdir(path.join(hebrew, dir))).filter((f) => f.endsWith(`.${dir}`)).sort();
  for (const f of files.slice(0, perKind)) pages.push({ file: path.join(hebrew, dir, f), kind, type });
}
log(`page set: ${pages.length} pages (${perKind} of each kind) from ${hebrew}`);

// ---- processes ----------------------------------------------------------------------------------
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const children: ChildProcess[] = [];
function start(entry: 'main.ts' | 'worker.ts', env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(serverDir, 'src', entry)], {
    env,
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
/** CPU seconds (user + system) a process has used so far: robust on a machine shared with other work. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
async function peakRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return round(kb / 1024, 0);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'docread-bench-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const adminPassword = randomBytes(9).toString('base64url');
const env: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: url,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: adminPassword,
  LOG_LEVEL: 'warn',
  JOB_POLL_MS: '200',
  // The read benchmark drives one key far past the default per-key limit on purpose.
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  WORKER_CONCURRENCY: '1',
};
process.once('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

try {
  const web = start('main.ts', { ...env, ROLE: 'web' });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error('the web process did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const signInRes = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: adminPassword }),
  });
  const cookie = signInRes.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.includes('session_token='))!;
  const keyRes = await fetch(`${url}/api/api-keys`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name: 'bench' }),
  });
  if (keyRes.status !== 201)
    throw new Error(`creating the API key answered ${keyRes.status}: ${await keyRes.text()}`);
  const apiKey = ((await keyRes.json()) as { key: string }).key;
  const bearer = { authorization: `Bearer ${apiKey}` };
  const warmUpPage = await sharp({
    text: { text: 'Warm up 123', font: 'DejaVu Sans', dpi: 150 },
  })
    .flatten({ background: '#ffffff' })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png()
    .toBuffer();

  // ---- pipeline throughput ------------------------------------------------------------------------
  async function pipelineRun(workerCount: number) {
    const workers = Array.from({ length: workerCount }, () => start('worker.ts', env));
    // One small page per worker first, so model loading is not part of the measured time.
    await waitForAll(await Promise.all(workers.map(() => submit(warmUpPage, 'image/png', 'warm-up.png'))));
    const cpuBefore = await Promise.all(workers.map((w) => cpuSeconds(w.pid!)));
    const started = performance.now();
    const jobIds: string[] = [];
    for (const page of pages)
      jobIds.push(await submit(await readFile(page.file), page.type, path.basename(page.file)));
    const failed = await waitForAll(jobIds);
    const wallSeconds = (performance.now() - started) / 1000;
    const cpuAfter = await Promise.all(workers.map((w) => cpuSeconds(w.pid!)));
    const cpu = cpuAfter.reduce((sum, after, i) => sum + after - cpuBefore[i]!, 0);
    const memory = await Promise.all(workers.map((w) => peakRssMiB(w.pid!)));
    await Promise.all(workers.map(stop));
    return {
      workers: workerCount,
      wallSeconds: round(wallSeconds),
      pagesPerSecond: round(pages.length / wallSeconds, 3),
      cpuSeconds: round(cpu),
      pagesPerCpuSecond: round(pages.length / cpu, 3),
      peakRssMiBPerWorker: memory,
      failed,
      jobIds,
    };
  }

  async function submit(bytes: Buffer, type: string, name: string): Promise<string> {
    const form = new FormData();
    form.set('file', new Blob([bytes], { type }), name);
    form.set('languageHint', 'he');
    const res = await fetch(`${url}/v3/process/async`, { method: 'POST', headers: bearer, body: form });
    if (res.status !== 202) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { jobId: string }).jobId;
  }

  /** Waits for every job to end; answers the failed ones with their reasons. */
  async function waitForAll(jobIds: string[]): Promise<string[]> {
    const failed: string[] = [];
    for (const jobId of jobIds) {
      for (;;) {
        const body = (await (await fetch(`${url}/v3/results/${jobId}`, { headers: bearer })).json()) as {
          status: string;
          error: string | null;
        };
        if (body.status === 'completed') break;
        if (body.status === 'failed') {
          failed.push(`${jobId}: ${body.error}`);
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    return failed;
  }

  /** One native run under /usr/bin/time; answers its CPU seconds. */
  async function nativeOne(page: Page): Promise<number> {
    const command =
      page.type === 'application/pdf'
        ? ['pdftotext', '-enc', 'UTF-8', page.file, '-']
        : ['tesseract', page.file, 'stdout', '-l', 'heb+eng'];
    const { stderr } = await run('/usr/bin/time', ['-f', '%U %S', ...command], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      maxBuffer: 64 << 20,
    });
    const [user, system] = stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
    return (user ?? 0) + (system ?? 0);
  }
  async function nativeRun(parallel: number) {
    const started = performance.now();
    const queue = [...pages];
    let cpu = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          const used = await nativeOne(page);
          cpu += used;
        }
      }),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    return {
      processes: parallel,
      wallSeconds: round(wallSeconds),
      pagesPerSecond: round(pages.length / wallSeconds, 3),
      cpuSeconds: round(cpu),
      pagesPerCpuSecond: round(pages.length / cpu, 3),
    };
  }

  log('pipeline: 1 worker …');
  const one = await pipelineRun(1);
  log('pipeline: 2 workers …');
  const two = await pipelineRun(2);
  log('native CLIs: one at a time, then two at once …');
  const nativeOneAtATime = await nativeRun(1);
  const nativeTwoAtOnce = await nativeRun(2);

  // ---- read paths ----------------------------------------------------------------------------------
  const someJob = one.jobIds[0]!;
  const targets = [
    { name: 'portal GET /api/documents', url: `${url}/api/documents`, headers: { cookie } },
    { name: 'portal GET /api/documents/{id}', url: `${url}/api/documents/${someJob}`, headers: { cookie } },
    { name: 'GET /v3/results/{jobId}', url: `${url}/v3/results/${someJob}`, headers: bearer },
  ];
  const reads: Record<string, unknown>[] = [];
  for (const target of targets) {
    for (const rate of rates) {
      log(`reads: ${target.name} at ${rate}/s for ${seconds}s …`);
      const result = await autocannon({
        url: target.url,
        headers: target.headers,
        connections: 10,
        duration: seconds,
        overallRate: rate,
      });
      reads.push({
        path: target.name,
        rate,
        requests: result.requests.total,
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
  }
  const webPeak = await peakRssMiB(web.pid!);
  await stop(web);

  const ratioOne = round(one.pagesPerSecond / nativeOneAtATime.pagesPerSecond);
  const ratioTwo = round(two.pagesPerSecond / nativeTwoAtOnce.pagesPerSecond);
  // Per CPU second: what a core buys, whatever else the machine was doing during the run.
  const cpuRatio = round(one.pagesPerCpuSecond / nativeOneAtATime.pagesPerCpuSecond);
  const report = {
    createdAt: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    pageSet: pages.map((p) => ({ kind: p.kind, file: path.relative(values.datasets as string, p.file) })),
    pipeline: [
      {
        ...one,
        jobIds: undefined,
        ratioToNativeOneAtATime: ratioOne,
        cpuEfficiencyToNative: cpuRatio,
      },
      {
        ...two,
        jobIds: undefined,
        ratioToNativeTwoAtOnce: ratioTwo,
        speedupOverOneWorker: round(two.pagesPerSecond / one.pagesPerSecond),
      },
    ],
    native: [nativeOneAtATime, nativeTwoAtOnce],
    reads,
    webPeakRssMiB: webPeak,
  };

  console.log('\nPipeline throughput (mixed page set: %d pages)', pages.length);
  console.table([
    {
      run: '1 worker',
      'pages/s': one.pagesPerSecond,
      'wall s': one.wallSeconds,
      'pages/CPU-s': one.pagesPerCpuSecond,
      'peak MiB/worker': one.peakRssMiBPerWorker.join(', '),
      'vs native': `${ratioOne}×`,
      failed: one.failed.length,
    },
    {
      run: '2 workers',
      'pages/s': two.pagesPerSecond,
      'wall s': two.wallSeconds,
      'pages/CPU-s': two.pagesPerCpuSecond,
      'peak MiB/worker': two.peakRssMiBPerWorker.join(', '),
      'vs native': `${ratioTwo}×`,
      failed: two.failed.length,
    },
    {
      run: 'native CLIs, 1 at a time',
      'pages/s': nativeOneAtATime.pagesPerSecond,
      'wall s': nativeOneAtATime.wallSeconds,
      'pages/CPU-s': nativeOneAtATime.pagesPerCpuSecond,
    },
    {
      run: 'native CLIs, 2 at once',
      'pages/s': nativeTwoAtOnce.pagesPerSecond,
      'wall s': nativeTwoAtOnce.wallSeconds,
      'pages/CPU-s': nativeTwoAtOnce.pagesPerCpuSecond,
    },
  ]);
  console.log(
    'Per CPU second, the pipeline (1 worker) reads %s× the pages of the native CLIs (pages/s per core).',
    cpuRatio,
  );
  console.log('Read paths (fixed rates, 10 connections, %d s each)', seconds);
  console.table(reads);
  await mkdir(values.out as string, { recursive: true });
  const file = path.join(values.out as string, `bench-load-${report.createdAt.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`report: ${file}`);
  for (const f of [...one.failed, ...two.failed]) log(`failed job: ${f}`);
} finally {
  for (const c of children) await stop(c);
  await rm(dataDir, { recursive: true, force: true });
}
