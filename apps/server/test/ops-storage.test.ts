import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';
import { loadObjectStoreConfig } from '../src/config/storage-config.ts';
import { migrateStorage } from '../src/ops/migrate-storage.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { createLocalFileStorage } from '../src/storage/local-file-storage.ts';
import { createS3FileStorage } from '../src/storage/s3-file-storage.ts';
import { startTestObjectStore, type TestObjectStore } from '../test-support/start-object-store.ts';
import { createApprovedUser, startTestServer, type TestServer } from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '..');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const key of keys) out.push(key);
  return out.sort();
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** 9 MiB in 64 KiB chunks: more than one multipart part, never held whole by the store. */
function bigStream(): { stream: Readable; digest: string; size: number } {
  const chunk = Buffer.alloc(64 * 1024);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let i = 0; i < 144; i++) {
    const c = Buffer.from(chunk.fill(i % 251));
    hash.update(c);
    chunks.push(c);
  }
  return { stream: Readable.from(chunks), digest: hash.digest('hex'), size: 144 * 64 * 1024 };
}

let objectStore: TestObjectStore;
let localRoot: string;
beforeAll(async () => {
  objectStore = await startTestObjectStore();
  localRoot = await mkdtemp(path.join(tmpdir(), 'docread-local-'));
});
afterAll(async () => {
  await objectStore?.close();
  if (localRoot) await rm(localRoot, { recursive: true, force: true });
});

const s3Settings = () => loadObjectStoreConfig(objectStore.env, (s, m) => new ConfigError(s, m))!;
const drivers: [string, () => FileStorage][] = [
  ['local disk', () => createLocalFileStorage(localRoot)],
  ['S3 (s3rver on loopback)', () => createS3FileStorage(s3Settings())],
];

describe.each(drivers)('file storage contract: %s', (_name, make) => {
  let storage: FileStorage;
  const user = `user-${Math.random().toString(36).slice(2, 8)}`;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage?.close());

  it('stores a buffer and streams it back; knows its size', async () => {
    const key = `${user}/1_scan.png`;
    await storage.put(key, PNG);
    expect(await readAll(await storage.read(key))).toEqual(PNG);
    expect(await storage.size(key)).toBe(PNG.length);
    expect(await storage.size(`${user}/nothing.png`)).toBeNull();
  });

  it('stores a stream larger than one upload part as it arrives', async () => {
    const key = `${user}/2_big.pdf`;
    const big = bigStream();
    await storage.put(key, big.stream);
    expect(await storage.size(key)).toBe(big.size);
    expect(sha(await readAll(await storage.read(key)))).toBe(big.digest);
  });

  it('refuses to overwrite a key and keeps the first file', async () => {
    const key = `${user}/3_once.png`;
    await storage.put(key, PNG);
    await expect(storage.put(key, Buffer.from('other'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readAll(await storage.read(key))).toEqual(PNG);
  });

  it('rejects reading a missing key with ENOENT', async () => {
    await expect(storage.read(`${user}/missing.pdf`)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses keys that climb out of their place', async () => {
    for (const key of ['../escape.png', `${user}/../../escape.png`, '/etc/passwd']) {
      await expect(storage.put(key, PNG), key).rejects.toThrow(/outside the root/);
      await expect(storage.read(key), key).rejects.toThrow(/outside the root/);
    }
  });

  it('lists by prefix, removes one key (missing is fine) and all files of one user', async () => {
    const other = `${user}-other`;
    await storage.put(`${other}/1_keep.png`, PNG);
    await storage.put(`${user}/4_gone.png`, PNG);
    expect(await collect(storage.list(`${user}/`))).toEqual(
      [`${user}/1_scan.png`, `${user}/2_big.pdf`, `${user}/3_once.png`, `${user}/4_gone.png`].sort(),
    );
    await storage.remove(`${user}/4_gone.png`);
    await storage.remove(`${user}/4_gone.png`);
    expect(await storage.size(`${user}/4_gone.png`)).toBeNull();
    await storage.removeUserFiles(user);
    expect(await collect(storage.list(`${user}/`))).toEqual([]);
    expect(await collect(storage.list(`${other}/`))).toEqual([`${other}/1_keep.png`]);
  });

  it('answers the readiness probe', async () => {
    expect(await storage.isReachable()).toBe(true);
  });
});

describe('object store settings', () => {
  it('keeps files on disk without S3_BUCKET and refuses stray S3_ settings', () => {
    const dataDir = path.join(localRoot, 'cfg');
    expect(loadConfig({ DATA_DIR: dataDir }).objectStore).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'Bad_Name' })).toThrow(/S3_BUCKET/);
  });

  it('reads every S3_ setting; a custom endpoint implies path-style addressing', () => {
    const config = loadConfig({
      DATA_DIR: path.join(localRoot, 'cfg'),
      S3_BUCKET: 'files',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.objectStore).toEqual({
      bucket: 'files',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    const aws = loadConfig({
      DATA_DIR: path.join(localRoot, 'cfg'),
      S3_BUCKET: 'files',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(aws.objectStore).toMatchObject({ endpoint: null, forcePathStyle: false, credentials: null });
  });
});

describe(`the server on an object store (${dialectName})`, () => {
  let store: TestObjectStore;
  let server: TestServer;
  let bucket: FileStorage;
  let cookie: string;
  let userId: string;
  const email = uniqueEmail('s3');

  beforeAll(async () => {
    store = await startTestObjectStore({ bucket: 'docread-server' });
    server = await startServer(store.env);
    bucket = createS3FileStorage(loadObjectStoreConfig(store.env, (s, m) => new ConfigError(s, m))!);
    cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'S3 User' });
    userId = await userIdOf(server, cookie);
  });
  afterAll(async () => {
    await server?.close();
    await bucket?.close();
    await store?.close();
  });

  it('keeps uploads in the bucket, streams them back, deletes the object with the document', async () => {
    const res = await upload(
      server,
      cookie,
      uploadParts({ filename: 'scan.png', type: 'image/png', data: PNG }),
    );
    expect(res.status).toBe(201);
    const row = await server.db
      .selectFrom('documents')
      .select('file_path')
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(await bucket.size(row.file_path)).toBe(PNG.length);
    expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);

    const download = await fetch(`${server.url}/api/documents/${res.body.id}/file`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);

    expect((await http(server, 'DELETE', `/api/documents/${res.body.id}`, { cookie })).status).toBe(204);
    expect(await bucket.size(row.file_path)).toBeNull();
  });

  it('removes every object of an account that is deleted', async () => {
    for (const name of ['a.png', 'b.png']) {
      expect(
        (await upload(server, cookie, uploadParts({ filename: name, type: 'image/png', data: PNG }))).status,
      ).toBe(201);
    }
    expect(await collect(bucket.list(`${userId}/`))).toHaveLength(2);
    const deleted = await http(server, 'DELETE', '/api/account', { cookie, json: { email } });
    expect(deleted.status).toBeLessThan(300);
    expect(await collect(bucket.list(`${userId}/`))).toEqual([]);
  });

  it('is ready while the object store answers, and not while it is down', async () => {
    expect((await http(server, 'GET', '/readyz')).status).toBe(200);
    await store.close();
    const down = await http(server, 'GET', '/readyz');
    expect(down.status).toBe(503);
    expect(down.body.detail).toMatch(/File store/);
  });
});

describe('npm run storage:migrate', () => {
  it('moves local files into the bucket under the same keys, and is safe to run again', async () => {
    const store = await startTestObjectStore({ bucket: 'docread-migrate' });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'docread-migrate-'));
    try {
      const local = createLocalFileStorage(path.join(dataDir, 'uploads'));
      await local.put('u1/1_a.png', PNG);
      await local.put('u1/2_b.pdf', bigStream().stream);
      await local.put('u2/3_c.png', PNG);
      const env = { ...process.env, ...store.env, DATA_DIR: dataDir };
      const first = await run(process.execPath, ['src/commands/storage-migrate.ts', '--keep-local'], {
        cwd: serverRoot,
        env,
      });
      expect(first.stdout).toMatch(/3 copied, 0 already in the bucket, 0 removed/);
      const second = await run(process.execPath, ['src/commands/storage-migrate.ts'], {
        cwd: serverRoot,
        env,
      });
      expect(second.stdout).toMatch(/0 copied, 3 already in the bucket, 3 removed/);
      expect(await collect(local.list())).toEqual([]);

      const bucket = createS3FileStorage(loadObjectStoreConfig(store.env, (s, m) => new ConfigError(s, m))!);
      expect(await collect(bucket.list())).toEqual(['u1/1_a.png', 'u1/2_b.pdf', 'u2/3_c.png']);
      expect(await readAll(await bucket.read('u2/3_c.png'))).toEqual(PNG);
      await bucket.close();
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reports a key the bucket holds with another size instead of overwriting it', async () => {
    const source = createLocalFileStorage(path.join(localRoot, 'conflict'));
    const target = createLocalFileStorage(path.join(localRoot, 'conflict-target'));
    await source.put('u/1_a.png', PNG);
    await target.put('u/1_a.png', Buffer.from('different'));
    const report = await migrateStorage(source, target, { keepSource: false });
    expect(report.failed).toEqual([
      { key: 'u/1_a.png', reason: expect.stringMatching(/another size|already holds/) },
    ]);
    expect(await source.size('u/1_a.png')).toBe(PNG.length);
  });
});

describe('npm run storage:check', () => {
  it('lists rows without a file and files without a row, and removes only old orphans', async () => {
    const server = await startTestServer();
    try {
      const cookie = await createApprovedUser(server, {
        email: uniqueEmail('check'),
        password: 'secret-pass-1',
        name: 'Check Owner',
      });
      const kept = await upload(
        server,
        cookie,
        uploadParts({ filename: 'kept.png', type: 'image/png', data: PNG }),
      );
      const lost = await upload(
        server,
        cookie,
        uploadParts({ filename: 'lost.png', type: 'image/png', data: PNG }),
      );
      const rowOf = (id: string) =>
        server.db.selectFrom('documents').select('file_path').where('id', '=', id).executeTakeFirstOrThrow();
      const lostKey = (await rowOf(lost.body.id)).file_path;
      const local = createLocalFileStorage(path.join(server.dataDir, 'uploads'));
      await local.remove(lostKey);
      await local.put('someone/1000000000000_old-orphan.png', PNG);
      const freshOrphan = `someone/${Date.now()}_fresh-orphan.png`;
      await local.put(freshOrphan, PNG);
      const pageImage = `${(await rowOf(kept.body.id)).file_path}.pages/1-0.png`;
      await local.put(pageImage, PNG);
      await server.db
        .insertInto('page_images')
        .values({
          storage_key: pageImage,
          document_id: kept.body.id,
          page: 1,
          rotation: 0,
          created_at: new Date().toISOString(),
        })
        .execute();

      const env = { ...process.env, DATA_DIR: server.dataDir };
      const check = await run(process.execPath, ['src/commands/storage-check.ts'], {
        cwd: serverRoot,
        env,
      }).catch((error: { code: number; stdout: string }) => error);
      expect(check).toMatchObject({ code: 1 });
      expect(check.stdout).toContain(`row without file\t${lostKey}`);
      expect(check.stdout).toContain('file without row\tsomeone/1000000000000_old-orphan.png');
      expect(check.stdout).not.toContain(pageImage);
      expect(check.stdout).toMatch(
        /2 rows, 4 files: 1 rows without a file, 2 files without a row, 0 removed/,
      );

      const cleaned = await run(process.execPath, ['src/commands/storage-check.ts', '--delete-orphans'], {
        cwd: serverRoot,
        env,
      }).catch((error: { stdout: string }) => error);
      expect(cleaned.stdout).toContain('removed orphan\tsomeone/1000000000000_old-orphan.png');
      expect(await collect(local.list('someone/'))).toEqual([freshOrphan]);
      expect(await local.size((await rowOf(kept.body.id)).file_path)).toBe(PNG.length);
    } finally {
      await server.close();
    }
  });
});
