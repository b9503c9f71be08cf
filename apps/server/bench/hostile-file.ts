/**
 * `node apps/server/bench/hostile-file.ts [--paths N] [--time-limit S]`: how the server answers while it
 * works on a hostile PDF (heavy vector pages, a 200-inch MediaBox). Runs the real app in the default
 * single-process role, uploads the file, and meanwhile calls `/healthz` and another user's `/api/me`
 * every 100 ms; then asks for a page image (twice: made, then served) and the searchable-PDF export.
 * Prints the latencies, the time each step took, and the peak resident memory of the process tree.
 */
import { readdir, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createApprovedUser, startTestServer } from '../src/testing/start-test-server.ts';
import { multipart } from '../test/fixtures.ts';
import { hostilePdf } from '../test/hostile-pdf.ts';

const { values } = parseArgs({
  options: {
    paths: { type: 'string', default: '60000' },
    'time-limit': { type: 'string', default: '120' },
  },
});
const log = (m: string) => process.stderr.write(`${m}\n`);

/** Resident memory of this process and all its descendants, in MB (Linux /proc). */
async function treeRssMb(pid = process.pid): Promise<number> {
  let kb = 0;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of await readdir(`/proc/${pid}/task`)) {
      const children = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
      for (const child of children.split(' ').filter(Boolean)) kb += (await treeRssMb(Number(child))) * 1024;
    }
  } catch {
    return 0;
  }
  return kb / 1024;
}

const server = await startTestServer({
  env: { ROLE: 'all', JOB_POLL_MS: '200', JOB_TIME_LIMIT_SECONDS: values['time-limit'] as string },
});
const password = 'long-enough-secret-42';
const owner = await createApprovedUser(server, { email: 'owner@example.com', password, name: 'Owner' });
const other = await createApprovedUser(server, { email: 'other@example.com', password, name: 'Other' });

type Sample = { path: string; ms: number };
const samples: Sample[] = [];
let peakMb = 0;
let sampling = true;
async function sampleLoop() {
  while (sampling) {
    for (const [path, cookie] of [
      ['/healthz', undefined],
      ['/api/me', other],
    ] as const) {
      const t0 = performance.now();
      await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} }).then((r) => r.arrayBuffer());
      samples.push({ path, ms: performance.now() - t0 });
    }
    peakMb = Math.max(peakMb, await treeRssMb());
    await new Promise((r) => setTimeout(r, 100));
  }
}

function summary(label: string, from: number) {
  const part = samples.slice(from);
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
const loop = sampleLoop();

let mark = samples.length;
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
let doc: { status: string; error?: string | null } = { status: 'pending' };
while (doc.status !== 'completed' && doc.status !== 'failed') {
  await new Promise((r) => setTimeout(r, 250));
  doc = (await (
    await fetch(`${server.url}/api/documents/${uploaded.id}`, { headers: { cookie: owner } })
  ).json()) as typeof doc;
}
log(
  `processing: ${doc.status} after ${((performance.now() - started) / 1000).toFixed(1)} s ${doc.error ?? ''}`,
);
summary('during processing', mark);

for (const [label, path] of [
  ['page image (made)', `/api/documents/${uploaded.id}/pages/1/image`],
  ['page image (again)', `/api/documents/${uploaded.id}/pages/1/image`],
  ['page image, huge page', `/api/documents/${uploaded.id}/pages/3/image`],
  ['searchable PDF export', `/api/documents/${uploaded.id}/export?format=pdf`],
] as const) {
  mark = samples.length;
  const t0 = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: owner } });
  const bytes = (await res.arrayBuffer()).byteLength;
  log(`${label}: ${res.status}, ${bytes} bytes, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  summary(`during ${label}`, mark);
}
sampling = false;
await loop;
log(`peak RSS of the process tree: ${peakMb.toFixed(0)} MB`);
await server.close();
