/**
 * `NODE_ENV=test node apps/server/bench/hostile-file.ts [--paths N] [--time-limit S]`: how the server answers
 * while it works on a hostile PDF (heavy vector pages, a 200-inch MediaBox). Runs the real app in the default
 * single-process role (NODE_ENV=test lets the script sign users up without a browser Origin), uploads the
 * file, and meanwhile calls `/healthz` and another user's `/api/me` every 100 ms from a thread of its own;
 * asks for a page image while the file is processed and again once it is done. Prints the latencies, the
 * time each step took, and the peak resident memory of the process tree. Figures: docs/decisions.md.
 */
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { multipart } from '../test/fixtures.ts';
import { hostilePdf } from '../test/hostile-pdf.ts';
import { createApprovedUser, startTestServer } from '../test-support/start-test-server.ts';

const { values } = parseArgs({
  options: {
    paths: { type: 'string', default: '60000' },
    'time-limit': { type: 'string', default: '120' },
  },
});
const log = (m: string) => process.stderr.write(`${m}\n`);

const server = await startTestServer({
  env: { ROLE: 'all', JOB_POLL_MS: '200', JOB_TIME_LIMIT_SECONDS: values['time-limit'] as string },
});
const password = 'long-enough-secret-42';
const owner = await createApprovedUser(server, { email: 'owner@example.com', password, name: 'Owner' });
const other = await createApprovedUser(server, { email: 'other@example.com', password, name: 'Other' });

type Sample = { path: string; at: number; ms: number; rssMb: number };
const samples: Sample[] = [];

/**
 * The sampler runs on a thread of its own: the server shares this thread's event loop, and a sampler
 * there could not even send a request while the loop is blocked, hiding the very stall it measures.
 */
const sampler = new Worker(
  `
  const { parentPort, workerData } = require('node:worker_threads');
  const { readFileSync, readdirSync } = require('node:fs');
  function treeRssMb(pid) {
    let kb = 0;
    try {
      kb += Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))?.[1] ?? 0);
      for (const task of readdirSync('/proc/' + pid + '/task')) {
        let children = '';
        try { children = readFileSync('/proc/' + pid + '/task/' + task + '/children', 'utf8'); } catch {}
        for (const child of children.split(' ').filter(Boolean)) kb += treeRssMb(Number(child)) * 1024;
      }
    } catch {}
    return kb / 1024;
  }
  (async () => {
    for (;;) {
      for (const [path, cookie] of [['/healthz', undefined], ['/api/me', workerData.cookie]]) {
        const at = Date.now();
        const t0 = performance.now();
        await fetch(workerData.url + path, { headers: cookie ? { cookie } : {} }).then((r) => r.arrayBuffer());
        parentPort.postMessage({ path, at, ms: performance.now() - t0, rssMb: treeRssMb(workerData.pid) });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  `,
  { eval: true, workerData: { url: server.url, cookie: other, pid: process.pid } },
);
sampler.on('message', (sample: Sample) => samples.push(sample));

function summary(label: string, from: number, to: number) {
  const part = samples.filter((s) => s.at >= from && s.at <= to);
  for (const path of ['/healthz', '/api/me']) {
    const ms = part
      .filter((s) => s.path === path)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    if (!ms.length) continue;
    const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(0);
    log(
      `${label} ${path}: n=${ms.length} p50=${p(0.5)} ms p99=${p(0.99)} ms max=${ms.at(-1)!.toFixed(0)} ms`,
    );
  }
}

const pdf = await hostilePdf({ pathsPerPage: Number(values.paths) });
log(`hostile PDF: ${(pdf.length / 1e6).toFixed(1)} MB`);
const mark = Date.now();
const { body, contentType } = multipart([
  { name: 'documentName', value: 'hostile' },
  { name: 'documentType', value: 'other' },
  { name: 'file', file: { filename: 'hostile.pdf', type: 'application/pdf', data: pdf } },
]);
const started = performance.now();
const uploaded = (await (
  await fetch(`${server.url}/api/documents`, {
    method: 'POST',
    headers: { cookie: owner, 'content-type': contentType },
    body,
  })
).json()) as { id: string };
async function timed(label: string, path: string) {
  const from = Date.now();
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: owner } });
  const bytes = (await res.arrayBuffer()).byteLength;
  log(`${label}: ${res.status}, ${bytes} bytes, ${((Date.now() - from) / 1000).toFixed(1)} s`);
  await new Promise((r) => setTimeout(r, 300));
  summary(`  during ${label}`, from, Date.now());
}

await new Promise((r) => setTimeout(r, 2000));
const drawing = timed('page image while processing', `/api/documents/${uploaded.id}/pages/1/image`);
let doc: { status: string; error?: string | null } = { status: 'pending' };
while (doc.status !== 'completed' && doc.status !== 'failed') {
  await new Promise((r) => setTimeout(r, 250));
  doc = (await (
    await fetch(`${server.url}/api/documents/${uploaded.id}`, { headers: { cookie: owner } })
  ).json()) as typeof doc;
}
await drawing;
log(
  `processing: ${doc.status} after ${((performance.now() - started) / 1000).toFixed(1)} s ${doc.error ?? ''}`,
);
summary('  during processing', mark, Date.now());
await timed('page image after processing', `/api/documents/${uploaded.id}/pages/1/image`);
await sampler.terminate();
log(`peak RSS of the process tree: ${Math.max(...samples.map((s) => s.rssMb)).toFixed(0)} MB`);
await server.close();
