import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { verifyWebhook } from '@docread/sdk';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config.ts';
import { loadObjectStoreConfig } from '../src/config/storage-config.ts';
import { createS3FileStorage } from '../src/storage/s3-file-storage.ts';
import { signIn } from '../test-support/start-test-server.ts';
import { createSchema, dropSchema, type LoggedProcess, spawnLogged } from './ops-support.ts';
import { createApiKeyWithSecret, startReceiver } from './pipeline-support.ts';
import { asTestServer, processEnv, stopProcess, waitUntilHealthy } from './process-support.ts';
import { databaseUrl } from './support.ts';

const DOCUMENTS = 40;

/** A small, quick-to-read page: one line of text. */
function tinyPage(n: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="70"><rect width="100%" height="100%" fill="white"/><text x="12" y="46" font-family="DejaVu Sans" font-size="30" fill="black">Receipt ${n} Total ${n}.00</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function startObjectStoreProcess(): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'object-store-process.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`object store exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, env: JSON.parse(line) }),
    );
  });
}

/**
 * PostgreSQL + an S3 store + two workers + one web process, all separate processes on loopback: one worker
 * is SIGKILLed while it holds a document and the web process is restarted halfway through 40 async jobs.
 */
describe.skipIf(!databaseUrl)('fault test: SIGKILL a worker and restart the web process under load', () => {
  const schema = `test_fault_${randomBytes(4).toString('hex')}`;
  const processes: ChildProcess[] = [];
  let dataDir = '';

  async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`set search_path to "${schema}"`);
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await Promise.all(processes.map((c) => stopProcess(c, 'SIGKILL')));
    await dropSchema(databaseUrl!, schema);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('completes every job exactly once, delivers every completion webhook, and leaves files and rows matched', async () => {
    await createSchema(databaseUrl!, schema);
    const dbUrl = new URL(databaseUrl!);
    dbUrl.searchParams.set('options', `-c search_path=${schema}`);

    const store = await startObjectStoreProcess();
    processes.push(store.child);
    const receiver = await startReceiver();
    const env = await processEnv({
      ...store.env,
      DATABASE_URL: dbUrl.toString(),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      JOB_LEASE_SECONDS: '4',
      JOB_POLL_MS: '200',
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      WEBHOOK_RETRY_SCHEDULE: '500ms,1s,2s,4s',
      API_RATE_LIMIT_PER_MINUTE: '10000',
    });
    dataDir = env.DATA_DIR!;
    const logged: LoggedProcess[] = [];
    const start = (entry: 'main.ts' | 'worker.ts', label: string) => {
      const proc = spawnLogged(entry, entry === 'main.ts' ? { ...env, ROLE: 'web' } : env, label);
      processes.push(proc.child);
      logged.push(proc);
      return proc;
    };

    let web = start('main.ts', 'web-1');
    await waitUntilHealthy(env.PUBLIC_URL!);
    const workers = [start('worker.ts', 'worker-a'), start('worker.ts', 'worker-b')];
    const server = asTestServer(env);
    const cookie = await signIn(server, server.admin.email, server.admin.password);
    const { key: apiKey, callbackSecret } = await createApiKeyWithSecret(server, cookie, 'fault test');

    const jobIds: string[] = [];
    /** Every document carries an Idempotency-Key, so a repeat through another web process can be checked. */
    const post = async (n: number) => {
      const form = new FormData();
      form.set('file', new Blob([await tinyPage(n)], { type: 'image/png' }), `receipt-${n}.png`);
      form.set('webhookUrl', receiver.url);
      form.set('languageHint', 'en');
      const res = await fetch(`${server.url}/v3/process/async`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': `fault-${n}` },
        body: form,
      });
      expect(res.status, await res.clone().text()).toBe(202);
      return ((await res.json()) as { jobId: string }).jobId;
    };
    const submit = async (n: number) => {
      jobIds.push(await post(n));
    };

    for (let n = 1; n <= DOCUMENTS / 2; n++) await submit(n);

    // Kill the worker that holds a document right now, mid-job.
    const victim = workers[0]!;
    const deadline = Date.now() + 120_000;
    let held: { id: string } | undefined;
    while (!held) {
      [held] = await sql<{ id: string }>(
        "select id from documents where status = 'processing' and worker_id like $1 limit 1",
        [`%:${victim.child.pid}:%`],
      );
      if (Date.now() > deadline) throw new Error('worker A never held a document');
      if (!held) await new Promise((r) => setTimeout(r, 50));
    }
    victim.child.kill('SIGKILL');

    // Restart the web process halfway, then submit the rest through the new one.
    await stopProcess(web.child);
    web = start('main.ts', 'web-2');
    await waitUntilHealthy(env.PUBLIC_URL!);
    // The restarted web process answers a repeated request with the first job, not a new one.
    expect(await post(1)).toBe(jobIds[0]);
    for (let n = DOCUMENTS / 2 + 1; n <= DOCUMENTS; n++) await submit(n);

    const finishBy = Date.now() + 420_000;
    for (;;) {
      const [open] = await sql<{ n: string }>(
        "select count(*) as n from documents where status not in ('completed', 'failed')",
      );
      if (Number(open!.n) === 0) break;
      if (Date.now() > finishBy) throw new Error(`${open!.n} documents never finished`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const rows = await sql<{
      id: string;
      status: string;
      attempts: number;
      file_path: string;
      error: string | null;
    }>('select id, status, attempts, file_path, error from documents');
    expect(rows).toHaveLength(DOCUMENTS);
    expect(rows.filter((r) => r.status !== 'completed').map((r) => `${r.id}: ${r.error}`)).toEqual([]);
    // The killed worker's document was taken over (unless it finished in the instant before the kill).
    const finishedBeforeKill = victim.logs.some(
      (l) => l.msg === 'document processed' && l.documentId === held!.id,
    );
    if (!finishedBeforeKill) expect(rows.find((r) => r.id === held!.id)!.attempts).toBeGreaterThanOrEqual(2);

    // Exactly once: one completion recorded per document, by one worker.
    const completions = await sql<{ document_id: string; n: string }>(
      "select document_id, count(*) as n from webhook_messages where event = 'processing_completed' group by document_id",
    );
    expect(completions).toHaveLength(DOCUMENTS);
    expect(completions.filter((c) => Number(c.n) !== 1)).toEqual([]);
    const processedLines = logged.flatMap((p) => p.logs.filter((l) => l.msg === 'document processed'));
    for (const id of jobIds)
      expect(
        processedLines.filter((l) => l.documentId === id),
        id,
      ).toHaveLength(1);

    // Every completion webhook arrives, signed; a repeat only ever carries the same webhook-id.
    const deliveredBy = Date.now() + 120_000;
    const completionIds = new Map<string, Set<string>>();
    for (;;) {
      completionIds.clear();
      for (const hook of receiver.received) {
        const event = (await verifyWebhook(
          callbackSecret,
          hook.headers as Record<string, string>,
          hook.body,
        )) as {
          type: string;
          jobId: string;
        };
        if (event.type !== 'processing_completed') continue;
        const ids = completionIds.get(event.jobId) ?? new Set<string>();
        ids.add(String(hook.headers['webhook-id']));
        completionIds.set(event.jobId, ids);
      }
      if (completionIds.size === DOCUMENTS || Date.now() > deliveredBy) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect([...jobIds].filter((id) => !completionIds.has(id))).toEqual([]);
    expect([...completionIds.values()].filter((ids) => ids.size !== 1)).toEqual([]);

    // No file without a row, no row without its file.
    const bucket = createS3FileStorage(loadObjectStoreConfig(store.env, (s, m) => new ConfigError(s, m))!);
    const keys: string[] = [];
    for await (const key of bucket.list()) keys.push(key);
    await bucket.close();
    expect(keys.sort()).toEqual(rows.map((r) => r.file_path).sort());

    await Promise.all([web.child, workers[1]!.child].map((c) => stopProcess(c)));
    await receiver.close();
  }, 600_000);
});
