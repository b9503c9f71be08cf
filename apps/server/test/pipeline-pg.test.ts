import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from '../test-support/start-test-server.ts';
import { createApiKey, invoicePng, waitForStatus } from './pipeline-support.ts';
import {
  asTestServer,
  processEnv,
  spawnServerProcess,
  stopProcess,
  waitUntilHealthy,
} from './process-support.ts';
import { databaseUrl, http, uniqueEmail } from './support.ts';

/** PostgreSQL only: one web process and two `npm run worker` processes share the jobs through the documents table. */
describe.skipIf(!databaseUrl)('worker processes on PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const schema = `test_workers_${randomBytes(4).toString('hex')}`;
  let dataDir = '';

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await Promise.all(children.map((c) => stopProcess(c)));
    await admin(async (c) => {
      await c.query(`drop schema if exists "${schema}" cascade`);
    });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shares the documents between two worker processes and processes none twice', async () => {
    await admin((c) => c.query(`create schema "${schema}"`));
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = await processEnv({ DATABASE_URL: url.toString(), JOB_POLL_MS: '200' });
    dataDir = env.DATA_DIR!;
    const server = asTestServer(env);
    const web = spawnServerProcess('main.ts', { ...env, ROLE: 'web' });
    children.push(web);
    await waitUntilHealthy(server.url, 60_000, web);
    const workers = [spawnServerProcess('worker.ts', env), spawnServerProcess('worker.ts', env)];
    children.push(...workers);

    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('pgworkers'),
      password: 'secret-pass-1',
      name: 'Workers',
    });
    const apiKey = await createApiKey(server, cookie);
    const jobIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const form = new FormData();
      const png = await invoicePng({ number: `INV-70${i}`, total: `${i + 1}0.00` });
      form.append('file', new Blob([png], { type: 'image/png' }), `w${i}.png`);
      form.append('documentType', 'invoice');
      form.append('languageHint', 'en');
      const res = await http(server, 'POST', '/v3/process/async', {
        headers: { authorization: `Bearer ${apiKey}` },
        form,
      });
      expect(res.status).toBe(202);
      jobIds.push(res.body.jobId);
    }
    for (const [i, jobId] of jobIds.entries()) {
      const done = await waitForStatus(server, apiKey, jobId, ['completed', 'failed'], 120_000);
      expect(done.status).toBe('completed');
      expect(done.structuredData.fields.invoiceId.value).toBe(`INV-70${i}`);
    }
    const rows = await admin(async (c) => {
      const res = await c.query<{ attempts: number; worker_id: string }>(
        `select attempts, worker_id from "${schema}".documents where id = any($1)`,
        [jobIds],
      );
      return res.rows;
    });
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    const pids = new Set(rows.map((r) => r.worker_id.split(':')[1]));
    expect([...pids].sort()).toEqual(workers.map((w) => String(w.pid)).sort());
  }, 240_000);
});
