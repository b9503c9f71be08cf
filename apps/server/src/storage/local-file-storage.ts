import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, missingFileError, StorageKeyError } from './file-storage.ts';

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
      if (Buffer.isBuffer(data)) {
        await writeFile(full, data, { flag: 'wx' });
        return;
      }
      const file = createWriteStream(full, { flags: 'wx' });
      try {
        await pipeline(data, file);
      } catch (error) {
        // A broken stream must not leave half a file behind; an existing file (EEXIST) is not ours to remove.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(full, { force: true });
        throw error;
      }
    },
    async read(key) {
      const full = resolve(key);
      try {
        await stat(full);
      } catch {
        throw missingFileError(key);
      }
      return createReadStream(full) as Readable;
    },
    async size(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removeUserFiles(userId) {
      await rm(resolve(userId), { recursive: true, force: true });
    },
    async *list(prefix = '') {
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries.sort()) {
        const key = entry.split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        if ((await stat(path.join(root, entry))).isFile()) yield key;
      }
    },
    async isReachable() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    async close() {},
  };
}
