import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { deleteOwnDocument } from './documents.repository.ts';
import { findOwnDocument } from './get-document.ts';

/** Row first, then the file; a storage failure is logged, as the seeds do, since the row is already gone. */
export async function deleteDocument(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  userId: string,
  id: string,
): Promise<void> {
  const row = await findOwnDocument(deps.db, userId, id);
  await deleteOwnDocument(deps.db, userId, id);
  try {
    await deps.storage.remove(row.file_path);
  } catch (error) {
    deps.log.warn({ err: error, filePath: row.file_path }, 'document file could not be removed');
  }
}
