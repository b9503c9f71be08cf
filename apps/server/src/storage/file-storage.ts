import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths `{userId}/{timestamp}_{sanitizedName}`;
 * the local-disk implementation is the default, an S3-compatible object store implements the same calls.
 */
export interface FileStorage {
  /** Stores the bytes (a stream is written as it arrives); refuses to overwrite an existing key. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** Streams the stored bytes; a missing key rejects with an error whose `code` is `ENOENT`. */
  read(key: string): Promise<Readable>;
  /** The stored size in bytes, or null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  /** Removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file of one user (account deletion). */
  removeUserFiles(userId: string): Promise<void>;
  /** Every stored key starting with `prefix` (all keys without one): migration and consistency checks. */
  list(prefix?: string): AsyncIterable<string>;
  /** Whether the store answers now (readiness probe). */
  isReachable(): Promise<boolean>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): Promise<void>;
}

export class StorageKeyError extends Error {}

/** What `read` rejects with for a key that holds nothing, whichever store is behind it. */
export function missingFileError(key: string): Error {
  return Object.assign(new Error(`No stored file at ${key}`), { code: 'ENOENT' });
}
