import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Runs the real entry point with only the given settings; resolves with its exit code and output. */
function runMain(
  env: Record<string, string>,
  onOutput?: (text: string, child: ReturnType<typeof spawn>) => void,
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env } });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(output, child);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('settings', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'docread-settings-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops the process with a message naming a bad PORT', async () => {
    const { code, output } = await runMain({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('Invalid setting PORT');
  });

  it('names every other bad setting too', () => {
    const bad: Array<[string, string]> = [
      ['PORT', '70000'],
      ['DATABASE_URL', 'mysql://localhost/db'],
      ['PUBLIC_URL', 'localhost:3000'],
      ['SMTP_URL', 'http://mail'],
      ['ADMIN_EMAIL', 'admin'],
      ['ADMIN_PASSWORD', '123'],
      ['SESSION_SECRET', 'short'],
      ['LOG_LEVEL', 'loud'],
      ['TRUST_PROXY', 'maybe'],
      ['LEADS_PER_HOUR', '0'],
    ];
    for (const [setting, value] of bad) {
      expect(() => loadConfig({ DATA_DIR: dataDir, [setting]: value }), setting).toThrow(ConfigError);
      try {
        loadConfig({ DATA_DIR: dataDir, [setting]: value });
      } catch (error) {
        expect((error as ConfigError).setting).toBe(setting);
        expect((error as Error).message).toContain(setting);
      }
    }
  });

  it('applies the defaults and keeps a generated session secret in DATA_DIR', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(dataDir, 'docread.sqlite') });
    expect(config.admin.email).toBe('admin@docread.localhost');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustedOrigins).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000']);
    const hosted = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://docs.example.com' });
    expect(hosted.trustedOrigins).toEqual([]);
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect((await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
    expect(Object.isFrozen(config)).toBe(true);
    const pg = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(pg.database).toEqual({ dialect: 'postgres', url: 'postgres://u@db:5432/app' });
  });

  it('starts, keeps a generated admin password in a private file, and shuts down cleanly on SIGTERM', async () => {
    const { code, output } = await runMain(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      (text, child) => {
        if (text.includes('Server listening') && !child.killed) child.kill('SIGTERM');
      },
    );
    expect(output).toContain('initial-admin-password');
    const password = (await readFile(path.join(dataDir, 'initial-admin-password'), 'utf8')).trim();
    expect(output).not.toContain(password);
    expect(output).toContain('shutting down');
    expect(code).toBe(0);
  });
});
