import type { DocumentResult } from '@docread/contracts';
import type { EnginePool } from '@docread/engine/pool';
import type { Db } from '../../db/database.ts';
import type { DocumentRecord } from '../../db/schema.ts';
import { DomainError, notFound } from '../../shared/domain-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { recordPageImage } from '../documents/document-records.ts';
import { engineProblem } from './engine-problem.ts';

export interface PageImageDeps {
  db: Db;
  storage: FileStorage;
  engine: Pick<EnginePool, 'pageImage'>;
}

/** Under the owner's folder, so removing a user's files removes their page images too. */
export function pageImageKey(doc: Pick<DocumentRecord, 'id' | 'user_id'>, page: number, rotation: number) {
  return `${doc.user_id}/page-images/${doc.id}/${page}-${rotation}.png`;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  try {
    return await readAll(await storage.read(key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Requests for the same image while it is being made share the one engine task. */
const inFlight = new Map<string, Promise<Buffer>>();

async function makeAndStore(deps: PageImageDeps, doc: DocumentRecord, page: number, rotation: number) {
  const key = pageImageKey(doc, page, rotation);
  let png: Buffer;
  try {
    png = await deps.engine.pageImage(await readAll(await deps.storage.read(doc.file_path)), {
      fileType: doc.file_type,
      number: page,
      rotation,
    });
  } catch (error) {
    throw engineProblem(error, 'The page could not be drawn');
  }
  await recordPageImage(deps.db, { storage_key: key, document_id: doc.id, page, rotation });
  try {
    await deps.storage.put(key, png);
  } catch (error) {
    // Another process stored the same image first; either copy is the same picture.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return png;
}

/**
 * The PNG of one page for the results viewer, upright as the engine read it: made once by the engine
 * pool (never on this process's event loop) and then served from the file store. A document that failed
 * has no page images: drawing a file the engine refused would only repeat the failure.
 */
export async function pageImageFor(
  deps: PageImageDeps,
  doc: DocumentRecord,
  result: DocumentResult | null,
  pageNumber: number,
): Promise<Buffer> {
  if (doc.status === 'failed')
    throw new DomainError(
      'conflict',
      `The document could not be processed${doc.error ? ` (${doc.error})` : ''}, so it has no page images.`,
    );
  const page = result?.pages.find((p) => p.number === pageNumber);
  if (result && !page) throw notFound('No such page');
  if (!result && pageNumber !== 1) throw notFound('No such page');
  const rotation = page?.rotation ?? 0;
  const key = pageImageKey(doc, pageNumber, rotation);
  const stored = await readStored(deps.storage, key);
  if (stored) return stored;
  let making = inFlight.get(key);
  if (!making) {
    making = makeAndStore(deps, doc, pageNumber, rotation).finally(() => inFlight.delete(key));
    inFlight.set(key, making);
  }
  return making;
}
