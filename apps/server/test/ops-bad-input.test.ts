import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test-support/start-test-server.ts';
import { badInputCorpus, type CorpusFile } from './bad-input-corpus.ts';
import { multipart, type Part } from './fixtures.ts';
import { createSchema, dropSchema, type LoggedProcess, metricValue, spawnLogged } from './ops-support.ts';
import { createApiKey, FAST_PIPELINE_ENV } from './pipeline-support.ts';
import { asTestServer, processEnv, stopProcess, waitUntilHealthy } from './process-support.ts';
import { databaseUrl } from './support.ts';

/** Peak resident memory of a process (Linux), in bytes. */
async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** Control characters, bidi overrides and isolates, and path separators. */
function isUnsafeNameCharacter(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (
    code < 0x20 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    ch === '/' ||
    ch === '\\'
  );
}

const MEMORY_BOUND = 1.5 * 1024 ** 3;
const FINAL = ['completed', 'failed'];

type UploadPath = 'POST /api/documents' | 'POST /v3/process' | 'POST /v3/process/async';
const PATHS: UploadPath[] = ['POST /api/documents', 'POST /v3/process', 'POST /v3/process/async'];

interface Outcome {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of three different routes, read field by field
  body: any;
}

describe('bad-input corpus against every upload path (separate server process)', () => {
  let env: Record<string, string>;
  let proc: LoggedProcess;
  let url: string;
  let cookie: string;
  let apiKey: string;
  let corpus: CorpusFile[];

  // On PostgreSQL the server gets a schema of its own: an earlier run's admin, with another password, must
  // not be the one this run signs in as.
  const schema = `bad_input_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    let schemaUrl: string | undefined;
    if (databaseUrl) {
      await createSchema(databaseUrl, schema);
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      schemaUrl = url.toString();
    }
    env = await processEnv({
      ...FAST_PIPELINE_ENV,
      JOB_TIME_LIMIT_SECONDS: '60',
      SYNC_WAIT_SECONDS: '30',
      API_RATE_LIMIT_PER_MINUTE: '10000',
      ...(schemaUrl ? { DATABASE_URL: schemaUrl } : {}),
    });
    proc = spawnLogged('main.ts', env, 'bad-input server');
    url = env.PUBLIC_URL!;
    await waitUntilHealthy(url);
    const server = asTestServer(env);
    // The admin's documents are not counted against a quota, so the whole corpus fits.
    cookie = await signIn(server, server.admin.email, server.admin.password);
    apiKey = await createApiKey(server, cookie, 'bad input');
    corpus = await badInputCorpus();
  }, 120_000);

  afterAll(async () => {
    if (proc) await stopProcess(proc.child);
    if (env) await rm(env.DATA_DIR!, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  async function send(uploadPath: UploadPath, parts: Part[]): Promise<Outcome> {
    const { body, contentType } = multipart(parts);
    const [method, pathname] = uploadPath.split(' ') as [string, string];
    const auth = pathname.startsWith('/v3') ? { authorization: `Bearer ${apiKey}` } : { cookie };
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers: { ...auth, 'content-type': contentType },
      body,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  }

  const fileParts = (uploadPath: UploadPath, file: CorpusFile): Part[] => [
    ...(uploadPath === 'POST /api/documents'
      ? [
          { name: 'documentName', value: file.label },
          { name: 'documentType', value: 'other' },
        ]
      : []),
    { name: 'file', file: { filename: file.filename, type: file.type, data: file.data } },
  ];

  /** The job's final state: from the portal's document or /v3/results, polled until it ends. */
  async function finalState(
    uploadPath: UploadPath,
    outcome: Outcome,
  ): Promise<{ status: string; reason: string | null }> {
    const id = uploadPath === 'POST /api/documents' ? outcome.body.id : outcome.body.jobId;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res =
        uploadPath === 'POST /api/documents'
          ? await fetch(`${url}/api/documents/${id}`, { headers: { cookie } })
          : await fetch(`${url}/v3/results/${id}`, { headers: { authorization: `Bearer ${apiKey}` } });
      const body = (await res.json()) as { status: string; error: string | null };
      if (FINAL.includes(body.status)) return { status: body.status, reason: body.error };
      if (Date.now() > deadline) throw new Error(`job ${id} stayed ${body.status}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  it('answers each file on each path with a clear 4xx or a failed job with a reason, and stays up', async () => {
    const problems: string[] = [];
    const table: string[] = [];
    let completed = 0;
    for (const file of corpus) {
      for (const uploadPath of PATHS) {
        const outcome = await send(uploadPath, fileParts(uploadPath, file));
        const where = `${file.label} → ${uploadPath}`;
        let verdict: string;
        if (outcome.status >= 400 && outcome.status < 500) {
          verdict = `${outcome.status} ${outcome.body.code}`;
          if (file.unreadable && uploadPath === 'POST /v3/process' && outcome.status === 402)
            problems.push(`${where}: refused for quota: unreadable files must not use it up`);
          if (!outcome.body.detail && !outcome.body.title)
            problems.push(`${where}: ${outcome.status} without an explanation`);
        } else if (outcome.status >= 200 && outcome.status < 300) {
          const state = await finalState(uploadPath, outcome);
          verdict = `${outcome.status} then ${state.status}${state.reason ? ` (${state.reason.slice(0, 60)})` : ''}`;
          if (file.unreadable && state.status !== 'failed')
            problems.push(`${where}: unreadable content ended ${state.status}`);
          if (file.unreadable && uploadPath === 'POST /v3/process')
            problems.push(`${where}: unreadable content answered ${outcome.status}, not a 422 problem`);
          if (state.status === 'completed') completed++;
          if (state.status === 'failed' && !state.reason?.trim())
            problems.push(`${where}: failed without a reason`);
        } else {
          verdict = `${outcome.status}`;
          problems.push(`${where}: answered ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
        }
        table.push(`${where}: ${verdict}`);
        if (!(await fetch(`${url}/healthz`)).ok) problems.push(`${where}: server stopped answering`);
      }
    }
    console.log(`bad-input outcomes:\n  ${table.join('\n  ')}`);
    expect(problems).toEqual([]);
    // Only what was read counts as usage: unreadable files gave their quota back.
    const usage = await fetch(`${url}/api/billing/usage`, { headers: { cookie } });
    expect(((await usage.json()) as { documentsProcessed: number }).documentsProcessed).toBe(completed);
    expect(proc.child.exitCode).toBeNull();
  }, 600_000);

  it("stores files only under the owner's folder with plain names, whatever the client called them", async () => {
    const uploads = path.join(env.DATA_DIR!, 'uploads');
    const stored = (await readdir(uploads, { recursive: true })).map((p) => p.split(path.sep));
    expect(stored.length).toBeGreaterThan(0);
    for (const parts of stored) {
      expect(parts.length, parts.join('/')).toBeLessThanOrEqual(2);
      for (const part of parts) {
        expect(['.', '..'], parts.join('/')).not.toContain(part);
        expect([...part].filter(isUnsafeNameCharacter), parts.join('/')).toEqual([]);
      }
    }
  });

  it('serves a polyglot back only as a download of its detected type, never as a page', async () => {
    const polyglot = corpus.find((c) => c.label === 'PDF/HTML/ZIP polyglot')!;
    const outcome = await send('POST /api/documents', fileParts('POST /api/documents', polyglot));
    expect(outcome.status).toBe(201);
    const res = await fetch(`${url}/api/documents/${outcome.body.id}/file`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('refuses oversized and excess form fields on every path with a 4xx', async () => {
    const png = corpus.find((c) => c.label === 'name with ..')!;
    const file: Part = { name: 'file', file: { filename: 'ok.png', type: png.type, data: png.data } };
    const cases: { label: string; path: UploadPath; parts: Part[] }[] = [
      {
        label: '200 KB document name',
        path: 'POST /api/documents',
        parts: [
          { name: 'documentName', value: 'x'.repeat(200_000) },
          { name: 'documentType', value: 'other' },
          file,
        ],
      },
      {
        label: '50 extra fields',
        path: 'POST /api/documents',
        parts: [...Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, value: 'x' })), file],
      },
      {
        label: '200 KB languageHint',
        path: 'POST /v3/process',
        parts: [{ name: 'languageHint', value: 'h'.repeat(200_000) }, file],
      },
      {
        label: '200 KB webhookUrl',
        path: 'POST /v3/process/async',
        parts: [{ name: 'webhookUrl', value: `https://example.com/${'w'.repeat(200_000)}` }, file],
      },
      { label: 'two files', path: 'POST /v3/process/async', parts: [file, { ...file, name: 'file2' }] },
    ];
    const problems: string[] = [];
    for (const c of cases) {
      const outcome = await send(c.path, c.parts);
      if (outcome.status < 400 || outcome.status >= 500)
        problems.push(
          `${c.label} → ${c.path}: ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`,
        );
    }
    const json = await fetch(`${url}/v3/process/async`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileUrl: `https://example.com/${'u'.repeat(2_000_000)}` }),
    });
    if (json.status < 400 || json.status >= 500) problems.push(`2 MB fileUrl: ${json.status}`);
    expect(problems).toEqual([]);
    expect((await fetch(`${url}/healthz`)).ok).toBe(true);
  });

  it('keeps memory bounded through the whole corpus', async () => {
    const peak = await peakRss(proc.child.pid!);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    const now = metricValue(metrics, 'process_resident_memory_bytes')!;
    console.log(
      `bad-input server memory: peak ${(peak / 2 ** 20).toFixed(0)} MiB, now ${(now / 2 ** 20).toFixed(0)} MiB`,
    );
    expect(peak).toBeLessThan(MEMORY_BOUND);
    expect(now).toBeLessThan(MEMORY_BOUND);
  });
});
