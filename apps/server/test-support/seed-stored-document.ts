import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentResult } from '@docread/contracts';
import { summarizeResult } from '../src/features/documents/document-summary.ts';
import { sampleInvoiceResult } from './sample-result.ts';
import { seedRow } from './seed-documents.ts';
import type { TestServer } from './start-test-server.ts';

export interface StoredDocument {
  filename: string;
  status: 'completed' | 'failed' | 'pending' | 'processing';
  /** The document's name in the portal; by default the file name without its extension. */
  documentName?: string;
  /** The stored result of a completed document; by default the sample invoice (total 10.00). */
  result?: DocumentResult;
}

/**
 * A document as an upload and the worker leave it, with a small stored file (so reprocessing, exports and
 * purges find one) and, when completed, a stored result and the summary columns the list shows, for tests
 * that must not wait for the engine. Answers its id.
 */
export async function seedStoredDocument(
  server: Pick<TestServer, 'db' | 'dataDir'>,
  userId: string,
  doc: StoredDocument,
): Promise<string> {
  const base = seedRow(userId, 0, {
    documentName: doc.documentName ?? doc.filename.replace(/\.[^.]+$/, ''),
    filename: doc.filename,
    documentType: 'invoice',
    status: doc.status,
    source: 'portal',
    createdAt: new Date(),
  });
  const result = doc.status === 'completed' ? (doc.result ?? sampleInvoiceResult()) : null;
  const filePath = `${userId}/${base.id}.png`;
  await mkdir(path.join(server.dataDir, 'uploads', userId), { recursive: true });
  await writeFile(path.join(server.dataDir, 'uploads', filePath), 'png');
  await server.db
    .insertInto('documents')
    .values({
      ...base,
      ...(result ? summarizeResult(result) : {}),
      file_path: filePath,
      file_size: 3,
      file_type: 'image/png',
      result: result ? JSON.stringify(result) : null,
      attempts: doc.status === 'pending' ? 0 : 1,
    } as never)
    .execute();
  return base.id;
}
