import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths `{userId}/{timestamp}_{sanitizedName}`;
 * the local-disk implementation is the default, an object store can implement the same four calls.
 */
export interface FileStorage {
  /** Stores the bytes; refuses to overwrite an existing key. */
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  /** Removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file of one user (account deletion). */
  removeUserFiles(userId: string): Promise<void>;
}

export class StorageKeyError extends Error {}
