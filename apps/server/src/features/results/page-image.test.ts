import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DocumentResult } from '@docread/contracts';
import { EngineInputError, type EnginePool } from '@docread/engine/pool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestDocument, openPipelineTestDb } from '../../../test-support/pipeline-test-db.ts';
import type { Db } from '../../db/database.ts';
import type { DocumentRecord } from '../../db/schema.ts';
import { sweepPageImages } from '../../jobs/sweep-page-images.ts';
import { DomainError } from '../../shared/domain-errors.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { pageImageFor, pageImageKey } from './page-image.ts';

/** Page images are made by the engine pool once, kept in the file store, and go when their document goes. */
describe('page images for the viewer', () => {
  let dir: string;
  let db: Db;
  let userId: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dir, db, userId, close } = await openPipelineTestDb('page-images'));
  });
  afterAll(() => close());

  const storage = () => createLocalFileStorage(path.join(dir, 'uploads'));

  async function addDocument(status: string, error: string | null = null): Promise<DocumentRecord> {
    const id = randomUUID();
    const filePath = `${userId}/${Date.now()}_${id}.pdf`;
    await storage().put(filePath, Buffer.from('%PDF-1.7'));
    const now = new Date().toISOString();
    return insertTestDocument(db, userId, {
      id,
      filename: 'doc.pdf',
      file_path: filePath,
      file_size: 8,
      file_type: 'application/pdf',
      status,
      error,
      attempts: 1,
      started_at: now,
    });
  }

  function countingEngine(answer: () => Promise<Buffer>) {
    const calls: { page: number; rotation: number }[] = [];
    const engine: Pick<EnginePool, 'pageImage'> = {
      pageImage: async (_input, page) => {
        calls.push({ page: page.number, rotation: page.rotation });
        return answer();
      },
    };
    return { engine, calls };
  }

  const result = (pages: { number: number; rotation: number }[]) => ({ pages }) as unknown as DocumentResult;
  const deps = (engine: Pick<EnginePool, 'pageImage'>) => ({
    db,
    storage: storage(),
    engine,
  });

  it('asks the engine pool once, then serves the stored image, turned as the engine read the page', async () => {
    const doc = await addDocument('completed');
    const { engine, calls } = countingEngine(async () => Buffer.from('png-bytes'));
    const read = result([{ number: 1, rotation: 90 }]);
    const [a, b] = await Promise.all([
      pageImageFor(deps(engine), doc, read, 1),
      pageImageFor(deps(engine), doc, read, 1),
    ]);
    const c = await pageImageFor(deps(engine), doc, read, 1);
    expect([a, b, c].map(String)).toEqual(['png-bytes', 'png-bytes', 'png-bytes']);
    expect(calls).toEqual([{ page: 1, rotation: 90 }]);
    expect(await storage().size(pageImageKey(doc, 1, 90))).toBe(9);
    expect(pageImageKey(doc, 1, 90).startsWith(`${userId}/`)).toBe(true);
  });

  it('answers a clear 409 for a document that failed, without asking the engine', async () => {
    const doc = await addDocument('failed', 'The PDF is damaged or not a PDF.');
    const { engine, calls } = countingEngine(async () => Buffer.from('png'));
    const answer = pageImageFor(deps(engine), doc, null, 1);
    await expect(answer).rejects.toBeInstanceOf(DomainError);
    await expect(answer).rejects.toMatchObject({ code: 'conflict', message: /damaged.*no page images/ });
    expect(calls).toEqual([]);
  });

  it('turns a file the engine refuses into a 409 problem, and a missing page into a 404', async () => {
    const doc = await addDocument('pending');
    const { engine } = countingEngine(async () => {
      throw new EngineInputError('corrupt', 'The PDF is damaged or not a PDF.');
    });
    await expect(pageImageFor(deps(engine), doc, null, 1)).rejects.toMatchObject({
      code: 'conflict',
      message: 'The page could not be drawn: The PDF is damaged or not a PDF.',
    });
    await expect(pageImageFor(deps(engine), doc, null, 2)).rejects.toMatchObject({ code: 'not_found' });
    const done = await addDocument('completed');
    await expect(
      pageImageFor(deps(engine), done, result([{ number: 1, rotation: 0 }]), 3),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it("removes a deleted document's stored images and leaves the others", async () => {
    const kept = await addDocument('completed');
    const gone = await addDocument('completed');
    const { engine } = countingEngine(async () => Buffer.from('png'));
    const read = result([{ number: 1, rotation: 0 }]);
    await pageImageFor(deps(engine), kept, read, 1);
    await pageImageFor(deps(engine), gone, read, 1);
    await db.deleteFrom('documents').where('id', '=', gone.id).execute();
    expect(await sweepPageImages(db, storage())).toBe(1);
    expect(await storage().size(pageImageKey(gone, 1, 0))).toBeNull();
    expect(await storage().size(pageImageKey(kept, 1, 0))).toBe(3);
    expect(await sweepPageImages(db, storage())).toBe(0);
  });
});
