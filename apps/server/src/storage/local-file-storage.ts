import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type FileStorage, StorageKeyError } from './file-storage.ts';

export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  // Keys come from our own code, but a path outside the root must never be reachable whatever a row says.
  function resolve(key: string): string {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new StorageKeyError(`Storage key outside the root: ${key}`);
    return full;
  }

  return {
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
    },
    async read(key) {
      const full = resolve(key);
      await stat(full);
      return createReadStream(full) as Readable;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removeUserFiles(userId) {
      await rm(resolve(userId), { recursive: true, force: true });
    },
  };
}
