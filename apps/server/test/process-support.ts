import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOutbox } from '../src/mail/outbox.ts';
import type { TestServer } from '../test-support/start-test-server.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Settings for real server processes started by a test: one data directory, one admin, one port. */
export async function processEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'docread-proc-'));
  const port = await freePort();
  return {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: randomBytes(9).toString('base64url'),
    LOG_LEVEL: 'warn',
    // As for the in-process test servers under Vitest (the account helpers send no Origin header).
    NODE_ENV: 'test',
    ...extra,
  };
}

/** Starts `main.ts` (web, and workers unless ROLE says otherwise) or `worker.ts` as its own process. */
export function spawnServerProcess(
  entry: 'main.ts' | 'worker.ts',
  env: Record<string, string>,
): ChildProcess {
  const child = spawn(process.execPath, [path.join(serverDir, 'src', entry)], {
    env,
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${entry} ${child.pid}] ${chunk}`));
  return child;
}

/**
 * Resolves once `url` answers /healthz. With `child`, fails at once if that process has exited (for example
 * because another test took its port), instead of talking to whatever else answers there.
 */
export async function waitUntilHealthy(url: string, timeoutMs = 60_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the server process for ${url} exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a process (SIGTERM lets it close its database connections); SIGKILL if it has not left after `graceMs`. */
export function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 15_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** What the test-account helpers need from a server started as a separate process. */
export function asTestServer(env: Record<string, string>): TestServer {
  return {
    url: env.PUBLIC_URL!,
    dataDir: env.DATA_DIR!,
    admin: { email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD! },
    readOutbox: () => readOutbox(path.join(env.DATA_DIR!, 'outbox')),
  } as TestServer;
}
