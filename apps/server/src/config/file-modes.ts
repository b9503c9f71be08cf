import { isMainThread } from 'node:worker_threads';

/**
 * Everything the server writes (database, outbox, session secret, uploads, exports) is readable by its own
 * user only: 0600 files and 0700 folders. One process-wide umask covers the code that creates files without
 * a mode of its own (SQLite, the storage backends) as well as ours.
 */
export function restrictNewFileModes(): void {
  // Worker threads share the process's umask and may not set it.
  if (isMainThread) process.umask(0o077);
}
