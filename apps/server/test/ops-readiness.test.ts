import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createSchema, dropSchema, type LoggedProcess, spawnLogged } from './ops-support.ts';
import { freePort, processEnv, stopProcess, waitUntilHealthy } from './process-support.ts';
import { databaseUrl } from './support.ts';

/** A loopback TCP relay to PostgreSQL that the test can cut (every connection dropped) and restore. */
async function startRelay(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
    },
    restore: open,
    async close() {
      if (server?.listening) await new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
    },
  };
}

const readyStatus = async (url: string) => (await fetch(`${url}/readyz`)).status;

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe.skipIf(!databaseUrl)('readiness while PostgreSQL goes away and comes back', () => {
  const schema = `test_ready_${randomBytes(4).toString('hex')}`;
  let proc: LoggedProcess | undefined;
  let dataDir = '';
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;

  afterAll(async () => {
    if (proc) await stopProcess(proc.child, 'SIGKILL');
    await relay?.close();
    await dropSchema(databaseUrl!, schema);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /readyz 503 while the database is unreachable, stays alive, and is ready again after', async () => {
    await createSchema(databaseUrl!, schema);
    const target = new URL(databaseUrl!);
    relay = await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const viaRelay = new URL(databaseUrl!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    viaRelay.searchParams.set('options', `-c search_path=${schema}`);
    const env = await processEnv({ DATABASE_URL: viaRelay.toString(), ROLE: 'web' });
    dataDir = env.DATA_DIR!;
    proc = spawnLogged('main.ts', env, 'web');
    const url = env.PUBLIC_URL!;
    await waitUntilHealthy(url);
    expect(await readyStatus(url)).toBe(200);

    await relay.cut();
    expect(await eventually(async () => (await readyStatus(url)) === 503)).toBe(true);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(proc.child.exitCode).toBeNull();

    await relay.restore();
    expect(await eventually(async () => (await readyStatus(url)) === 200)).toBe(true);
    expect(proc.child.exitCode).toBeNull();
  }, 90_000);
});
