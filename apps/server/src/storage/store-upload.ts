import type { FileStorage } from './file-storage.ts';

/** Two uploads of one name in one millisecond would want the same key; the next milliseconds are tried. */
const MAX_KEY_TRIES = 50;

/**
 * Stores an upload at `{userId}/{timestamp}_{sanitizedName}` without overwriting: when the key is taken
 * (EEXIST, or an object store's refusal to overwrite) the timestamp is moved on by a millisecond. Returns
 * the key used.
 */
export async function storeUpload(
  storage: FileStorage,
  userId: string,
  at: Date,
  sanitizedName: string,
  data: Buffer,
): Promise<string> {
  for (let offset = 0; ; offset++) {
    const key = `${userId}/${at.getTime() + offset}_${sanitizedName}`;
    try {
      await storage.put(key, data);
      return key;
    } catch (error) {
      if (!isKeyTaken(error) || offset + 1 >= MAX_KEY_TRIES) throw error;
    }
  }
}

function isKeyTaken(error: unknown): boolean {
  const e = error as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } };
  return e.code === 'EEXIST' || e.name === 'PreconditionFailed' || e.$metadata?.httpStatusCode === 412;
}
