import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../storage/file-storage.ts';

/**
 * Everything stored for one account lives under its `{userId}/` prefix (uploads, and the page images and
 * results kept per document beneath it), so removing the prefix removes it all, on disk or in the bucket.
 * Runs after the rows are gone; a storage failure is logged with the user id so an operator can finish it
 * (`npm run storage:check` lists orphans).
 */
export async function removeAccountFiles(
  storage: FileStorage,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await storage.removeUserFiles(userId);
  } catch (error) {
    log.error({ err: error, userId }, 'files of a deleted account could not be removed');
  }
}
