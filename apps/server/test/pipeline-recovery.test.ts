import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
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

/** Runs real server processes on SQLite (the PostgreSQL run has its own multi-process test). */
describe.skipIf(Boolean(databaseUrl))('a worker killed mid-job', () => {
  const children: ChildProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    await Promise.all(children.map((c) => stopProcess(c)));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is picked up again after its lease and completes after a restart', async () => {
    const env = await processEnv({
      ROLE: 'all',
      JOB_LEASE_SECONDS: '2',
      JOB_POLL_MS: '200',
    });
    dataDir = env.DATA_DIR!;
    const server = asTestServer(env);
    const first = spawnServerProcess('main.ts', env);
    children.push(first);
    await waitUntilHealthy(server.url, 60_000, first);
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('killed'),
      password: 'secret-pass-1',
      name: 'Kill',
    });
    const apiKey = await createApiKey(server, cookie);

    const form = new FormData();
    form.append(
      'file',
      new Blob([await invoicePng({ number: 'INV-9001', total: '99.00' })], { type: 'image/png' }),
      'k.png',
    );
    form.append('documentType', 'invoice');
    form.append('languageHint', 'en');
    const accepted = await http(server, 'POST', '/v3/process/async', {
      headers: { authorization: `Bearer ${apiKey}` },
      form,
    });
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.jobId as string;

    // Killed while it works: the claim comes at once, the engine's start and the OCR take a second or more.
    const seen = await waitForStatus(
      server,
      apiKey,
      jobId,
      ['processing', 'completed', 'failed'],
      60_000,
      25,
    );
    expect(seen.status, 'the job must still be running when its process is killed').toBe('processing');
    await stopProcess(first, 'SIGKILL');

    const second = spawnServerProcess('main.ts', env);
    children.push(second);
    await waitUntilHealthy(server.url, 60_000, second);
    const done = await waitForStatus(server, apiKey, jobId, ['completed', 'failed'], 150_000);
    expect(done.status).toBe('completed');
    expect(done.structuredData.fields.invoiceId.value).toBe('INV-9001');
    const doc = await http(server, 'GET', `/api/documents/${jobId}`, { cookie });
    expect(doc.body.attempts).toBe(2);
    await stopProcess(second);
  }, 300_000);
});
