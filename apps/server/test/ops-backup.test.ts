import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApprovedUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { PDF, PNG, uploadParts } from './fixtures.ts';
import { http, uniqueEmail, upload } from './support.ts';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '..');

function command(script: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, [`src/commands/${script}`, ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
}

// The embedded default only: with TEST_DATABASE_URL the suite's servers run on PostgreSQL.
describe('npm run backup / npm run restore (SQLite and files under DATA_DIR)', () => {
  let work: string;
  let dataDir: string;
  let server: TestServer | undefined;
  const user = { email: uniqueEmail('backup'), password: 'secret-pass-1', name: 'Backup Owner' };
  const start = async () => {
    server = await startTestServer({ env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'admin-secret-1' } });
    return server;
  };

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'docread-backup-'));
    dataDir = path.join(work, 'data');
  });
  afterAll(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('backs up a running server and restores it after later changes, files and sign-in included', async () => {
    const live = await start();
    const cookie = await createApprovedUser(live, user);
    const kept = await upload(
      live,
      cookie,
      uploadParts({ filename: 'kept.png', type: 'image/png', data: PNG }),
    );
    const alsoKept = await upload(
      live,
      cookie,
      uploadParts({ filename: 'kept.pdf', type: 'application/pdf', data: PDF }),
    );
    expect([kept.status, alsoKept.status]).toEqual([201, 201]);

    const backupDir = path.join(work, 'backup-1');
    const made = await command('backup.ts', ['--out', backupDir], { DATA_DIR: dataDir });
    expect(made.stdout).toMatch(/Backed up 2 documents and 2 files/);
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'docread-backup-1',
      documents: 2,
      files: 2,
      rowsWithoutFile: [],
    });
    await expect(command('backup.ts', ['--out', backupDir], { DATA_DIR: dataDir })).rejects.toMatchObject({
      stderr: expect.stringMatching(/already exists/),
    });

    // After the backup: one more document, one deleted.
    const later = await upload(
      live,
      cookie,
      uploadParts({ filename: 'later.png', type: 'image/png', data: PNG }),
    );
    expect(later.status).toBe(201);
    expect((await http(live, 'DELETE', `/api/documents/${alsoKept.body.id}`, { cookie })).status).toBe(204);
    await live.close();
    server = undefined;

    await expect(command('restore.ts', [backupDir], { DATA_DIR: dataDir })).rejects.toMatchObject({
      stderr: expect.stringMatching(/--replace/),
    });
    const restored = await command('restore.ts', [backupDir, '--replace'], { DATA_DIR: dataDir });
    expect(restored.stdout).toMatch(/Restored 2 documents and 2 files/);
    expect((await readdir(dataDir)).some((n) => n.startsWith('before-restore-'))).toBe(true);

    const again = await start();
    const session = await signIn(again, user.email, user.password);
    const list = await http(again, 'GET', '/api/documents', { cookie: session });
    const names = list.body.items.map((d: { filename: string }) => d.filename).sort();
    expect(names).toEqual(['kept.pdf', 'kept.png']);
    const file = await fetch(`${again.url}/api/documents/${alsoKept.body.id}/file`, {
      headers: { cookie: session },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    // The session cookie made before the backup is still valid: the session secret came back too.
    expect((await http(again, 'GET', '/api/me', { cookie })).status).toBe(200);
  }, 60_000);

  it('points PostgreSQL users to pg_dump instead of copying a database it does not have', async () => {
    await expect(
      command('backup.ts', [], {
        DATA_DIR: path.join(work, 'pg'),
        DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db',
      }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/pg_dump/) });
  });
});
