import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../src/config/config.ts';
import { loadObjectStoreConfig } from '../src/config/storage-config.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { createLocalFileStorage } from '../src/storage/local-file-storage.ts';
import { createS3FileStorage } from '../src/storage/s3-file-storage.ts';
import { startTestObjectStore, type TestObjectStore } from '../test-support/start-object-store.ts';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';

async function keysOf(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys;
}

for (const backend of ['local', 's3'] as const) {
  describe(`a removed account leaves no files behind (${backend} storage, ${dialectName})`, () => {
    let store: TestObjectStore | null = null;
    let server: TestServer;
    let storage: FileStorage;
    beforeAll(async () => {
      store = backend === 's3' ? await startTestObjectStore({ bucket: 'docread-removal' }) : null;
      server = await startServer(store?.env ?? {});
      storage = store
        ? createS3FileStorage(loadObjectStoreConfig(store.env, (s, m) => new ConfigError(s, m))!)
        : createLocalFileStorage(path.join(server.dataDir, 'uploads'));
    });
    afterAll(async () => {
      await server?.close();
      await storage?.close();
      await store?.close();
    });

    /** A customer with two uploads and a page image kept per document under their prefix. */
    async function customerWithFiles(label: string) {
      const email = uniqueEmail(label);
      const cookie = await createApprovedUser(server, { email, password: 'secret1234', name: label });
      const userId = await userIdOf(server, cookie);
      const ids: string[] = [];
      for (const name of ['a.png', 'b.png']) {
        const answer = await upload(
          server,
          cookie,
          uploadParts({ filename: name, type: 'image/png', data: PNG }),
        );
        expect(answer.status).toBe(201);
        ids.push(answer.body.id);
      }
      await storage.put(`${userId}/${ids[0]}/pages/1.png`, PNG);
      expect(await keysOf(storage, `${userId}/`)).toHaveLength(3);
      return { email, cookie, userId };
    }

    it('when an admin removes the user', async () => {
      const bystander = await customerWithFiles('bystander');
      const { userId } = await customerWithFiles('removed');
      const admin = await signIn(server, server.admin.email, server.admin.password);
      const removed = await http(server, 'POST', '/api/auth/admin/remove-user', {
        cookie: admin,
        json: { userId },
      });
      expect(removed.status).toBe(200);
      expect(await keysOf(storage, `${userId}/`)).toEqual([]);
      expect(await keysOf(storage, `${bystander.userId}/`)).toHaveLength(3);
    });

    it('when the user deletes their own account', async () => {
      const { email, cookie, userId } = await customerWithFiles('self');
      const done = await http(server, 'DELETE', '/api/account', { cookie, json: { email } });
      expect(done.status).toBe(204);
      expect(await keysOf(storage, `${userId}/`)).toEqual([]);
    });
  });
}

describe(`two uploads of one name in the same millisecond (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server?.close();
  });

  it('are both stored, under different keys', async () => {
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('same-ms'),
      password: 'secret1234',
      name: 'Same ms',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const answers = await Promise.all(
        [1, 2].map(() =>
          upload(server, cookie, uploadParts({ filename: 'scan.png', type: 'image/png', data: PNG })),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
    } finally {
      vi.useRealTimers();
    }
    const rows = await server.db.selectFrom('documents').select('file_path').execute();
    const paths = rows.map((r) => r.file_path).filter((p) => p.endsWith('_scan.png'));
    expect(new Set(paths).size).toBe(2);
  });
});
