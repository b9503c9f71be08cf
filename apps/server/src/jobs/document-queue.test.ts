import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { EngineLimitError } from '@docread/engine/pool';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestDocument, openPipelineTestDb } from '../../test-support/pipeline-test-db.ts';
import { sampleInvoiceResult } from '../../test-support/sample-result.ts';
import type { Db } from '../db/database.ts';
import { createLocalFileStorage } from '../storage/local-file-storage.ts';
import { claimNextDocument, failAbandoned, markCompleted, markRetry } from './document-queue.ts';
import type { DocumentEngine } from './process-document.ts';
import { processDocument } from './process-document.ts';

/** The queue's rules against a real (SQLite) database; the engine is replaced where a test needs it to misbehave. */
describe('document queue', () => {
  let dir: string;
  let db: Db;
  let userId: string;
  let close: () => Promise<void>;
  const log = Fastify({ logger: false }).log;

  beforeAll(async () => {
    ({ dir, db, userId, close } = await openPipelineTestDb('queue'));
  });
  afterAll(() => close());

  async function addDocument(createdAt = new Date()): Promise<string> {
    const iso = createdAt.toISOString();
    return (await insertTestDocument(db, userId, { created_at: iso, updated_at: iso })).id;
  }

  const row = (id: string) =>
    db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const clearQueue = () => db.deleteFrom('documents').execute();

  it('hands each document to one worker, oldest first', async () => {
    await clearQueue();
    const older = await addDocument(new Date(Date.now() - 1000));
    const newer = await addDocument();
    const a = await claimNextDocument(db, { workerId: 'a', leaseMs: 10_000, maxAttempts: 3 });
    const b = await claimNextDocument(db, { workerId: 'b', leaseMs: 10_000, maxAttempts: 3 });
    const c = await claimNextDocument(db, { workerId: 'c', leaseMs: 10_000, maxAttempts: 3 });
    expect(a?.id).toBe(older);
    expect(b?.id).toBe(newer);
    expect(c).toBeUndefined();
    expect(a).toMatchObject({ status: 'processing', worker_id: 'a', attempts: 1 });
    expect(a?.started_at).not.toBeNull();
  });

  it('gives a document whose worker died to another after the lease, and the dead one cannot finish it', async () => {
    await clearQueue();
    const id = await addDocument();
    const t0 = new Date();
    await claimNextDocument(db, { workerId: 'dead', leaseMs: 1000, maxAttempts: 3, now: t0 });
    expect(
      await claimNextDocument(db, {
        workerId: 'b',
        leaseMs: 1000,
        maxAttempts: 3,
        now: new Date(t0.getTime() + 500),
      }),
    ).toBeUndefined();
    const taken = await claimNextDocument(db, {
      workerId: 'b',
      leaseMs: 60_000,
      maxAttempts: 3,
      now: new Date(t0.getTime() + 1500),
    });
    expect(taken).toMatchObject({ id, worker_id: 'b', attempts: 2 });
    const result = { json: '{}', pages: 1, documentType: 'other' };
    expect(await markCompleted(db, id, { workerId: 'dead', attempt: 1 }, result)).toBeUndefined();
    expect(await markCompleted(db, id, { workerId: 'b', attempt: 2 }, result)).toMatchObject({
      status: 'completed',
    });
  });

  it('refuses a write by an earlier claim of the same worker (loops of one process share its id)', async () => {
    await clearQueue();
    const id = await addDocument();
    const t0 = new Date();
    await claimNextDocument(db, { workerId: 'w', leaseMs: 1000, maxAttempts: 3, now: t0 });
    await claimNextDocument(db, {
      workerId: 'w',
      leaseMs: 60_000,
      maxAttempts: 3,
      now: new Date(t0.getTime() + 1500),
    });
    const result = { json: '{}', pages: 1, documentType: 'other' };
    expect(await markCompleted(db, id, { workerId: 'w', attempt: 1 }, result)).toBeUndefined();
    expect(await markCompleted(db, id, { workerId: 'w', attempt: 2 }, result)).toMatchObject({
      status: 'completed',
    });
  });

  it('fails a document with a readable reason once its attempts are spent by dying workers', async () => {
    await clearQueue();
    const id = await addDocument();
    const past = new Date(Date.now() - 10_000);
    await claimNextDocument(db, { workerId: 'a', leaseMs: 1, maxAttempts: 2, now: past });
    await claimNextDocument(db, {
      workerId: 'b',
      leaseMs: 1,
      maxAttempts: 2,
      now: new Date(past.getTime() + 10),
    });
    expect(await claimNextDocument(db, { workerId: 'c', leaseMs: 1000, maxAttempts: 2 })).toBeUndefined();
    const failed = await failAbandoned(db, 2);
    expect(failed.map((d) => d.id)).toEqual([id]);
    const final = await row(id);
    expect(final.status).toBe('failed');
    expect(final.error).toMatch(/stopped unexpectedly 2 times/);
    expect(final.completed_at).not.toBeNull();
  });

  it('waits before retrying a failed attempt', async () => {
    await clearQueue();
    const id = await addDocument();
    await claimNextDocument(db, { workerId: 'a', leaseMs: 10_000, maxAttempts: 3 });
    await markRetry(db, id, { workerId: 'a', attempt: 1 }, 'temporary trouble', 60_000);
    expect(await row(id)).toMatchObject({ status: 'pending', error: 'temporary trouble', worker_id: null });
    expect(await claimNextDocument(db, { workerId: 'b', leaseMs: 10_000, maxAttempts: 3 })).toBeUndefined();
    const later = new Date(Date.now() + 61_000);
    expect(
      await claimNextDocument(db, { workerId: 'b', leaseMs: 10_000, maxAttempts: 3, now: later }),
    ).toMatchObject({ id, attempts: 2 });
  });

  describe('processDocument', () => {
    const storage = () => createLocalFileStorage(path.join(dir, 'uploads'));
    const settings = (workerId: string) => ({
      workerId,
      leaseMs: 10_000,
      maxAttempts: 3,
      retryDelaysMs: [0, 0],
      timeLimitMs: 200,
    });
    function engineThat(process: DocumentEngine['process']): DocumentEngine {
      return { process };
    }

    async function claimedWithFile(workerId: string) {
      await addDocument();
      const claimed = (await claimNextDocument(db, { workerId, leaseMs: 10_000, maxAttempts: 3 }))!;
      await storage().put(claimed.file_path, Buffer.from('png'));
      return claimed;
    }

    it('retries a failing document with back-off and fails it after three attempts with the reason', async () => {
      await clearQueue();
      const engine = engineThat(async () => {
        throw new Error('OCR worker crashed');
      });
      let doc = await claimedWithFile('w');
      for (let attempt = 1; attempt <= 3; attempt++) {
        await processDocument({ db, storage: storage(), engine, log }, doc, settings('w'));
        const after = await row(doc.id);
        if (attempt < 3) {
          expect(after).toMatchObject({ status: 'pending', error: 'OCR worker crashed', attempts: attempt });
          doc = (await claimNextDocument(db, {
            workerId: 'w',
            leaseMs: 10_000,
            maxAttempts: 3,
            now: new Date(Date.now() + 1000),
          }))!;
        } else {
          expect(after.status).toBe('failed');
          expect(after.error).toBe('Processing failed after 3 attempts: OCR worker crashed');
        }
      }
      const events = await db
        .selectFrom('webhook_messages')
        .select('event')
        .where('document_id', '=', doc.id)
        .execute();
      expect(events).toEqual([]);
    });

    it('hands the engine the modules the caller asked for, and none when it asked for none', async () => {
      await clearQueue();
      const asked: unknown[] = [];
      const engine = engineThat(async (_input, options) => {
        asked.push(options?.modules);
        return sampleInvoiceResult();
      });
      for (const options of [JSON.stringify({ modules: ['signature-detection'] }), null]) {
        await insertTestDocument(db, userId, { options });
        const doc = (await claimNextDocument(db, { workerId: 'w', leaseMs: 10_000, maxAttempts: 3 }))!;
        await storage().put(doc.file_path, Buffer.from('png'));
        await processDocument({ db, storage: storage(), engine, log }, doc, settings('w'));
      }
      expect(asked).toEqual([['signature-detection'], undefined]);
    });

    it('fails a document the pool stopped at its time limit, with the reason, and does not retry it', async () => {
      await clearQueue();
      const engine = engineThat(async () => {
        throw new EngineLimitError('time_limit', 'The engine took longer than the limit of 1 seconds.');
      });
      const doc = await claimedWithFile('w');
      await processDocument({ db, storage: storage(), engine, log }, doc, settings('w'));
      const after = await row(doc.id);
      expect(after.status).toBe('failed');
      expect(after.error).toMatch(/longer than the limit/);
      expect(after.attempts).toBe(1);
    });

    it('writes the result and its webhook once when two claims of one document both finish', async () => {
      await clearQueue();
      await db.deleteFrom('webhook_messages').execute();
      await db
        .insertInto('webhooks')
        .values({
          id: randomUUID(),
          user_id: userId,
          name: 'done',
          url: 'https://example.com/hook',
          events: JSON.stringify(['processing_completed']),
          is_active: true,
          secret: 'whsec_c2VjcmV0',
          created_at: new Date().toISOString(),
        })
        .execute();
      const id = await addDocument();
      await storage().put(`${userId}/${id}.png`, Buffer.from('png'));
      const t0 = new Date();
      // The first claim's lease runs out while its worker is still reading; the same process claims again.
      const stale = (await claimNextDocument(db, { workerId: 'w', leaseMs: 1000, maxAttempts: 3, now: t0 }))!;
      const fresh = (await claimNextDocument(db, {
        workerId: 'w',
        leaseMs: 60_000,
        maxAttempts: 3,
        now: new Date(t0.getTime() + 1500),
      }))!;
      const resultOf = (attempt: number) => ({
        ...sampleInvoiceResult(),
        engine: { name: 'docread', version: `attempt ${attempt}` },
      });
      await Promise.all([
        processDocument(
          { db, storage: storage(), engine: engineThat(async () => resultOf(1)), log },
          stale,
          settings('w'),
        ),
        processDocument(
          { db, storage: storage(), engine: engineThat(async () => resultOf(2)), log },
          fresh,
          settings('w'),
        ),
      ]);
      const final = await row(id);
      expect(final.status).toBe('completed');
      expect(JSON.parse(final.result!)).toMatchObject({ engine: { version: 'attempt 2' } });
      const events = await db
        .selectFrom('webhook_messages')
        .select('event')
        .where('document_id', '=', id)
        .execute();
      expect(events).toEqual([{ event: 'processing_completed' }]);
    });
  });
});
