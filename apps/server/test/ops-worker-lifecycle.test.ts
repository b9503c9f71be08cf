import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../test-support/start-test-server.ts';
import { type LoggedProcess, spawnLogged } from './ops-support.ts';
import { createApiKey } from './pipeline-support.ts';
import { asTestServer, processEnv, stopProcess, waitUntilHealthy } from './process-support.ts';

describe('a worker process stopped with SIGTERM', () => {
  const started: LoggedProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    await Promise.all(started.map((p) => stopProcess(p.child, 'SIGKILL')));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the document in hand, then exits cleanly', async () => {
    // A long lease: only the stopping worker itself can complete the job within this test.
    const env = await processEnv({
      JOB_POLL_MS: '100',
      JOB_LEASE_SECONDS: '120',
      LOG_LEVEL: 'info',
    });
    dataDir = env.DATA_DIR!;
    const web = spawnLogged('main.ts', { ...env, ROLE: 'web' }, 'web');
    started.push(web);
    await waitUntilHealthy(env.PUBLIC_URL!);
    const worker = spawnLogged('worker.ts', env, 'worker');
    started.push(worker);
    // Start-up is not what this test measures, and under a loaded CI machine it alone can take a minute.
    const startBy = Date.now() + 150_000;
    while (!worker.logs.some((l) => l.msg === 'workers started')) {
      if (Date.now() > startBy) throw new Error('the worker never started');
      await new Promise((r) => setTimeout(r, 50));
    }
    const server = asTestServer(env);
    const apiKey = await createApiKey(
      server,
      await signIn(server, server.admin.email, server.admin.password),
    );
    const bearer = { authorization: `Bearer ${apiKey}` };

    const page = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><rect width="100%" height="100%" fill="white"/><text x="10" y="40" font-family="DejaVu Sans" font-size="28">Total 42.00</text></svg>',
      ),
    )
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([page], { type: 'image/png' }), 'drain.png');
    const accepted = await fetch(`${server.url}/v3/process/async`, {
      method: 'POST',
      headers: bearer,
      body: form,
    });
    const { jobId } = (await accepted.json()) as { jobId: string };
    const status = async () =>
      (
        (await (await fetch(`${server.url}/v3/results/${jobId}`, { headers: bearer })).json()) as {
          status: string;
        }
      ).status;

    const deadline = Date.now() + 60_000;
    for (let now = await status(); now !== 'processing'; now = await status()) {
      if (now !== 'pending') throw new Error(`the document went from pending to ${now} between two looks`);
      if (Date.now() > deadline) throw new Error('the worker never took the document');
      await new Promise((r) => setTimeout(r, 20));
    }
    const exited = new Promise<number | null>((resolve) =>
      worker.child.once('exit', (code) => resolve(code)),
    );
    worker.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await status()).toBe('completed');
    expect(worker.logs.some((l) => l.msg === 'document processed' && l.documentId === jobId)).toBe(true);
  }, 300_000);
});
